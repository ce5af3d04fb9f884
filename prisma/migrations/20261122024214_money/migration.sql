-- CreateTable
CREATE TABLE "MoneyOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "referenceNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "requestId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "fromWallet" TEXT,
    "toWallet" TEXT,
    "channel" TEXT,
    "remark" TEXT,
    "details" JSONB,
    "appliedAt" DATETIME NOT NULL,
    "decidedAt" DATETIME,
    "dueAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MoneyOrder_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ProviderSession" (
    "token" TEXT NOT NULL PRIMARY KEY,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "gameId" INTEGER NOT NULL,
    "trialBalance" BIGINT,
    "wallet" TEXT NOT NULL DEFAULT 'MAIN',
    "issuedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_ProviderSession" ("createdAt", "gameId", "issuedAt", "memberId", "merchantCode", "token", "trialBalance", "updatedAt") SELECT "createdAt", "gameId", "issuedAt", "memberId", "merchantCode", "token", "trialBalance", "updatedAt" FROM "ProviderSession";
DROP TABLE "ProviderSession";
ALTER TABLE "new_ProviderSession" RENAME TO "ProviderSession";
CREATE INDEX "ProviderSession_memberId_idx" ON "ProviderSession"("memberId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "MoneyOrder_referenceNo_key" ON "MoneyOrder"("referenceNo");

-- CreateIndex
CREATE INDEX "MoneyOrder_memberId_appliedAt_idx" ON "MoneyOrder"("memberId", "appliedAt");

-- CreateIndex
CREATE INDEX "MoneyOrder_status_dueAt_idx" ON "MoneyOrder"("status", "dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "MoneyOrder_memberId_requestId_key" ON "MoneyOrder"("memberId", "requestId");

