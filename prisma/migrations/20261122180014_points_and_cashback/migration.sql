-- CreateTable
CREATE TABLE "PointSettings" (
    "merchantCode" TEXT NOT NULL PRIMARY KEY,
    "rates" JSONB NOT NULL,
    "conversionEnabled" BOOLEAN NOT NULL DEFAULT true,
    "pointsPerUnit" REAL NOT NULL DEFAULT 100,
    "minConvertCenti" BIGINT NOT NULL DEFAULT 10000,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PointSettings_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PointAccount" (
    "memberId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "balanceCenti" BIGINT NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PointAccount_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PointEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "idempotencyKey" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "changeCenti" BIGINT NOT NULL,
    "balanceAfterCenti" BIGINT NOT NULL,
    "remark" TEXT NOT NULL,
    "postedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PointEntry_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PointGoods" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "names" JSONB NOT NULL,
    "descriptions" JSONB NOT NULL,
    "imageUrl" TEXT NOT NULL DEFAULT '',
    "pointsCenti" BIGINT NOT NULL,
    "amountRequirementMinor" BIGINT NOT NULL DEFAULT 0,
    "quantity" INTEGER NOT NULL,
    "available" INTEGER NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PointGoods_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PointRedeem" (
    "redeemNo" TEXT NOT NULL PRIMARY KEY,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "requestId" TEXT NOT NULL,
    "goodsId" INTEGER NOT NULL,
    "rewardName" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "pointsCenti" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "remark" TEXT,
    "decisionRemark" TEXT,
    "appliedAt" DATETIME NOT NULL,
    "decidedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PointRedeem_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PointRedeem_goodsId_fkey" FOREIGN KEY ("goodsId") REFERENCES "PointGoods" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RebateSettings" (
    "merchantCode" TEXT NOT NULL PRIMARY KEY,
    "rates" JSONB NOT NULL,
    "period" TEXT NOT NULL DEFAULT 'DAILY',
    "minClaimMinor" BIGINT NOT NULL DEFAULT 100,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "RebateSettings_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RebateClaim" (
    "referenceNo" TEXT NOT NULL PRIMARY KEY,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "validBetMinor" BIGINT NOT NULL,
    "betCount" INTEGER NOT NULL,
    "items" JSONB NOT NULL,
    "periodStart" DATETIME NOT NULL,
    "claimedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "RebateClaim_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RebateBet" (
    "roundId" TEXT NOT NULL PRIMARY KEY,
    "referenceNo" TEXT NOT NULL,
    "rebateMinor" BIGINT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "RebateBet_referenceNo_fkey" FOREIGN KEY ("referenceNo") REFERENCES "RebateClaim" ("referenceNo") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RebateBet_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "GameRound" ("roundId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "PointEntry_idempotencyKey_key" ON "PointEntry"("idempotencyKey");

-- CreateIndex
CREATE INDEX "PointEntry_memberId_postedAt_idx" ON "PointEntry"("memberId", "postedAt");

-- CreateIndex
CREATE INDEX "PointGoods_merchantCode_sortOrder_idx" ON "PointGoods"("merchantCode", "sortOrder");

-- CreateIndex
CREATE INDEX "PointRedeem_merchantCode_status_idx" ON "PointRedeem"("merchantCode", "status");

-- CreateIndex
CREATE UNIQUE INDEX "PointRedeem_memberId_requestId_key" ON "PointRedeem"("memberId", "requestId");

-- CreateIndex
CREATE INDEX "RebateClaim_memberId_claimedAt_idx" ON "RebateClaim"("memberId", "claimedAt");

