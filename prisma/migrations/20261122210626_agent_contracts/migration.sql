-- CreateTable
CREATE TABLE "Contract" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "period" TEXT,
    "uplineId" INTEGER NOT NULL,
    "downlineId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "tiers" JSONB NOT NULL,
    "topRate" REAL NOT NULL,
    "offeredAt" DATETIME NOT NULL,
    "startsAt" DATETIME,
    "endedAt" DATETIME,
    "endReason" TEXT,
    "settledUntil" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ContractRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "contractId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "requestedById" INTEGER,
    "reason" TEXT,
    "answer" TEXT NOT NULL DEFAULT 'PENDING',
    "answeredById" INTEGER,
    "requestedAt" DATETIME NOT NULL,
    "answeredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ContractRequest_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SettlementPeriod" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "contractId" INTEGER NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "payeeId" INTEGER NOT NULL,
    "periodStart" DATETIME NOT NULL,
    "periodEnd" DATETIME NOT NULL,
    "status" TEXT NOT NULL,
    "activeMembers" INTEGER NOT NULL,
    "validBetMinor" BIGINT NOT NULL,
    "profitLossMinor" BIGINT NOT NULL,
    "rate" REAL NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "referenceNo" TEXT,
    "claimedAt" DATETIME NOT NULL,
    "paidAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "SettlementPeriod_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Contract_merchantCode_status_idx" ON "Contract"("merchantCode", "status");

-- CreateIndex
CREATE INDEX "Contract_uplineId_kind_status_idx" ON "Contract"("uplineId", "kind", "status");

-- CreateIndex
CREATE INDEX "Contract_downlineId_kind_status_idx" ON "Contract"("downlineId", "kind", "status");

-- CreateIndex
CREATE INDEX "ContractRequest_contractId_answer_idx" ON "ContractRequest"("contractId", "answer");

-- CreateIndex
CREATE INDEX "SettlementPeriod_status_idx" ON "SettlementPeriod"("status");

-- CreateIndex
CREATE INDEX "SettlementPeriod_payeeId_kind_periodEnd_idx" ON "SettlementPeriod"("payeeId", "kind", "periodEnd");

-- CreateIndex
CREATE UNIQUE INDEX "SettlementPeriod_contractId_periodStart_key" ON "SettlementPeriod"("contractId", "periodStart");

