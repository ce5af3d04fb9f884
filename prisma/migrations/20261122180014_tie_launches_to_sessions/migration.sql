-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ProviderSession" (
    "token" TEXT NOT NULL PRIMARY KEY,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "sessionToken" TEXT,
    "gameId" INTEGER NOT NULL,
    "trialBalance" BIGINT,
    "wallet" TEXT NOT NULL DEFAULT 'MAIN',
    "issuedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProviderSession_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProviderSession_sessionToken_fkey" FOREIGN KEY ("sessionToken") REFERENCES "Session" ("token") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProviderSession_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ProviderSession" ("createdAt", "gameId", "issuedAt", "memberId", "merchantCode", "token", "trialBalance", "updatedAt", "wallet") SELECT "createdAt", "gameId", "issuedAt", "memberId", "merchantCode", "token", "trialBalance", "updatedAt", "wallet" FROM "ProviderSession";
DROP TABLE "ProviderSession";
ALTER TABLE "new_ProviderSession" RENAME TO "ProviderSession";
CREATE INDEX "ProviderSession_memberId_idx" ON "ProviderSession"("memberId");
CREATE INDEX "ProviderSession_sessionToken_idx" ON "ProviderSession"("sessionToken");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

