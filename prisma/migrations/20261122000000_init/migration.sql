-- CreateTable
CREATE TABLE "Merchant" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "currencySymbol" TEXT NOT NULL,
    "countryCode" TEXT NOT NULL,
    "countryDialingCode" TEXT NOT NULL,
    "defaultLanguage" TEXT NOT NULL,
    "supportedLanguages" JSONB NOT NULL,
    "config" JSONB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "FeatureFlag" (
    "merchantCode" TEXT NOT NULL,
    "modId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantCode", "modId"),
    CONSTRAINT "FeatureFlag_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RegisterField" (
    "merchantCode" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "patternId" INTEGER NOT NULL,
    "minLength" INTEGER NOT NULL,
    "maxLength" INTEGER NOT NULL,
    "acceptedPattern" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "required" BOOLEAN NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantCode", "field"),
    CONSTRAINT "RegisterField_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SystemState" (
    "merchantCode" TEXT NOT NULL PRIMARY KEY,
    "maintenance" BOOLEAN NOT NULL DEFAULT false,
    "maintenanceStartAt" DATETIME,
    "maintenanceEndAt" DATETIME,
    "regionRestriction" BOOLEAN NOT NULL DEFAULT false,
    "blockedCountries" JSONB NOT NULL,
    "blockedIps" JSONB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "SystemState_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SimSetting" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "clockOffsetMs" BIGINT NOT NULL DEFAULT 0,
    "clockFrozenAt" DATETIME,
    "clientIp" TEXT,
    "clientCountry" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "VipRank" (
    "merchantCode" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "labelName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantCode", "level"),
    CONSTRAINT "VipRank_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Member" (
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
    "lastLoginAt" DATETIME,
    "registeredAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Member_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Member_uplineId_fkey" FOREIGN KEY ("uplineId") REFERENCES "Member" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Session" (
    "token" TEXT NOT NULL PRIMARY KEY,
    "memberId" INTEGER NOT NULL,
    "deviceId" TEXT,
    "ip" TEXT,
    "issuedAt" DATETIME NOT NULL,
    "lastSeenAt" DATETIME NOT NULL,
    "endedAt" DATETIME,
    "endReason" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Session_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LoginFailure" (
    "merchantCode" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "lastFailedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantCode", "username")
);

-- CreateTable
CREATE TABLE "Captcha" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "text" TEXT NOT NULL,
    "issuedAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "WalletAccount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "wallet" TEXT NOT NULL,
    "isHouse" BOOLEAN NOT NULL DEFAULT false,
    "balanceMinor" BIGINT NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "WalletAccount_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LedgerTransaction" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "idempotencyKey" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "memo" TEXT,
    "postedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "transactionId" INTEGER NOT NULL,
    "accountId" INTEGER NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "balanceAfter" BIGINT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "LedgerEntry_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "LedgerTransaction" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LedgerEntry_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "WalletAccount" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Member_uplineId_idx" ON "Member"("uplineId");

-- CreateIndex
CREATE UNIQUE INDEX "Member_merchantCode_username_key" ON "Member"("merchantCode", "username");

-- CreateIndex
CREATE INDEX "Session_memberId_endedAt_idx" ON "Session"("memberId", "endedAt");

-- CreateIndex
CREATE UNIQUE INDEX "WalletAccount_code_key" ON "WalletAccount"("code");

-- CreateIndex
CREATE INDEX "WalletAccount_memberId_idx" ON "WalletAccount"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerTransaction_idempotencyKey_key" ON "LedgerTransaction"("idempotencyKey");

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_idx" ON "LedgerEntry"("accountId");

