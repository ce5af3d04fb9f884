-- CreateTable
CREATE TABLE "LotteryOrder" (
    "orderNo" TEXT NOT NULL PRIMARY KEY,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "requestId" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "stakeMinor" BIGINT NOT NULL,
    "placedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "LotteryBet" (
    "roundId" TEXT NOT NULL PRIMARY KEY,
    "orderNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "gameId" INTEGER NOT NULL,
    "numero" TEXT NOT NULL,
    "drawAt" DATETIME NOT NULL,
    "playId" INTEGER NOT NULL,
    "wallet" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "units" INTEGER NOT NULL,
    "priceMinor" BIGINT NOT NULL,
    "multiple" INTEGER NOT NULL,
    "oddsHundredths" INTEGER NOT NULL,
    "winStop" BOOLEAN NOT NULL DEFAULT false,
    "winningNumber" TEXT,
    "hits" INTEGER,
    "settledAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "LotteryBet_orderNo_fkey" FOREIGN KEY ("orderNo") REFERENCES "LotteryOrder" ("orderNo") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LotteryBet_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "GameRound" ("roundId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LotteryForcedNumber" (
    "gameId" INTEGER NOT NULL,
    "numero" TEXT NOT NULL,
    "winningNumber" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("gameId", "numero")
);

-- CreateIndex
CREATE UNIQUE INDEX "LotteryOrder_memberId_requestId_key" ON "LotteryOrder"("memberId", "requestId");

-- CreateIndex
CREATE INDEX "LotteryBet_settledAt_drawAt_idx" ON "LotteryBet"("settledAt", "drawAt");

-- CreateIndex
CREATE INDEX "LotteryBet_memberId_gameId_idx" ON "LotteryBet"("memberId", "gameId");

-- CreateIndex
CREATE INDEX "LotteryBet_orderNo_idx" ON "LotteryBet"("orderNo");

