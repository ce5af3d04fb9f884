-- CreateTable
CREATE TABLE "ExternalSmsSetting" (
    "merchantCode" TEXT NOT NULL PRIMARY KEY,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ExternalSmsVerification" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "sessionInfo" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "countryDialingCode" TEXT,
    "purpose" TEXT NOT NULL,
    "outboxMessageId" INTEGER NOT NULL,
    "idToken" TEXT,
    "verifiedAt" DATETIME,
    "tokenExpiresAt" DATETIME,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_OutboxMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "countryDialingCode" TEXT,
    "purpose" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "code" TEXT,
    "sentAt" DATETIME NOT NULL,
    "expiresAt" DATETIME,
    "usedAt" DATETIME,
    "failedTries" INTEGER NOT NULL DEFAULT 0,
    "sender" TEXT NOT NULL DEFAULT 'PLATFORM',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_OutboxMessage" ("channel", "code", "countryDialingCode", "createdAt", "expiresAt", "failedTries", "id", "merchantCode", "purpose", "recipient", "sentAt", "text", "updatedAt", "usedAt") SELECT "channel", "code", "countryDialingCode", "createdAt", "expiresAt", "failedTries", "id", "merchantCode", "purpose", "recipient", "sentAt", "text", "updatedAt", "usedAt" FROM "OutboxMessage";
DROP TABLE "OutboxMessage";
ALTER TABLE "new_OutboxMessage" RENAME TO "OutboxMessage";
CREATE INDEX "OutboxMessage_merchantCode_channel_recipient_purpose_sentAt_idx" ON "OutboxMessage"("merchantCode", "channel", "recipient", "purpose", "sentAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ExternalSmsVerification_sessionInfo_key" ON "ExternalSmsVerification"("sessionInfo");

-- CreateIndex
CREATE UNIQUE INDEX "ExternalSmsVerification_idToken_key" ON "ExternalSmsVerification"("idToken");

-- CreateIndex
CREATE INDEX "ExternalSmsVerification_merchantCode_mobile_idx" ON "ExternalSmsVerification"("merchantCode", "mobile");

