-- CreateTable
CREATE TABLE "MemberKnownIp" (
    "memberId" INTEGER NOT NULL,
    "ip" TEXT NOT NULL,
    "firstSeenAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("memberId", "ip"),
    CONSTRAINT "MemberKnownIp_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Member" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "passwordChangedAt" DATETIME NOT NULL,
    "nickname" TEXT NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 0,
    "uplineId" INTEGER,
    "mobile" TEXT,
    "countryDialingCode" TEXT,
    "email" TEXT,
    "vipLevel" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "mustChangePassword" BOOLEAN NOT NULL DEFAULT false,
    "failedPasswords" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" DATETIME,
    "payeeName" TEXT,
    "referralCode" TEXT,
    "affiliateCode" TEXT,
    "referrerId" INTEGER,
    "language" TEXT,
    "profile" JSONB,
    "paymentPasswordHash" TEXT,
    "lastLoginAt" DATETIME,
    "registeredAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Member_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Member_uplineId_fkey" FOREIGN KEY ("uplineId") REFERENCES "Member" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Member" ("countryDialingCode", "createdAt", "email", "id", "lastLoginAt", "merchantCode", "mobile", "nickname", "passwordChangedAt", "passwordHash", "registeredAt", "status", "type", "updatedAt", "uplineId", "username", "vipLevel") SELECT "countryDialingCode", "createdAt", "email", "id", "lastLoginAt", "merchantCode", "mobile", "nickname", "passwordChangedAt", "passwordHash", "registeredAt", "status", "type", "updatedAt", "uplineId", "username", "vipLevel" FROM "Member";
DROP TABLE "Member";
ALTER TABLE "new_Member" RENAME TO "Member";
CREATE INDEX "Member_uplineId_idx" ON "Member"("uplineId");
CREATE INDEX "Member_merchantCode_mobile_idx" ON "Member"("merchantCode", "mobile");
CREATE UNIQUE INDEX "Member_merchantCode_username_key" ON "Member"("merchantCode", "username");
CREATE UNIQUE INDEX "Member_merchantCode_referralCode_key" ON "Member"("merchantCode", "referralCode");
CREATE UNIQUE INDEX "Member_merchantCode_affiliateCode_key" ON "Member"("merchantCode", "affiliateCode");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "OutboxMessage_merchantCode_channel_recipient_purpose_sentAt_idx" ON "OutboxMessage"("merchantCode", "channel", "recipient", "purpose", "sentAt");

