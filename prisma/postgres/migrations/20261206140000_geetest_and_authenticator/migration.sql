-- CreateTable
CREATE TABLE "GeetestChallenge" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "captchaId" TEXT NOT NULL,
    "lotNumber" TEXT NOT NULL,
    "product" TEXT NOT NULL,
    "target" INTEGER NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "passToken" TEXT,
    "genTime" TEXT,
    "captchaOutput" TEXT,
    "passedAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GeetestChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GeetestSetting" (
    "merchantCode" TEXT NOT NULL,
    "mode" TEXT NOT NULL DEFAULT 'NORMAL',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GeetestSetting_pkey" PRIMARY KEY ("merchantCode")
);

-- CreateTable
CREATE TABLE "MemberAuthenticator" (
    "memberId" INTEGER NOT NULL,
    "secret" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MemberAuthenticator_pkey" PRIMARY KEY ("memberId")
);

-- CreateIndex
CREATE UNIQUE INDEX "GeetestChallenge_lotNumber_key" ON "GeetestChallenge"("lotNumber");

-- CreateIndex
CREATE INDEX "GeetestChallenge_merchantCode_issuedAt_idx" ON "GeetestChallenge"("merchantCode", "issuedAt");

-- AddForeignKey
ALTER TABLE "MemberAuthenticator" ADD CONSTRAINT "MemberAuthenticator_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

