-- CreateTable
CREATE TABLE "GeetestChallenge" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "captchaId" TEXT NOT NULL,
    "lotNumber" TEXT NOT NULL,
    "product" TEXT NOT NULL,
    "target" INTEGER NOT NULL,
    "issuedAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "passToken" TEXT,
    "genTime" TEXT,
    "captchaOutput" TEXT,
    "passedAt" DATETIME,
    "failedAt" DATETIME,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "GeetestSetting" (
    "merchantCode" TEXT NOT NULL PRIMARY KEY,
    "mode" TEXT NOT NULL DEFAULT 'NORMAL',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "MemberAuthenticator" (
    "memberId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "secret" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MemberAuthenticator_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "GeetestChallenge_lotNumber_key" ON "GeetestChallenge"("lotNumber");

-- CreateIndex
CREATE INDEX "GeetestChallenge_merchantCode_issuedAt_idx" ON "GeetestChallenge"("merchantCode", "issuedAt");

