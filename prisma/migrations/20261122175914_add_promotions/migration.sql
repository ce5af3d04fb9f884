-- CreateTable
CREATE TABLE "Promotion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "entry" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "texts" JSONB NOT NULL,
    "bannerUrl" TEXT NOT NULL,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME,
    "vipMin" INTEGER NOT NULL DEFAULT 0,
    "vipMax" INTEGER,
    "minDepositMinor" BIGINT NOT NULL DEFAULT 0,
    "minTurnoverMinor" BIGINT NOT NULL DEFAULT 0,
    "bonusPercent" REAL,
    "bonusFixedMinor" BIGINT,
    "bonusMaxMinor" BIGINT,
    "turnoverMultiplier" REAL NOT NULL DEFAULT 1,
    "promoCode" TEXT,
    "maxClaims" INTEGER,
    "prizes" JSONB NOT NULL,
    "ticketSpins" INTEGER NOT NULL DEFAULT 3,
    "ticketHours" REAL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Promotion_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PromotionParticipation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "promotionId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "periodKey" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL,
    "comment" TEXT,
    "images" JSONB,
    "remark" TEXT,
    "prizeIndex" INTEGER,
    "bonusMinor" BIGINT,
    "turnoverRequiredMinor" BIGINT,
    "requestId" TEXT,
    "joinedAt" DATETIME NOT NULL,
    "decidedAt" DATETIME,
    "claimedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PromotionParticipation_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PromotionParticipation_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PromotionTicket" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "transactionId" TEXT NOT NULL,
    "promotionId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'AVAILABLE',
    "spinsTotal" INTEGER NOT NULL,
    "spinsUsed" INTEGER NOT NULL DEFAULT 0,
    "spins" JSONB NOT NULL,
    "rewardMinor" BIGINT NOT NULL DEFAULT 0,
    "issuedAt" DATETIME NOT NULL,
    "expiresAt" DATETIME,
    "claimedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PromotionTicket_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PromotionTicket_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ForcedPromotionOutcome" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "promotionId" INTEGER,
    "prizeIndex" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ForcedPromotionOutcome_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ForcedPromotionOutcome_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Promotion_merchantCode_status_idx" ON "Promotion"("merchantCode", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Promotion_merchantCode_code_key" ON "Promotion"("merchantCode", "code");

-- CreateIndex
CREATE INDEX "PromotionParticipation_memberId_status_idx" ON "PromotionParticipation"("memberId", "status");

-- CreateIndex
CREATE INDEX "PromotionParticipation_merchantCode_status_idx" ON "PromotionParticipation"("merchantCode", "status");

-- CreateIndex
CREATE UNIQUE INDEX "PromotionParticipation_promotionId_memberId_periodKey_key" ON "PromotionParticipation"("promotionId", "memberId", "periodKey");

-- CreateIndex
CREATE UNIQUE INDEX "PromotionTicket_transactionId_key" ON "PromotionTicket"("transactionId");

-- CreateIndex
CREATE INDEX "PromotionTicket_memberId_status_idx" ON "PromotionTicket"("memberId", "status");

