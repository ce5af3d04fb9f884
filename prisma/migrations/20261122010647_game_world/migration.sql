-- CreateTable
CREATE TABLE "Vendor" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL,
    "maintenance" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Game" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "vendorCode" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "gameClassify" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "isHot" BOOLEAN NOT NULL DEFAULT false,
    "isNew" BOOLEAN NOT NULL DEFAULT false,
    "trial" BOOLEAN NOT NULL DEFAULT false,
    "minBetMinor" BIGINT NOT NULL DEFAULT 0,
    "minLineNum" INTEGER NOT NULL DEFAULT 0,
    "platform" TEXT NOT NULL DEFAULT 'html5,html5-desktop',
    "sortOrder" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'GAME',
    "parentId" INTEGER,
    "payout" REAL NOT NULL DEFAULT 0.96,
    "maintenance" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Game_vendorCode_fkey" FOREIGN KEY ("vendorCode") REFERENCES "Vendor" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FavoriteGame" (
    "memberId" INTEGER NOT NULL,
    "gameId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("memberId", "gameId")
);

-- CreateTable
CREATE TABLE "RecentGame" (
    "memberId" INTEGER NOT NULL,
    "gameId" INTEGER NOT NULL,
    "lastPlayedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("memberId", "gameId")
);

-- CreateTable
CREATE TABLE "ProviderSession" (
    "token" TEXT NOT NULL PRIMARY KEY,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "gameId" INTEGER NOT NULL,
    "trialBalance" BIGINT,
    "issuedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "GameRound" (
    "roundId" TEXT NOT NULL PRIMARY KEY,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "gameId" INTEGER NOT NULL,
    "vendorCode" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "stakeMinor" BIGINT NOT NULL,
    "winMinor" BIGINT NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL,
    "outcome" JSONB,
    "placedAt" DATETIME NOT NULL,
    "settledAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ForcedOutcome" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "memberId" INTEGER,
    "gameId" INTEGER,
    "multiplier" REAL NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Announcement" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "groupName" TEXT,
    "imageUrl" TEXT,
    "sortIndex" INTEGER NOT NULL,
    "startDate" DATETIME NOT NULL,
    "endDate" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "Vendor_gameType_sortOrder_idx" ON "Vendor"("gameType", "sortOrder");

-- CreateIndex
CREATE INDEX "Game_gameType_vendorCode_sortOrder_idx" ON "Game"("gameType", "vendorCode", "sortOrder");

-- CreateIndex
CREATE INDEX "Game_vendorCode_gameClassify_idx" ON "Game"("vendorCode", "gameClassify");

-- CreateIndex
CREATE INDEX "Game_parentId_idx" ON "Game"("parentId");

-- CreateIndex
CREATE INDEX "Game_isHot_idx" ON "Game"("isHot");

-- CreateIndex
CREATE INDEX "Game_code_idx" ON "Game"("code");

-- CreateIndex
CREATE INDEX "RecentGame_memberId_lastPlayedAt_idx" ON "RecentGame"("memberId", "lastPlayedAt");

-- CreateIndex
CREATE INDEX "ProviderSession_memberId_idx" ON "ProviderSession"("memberId");

-- CreateIndex
CREATE INDEX "GameRound_memberId_placedAt_idx" ON "GameRound"("memberId", "placedAt");

-- CreateIndex
CREATE INDEX "GameRound_memberId_status_idx" ON "GameRound"("memberId", "status");

-- CreateIndex
CREATE INDEX "Announcement_merchantCode_type_idx" ON "Announcement"("merchantCode", "type");

