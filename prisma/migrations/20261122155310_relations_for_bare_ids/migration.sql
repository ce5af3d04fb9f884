-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_LoginFailure" (
    "merchantCode" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "lastFailedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantCode", "username"),
    CONSTRAINT "LoginFailure_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_LoginFailure" ("createdAt", "failures", "lastFailedAt", "merchantCode", "updatedAt", "username") SELECT "createdAt", "failures", "lastFailedAt", "merchantCode", "updatedAt", "username" FROM "LoginFailure";
DROP TABLE "LoginFailure";
ALTER TABLE "new_LoginFailure" RENAME TO "LoginFailure";
CREATE TABLE "new_FavoriteGame" (
    "memberId" INTEGER NOT NULL,
    "gameId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("memberId", "gameId"),
    CONSTRAINT "FavoriteGame_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FavoriteGame_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_FavoriteGame" ("createdAt", "gameId", "memberId", "updatedAt") SELECT "createdAt", "gameId", "memberId", "updatedAt" FROM "FavoriteGame";
DROP TABLE "FavoriteGame";
ALTER TABLE "new_FavoriteGame" RENAME TO "FavoriteGame";
CREATE TABLE "new_RecentGame" (
    "memberId" INTEGER NOT NULL,
    "gameId" INTEGER NOT NULL,
    "lastPlayedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("memberId", "gameId"),
    CONSTRAINT "RecentGame_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RecentGame_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_RecentGame" ("createdAt", "gameId", "lastPlayedAt", "memberId", "updatedAt") SELECT "createdAt", "gameId", "lastPlayedAt", "memberId", "updatedAt" FROM "RecentGame";
DROP TABLE "RecentGame";
ALTER TABLE "new_RecentGame" RENAME TO "RecentGame";
CREATE INDEX "RecentGame_memberId_lastPlayedAt_idx" ON "RecentGame"("memberId", "lastPlayedAt");
CREATE TABLE "new_LotteryForcedNumber" (
    "gameId" INTEGER NOT NULL,
    "numero" TEXT NOT NULL,
    "winningNumber" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("gameId", "numero"),
    CONSTRAINT "LotteryForcedNumber_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_LotteryForcedNumber" ("createdAt", "gameId", "numero", "updatedAt", "winningNumber") SELECT "createdAt", "gameId", "numero", "updatedAt", "winningNumber" FROM "LotteryForcedNumber";
DROP TABLE "LotteryForcedNumber";
ALTER TABLE "new_LotteryForcedNumber" RENAME TO "LotteryForcedNumber";
CREATE TABLE "new_ProviderSession" (
    "token" TEXT NOT NULL PRIMARY KEY,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "gameId" INTEGER NOT NULL,
    "trialBalance" BIGINT,
    "wallet" TEXT NOT NULL DEFAULT 'MAIN',
    "issuedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProviderSession_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProviderSession_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ProviderSession" ("createdAt", "gameId", "issuedAt", "memberId", "merchantCode", "token", "trialBalance", "updatedAt", "wallet") SELECT "createdAt", "gameId", "issuedAt", "memberId", "merchantCode", "token", "trialBalance", "updatedAt", "wallet" FROM "ProviderSession";
DROP TABLE "ProviderSession";
ALTER TABLE "new_ProviderSession" RENAME TO "ProviderSession";
CREATE INDEX "ProviderSession_memberId_idx" ON "ProviderSession"("memberId");
CREATE TABLE "new_GameRound" (
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
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "GameRound_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GameRound_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_GameRound" ("createdAt", "gameId", "gameType", "memberId", "merchantCode", "outcome", "placedAt", "roundId", "settledAt", "stakeMinor", "status", "updatedAt", "vendorCode", "winMinor") SELECT "createdAt", "gameId", "gameType", "memberId", "merchantCode", "outcome", "placedAt", "roundId", "settledAt", "stakeMinor", "status", "updatedAt", "vendorCode", "winMinor" FROM "GameRound";
DROP TABLE "GameRound";
ALTER TABLE "new_GameRound" RENAME TO "GameRound";
CREATE INDEX "GameRound_memberId_placedAt_idx" ON "GameRound"("memberId", "placedAt");
CREATE INDEX "GameRound_memberId_status_idx" ON "GameRound"("memberId", "status");
CREATE TABLE "new_ForcedOutcome" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "memberId" INTEGER,
    "gameId" INTEGER,
    "multiplier" REAL NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ForcedOutcome_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ForcedOutcome_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ForcedOutcome" ("createdAt", "gameId", "id", "memberId", "multiplier", "updatedAt") SELECT "createdAt", "gameId", "id", "memberId", "multiplier", "updatedAt" FROM "ForcedOutcome";
DROP TABLE "ForcedOutcome";
ALTER TABLE "new_ForcedOutcome" RENAME TO "ForcedOutcome";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

