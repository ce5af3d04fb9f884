-- CreateTable
CREATE TABLE "ReferralSettings" (
    "merchantCode" TEXT NOT NULL PRIMARY KEY,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "firstDepositMinor" BIGINT,
    "validBetMinor" BIGINT,
    "rewardMinor" BIGINT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ReferralReward" (
    "inviteeId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "referrerId" INTEGER NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "referenceNo" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "rewardedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "VipRankRule" (
    "merchantCode" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "monthlyTurnoverMinor" BIGINT NOT NULL,
    "totalTurnoverMinor" BIGINT NOT NULL,
    "keepTurnoverMinor" BIGINT NOT NULL,
    "bonusMinor" BIGINT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantCode", "level")
);

-- CreateTable
CREATE TABLE "VipStanding" (
    "memberId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "reviewedThrough" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "VipRankChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "fromLevel" INTEGER NOT NULL,
    "toLevel" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "month" TEXT,
    "changedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "ReferralReward_referrerId_rewardedAt_idx" ON "ReferralReward"("referrerId", "rewardedAt");

-- CreateIndex
CREATE INDEX "ReferralReward_merchantCode_rewardedAt_idx" ON "ReferralReward"("merchantCode", "rewardedAt");

-- CreateIndex
CREATE INDEX "VipStanding_merchantCode_reviewedThrough_idx" ON "VipStanding"("merchantCode", "reviewedThrough");

-- CreateIndex
CREATE INDEX "VipRankChange_memberId_changedAt_idx" ON "VipRankChange"("memberId", "changedAt");

-- CreateIndex
CREATE INDEX "VipRankChange_merchantCode_changedAt_idx" ON "VipRankChange"("merchantCode", "changedAt");

