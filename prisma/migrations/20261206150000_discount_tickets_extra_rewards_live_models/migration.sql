-- CreateTable
CREATE TABLE "LiveModel" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "avatarUrl" TEXT NOT NULL,
    "roomName" TEXT NOT NULL,
    "online" BOOLEAN NOT NULL DEFAULT false,
    "onlineSince" DATETIME,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "DiscountTicket" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "ticketNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "promotionId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'AVAILABLE',
    "discountPercent" REAL NOT NULL,
    "maxDiscountMinor" BIGINT NOT NULL,
    "minAmountMinor" BIGINT NOT NULL DEFAULT 0,
    "issuedAt" DATETIME NOT NULL,
    "expiresAt" DATETIME,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DiscountTicket_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DiscountTicket_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExtraRewardClaim" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "claimNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "promotionId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'UNAPPLIED',
    "amountMinor" BIGINT NOT NULL,
    "turnoverMultiplier" REAL NOT NULL DEFAULT 1,
    "issuedAt" DATETIME NOT NULL,
    "expiresAt" DATETIME,
    "appliedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ExtraRewardClaim_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExtraRewardClaim_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "LiveModel_merchantCode_online_idx" ON "LiveModel"("merchantCode", "online");

-- CreateIndex
CREATE UNIQUE INDEX "LiveModel_merchantCode_code_key" ON "LiveModel"("merchantCode", "code");

-- CreateIndex
CREATE UNIQUE INDEX "DiscountTicket_ticketNo_key" ON "DiscountTicket"("ticketNo");

-- CreateIndex
CREATE INDEX "DiscountTicket_memberId_status_idx" ON "DiscountTicket"("memberId", "status");

-- CreateIndex
CREATE INDEX "DiscountTicket_merchantCode_status_idx" ON "DiscountTicket"("merchantCode", "status");

-- CreateIndex
CREATE UNIQUE INDEX "ExtraRewardClaim_claimNo_key" ON "ExtraRewardClaim"("claimNo");

-- CreateIndex
CREATE INDEX "ExtraRewardClaim_memberId_status_idx" ON "ExtraRewardClaim"("memberId", "status");

-- CreateIndex
CREATE INDEX "ExtraRewardClaim_merchantCode_status_idx" ON "ExtraRewardClaim"("merchantCode", "status");

