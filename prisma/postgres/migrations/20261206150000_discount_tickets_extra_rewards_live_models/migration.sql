-- CreateTable
CREATE TABLE "LiveModel" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "avatarUrl" TEXT NOT NULL,
    "roomName" TEXT NOT NULL,
    "online" BOOLEAN NOT NULL DEFAULT false,
    "onlineSince" TIMESTAMP(3),
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LiveModel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiscountTicket" (
    "id" SERIAL NOT NULL,
    "ticketNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "promotionId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'AVAILABLE',
    "discountPercent" DOUBLE PRECISION NOT NULL,
    "maxDiscountMinor" BIGINT NOT NULL,
    "minAmountMinor" BIGINT NOT NULL DEFAULT 0,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DiscountTicket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraRewardClaim" (
    "id" SERIAL NOT NULL,
    "claimNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "promotionId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'UNAPPLIED',
    "amountMinor" BIGINT NOT NULL,
    "turnoverMultiplier" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "appliedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExtraRewardClaim_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "DiscountTicket" ADD CONSTRAINT "DiscountTicket_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountTicket" ADD CONSTRAINT "DiscountTicket_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraRewardClaim" ADD CONSTRAINT "ExtraRewardClaim_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraRewardClaim" ADD CONSTRAINT "ExtraRewardClaim_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

