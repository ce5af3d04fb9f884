-- CreateTable
CREATE TABLE "HelpSection" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "tag" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "bgColor" TEXT NOT NULL,
    "display" BOOLEAN NOT NULL DEFAULT true,
    "children" JSONB NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Feedback" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "username" TEXT,
    "questionType" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'NEW',
    "remark" TEXT,
    "submittedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SupportSettings" (
    "merchantCode" TEXT NOT NULL PRIMARY KEY,
    "paths" JSONB NOT NULL,
    "vipPaths" JSONB NOT NULL,
    "replyDelaySeconds" INTEGER NOT NULL DEFAULT 2,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "sender" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "operator" TEXT,
    "sentAt" DATETIME NOT NULL,
    "readAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "JackpotPool" (
    "merchantCode" TEXT NOT NULL PRIMARY KEY,
    "seedMinor" BIGINT NOT NULL,
    "contributionPercent" REAL NOT NULL,
    "betsAtResetMinor" BIGINT NOT NULL DEFAULT 0,
    "resetAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "HelpSection_merchantCode_lang_tag_key" ON "HelpSection"("merchantCode", "lang", "tag");

-- CreateIndex
CREATE INDEX "Feedback_merchantCode_submittedAt_idx" ON "Feedback"("merchantCode", "submittedAt");

-- CreateIndex
CREATE INDEX "ChatMessage_memberId_sentAt_idx" ON "ChatMessage"("memberId", "sentAt");

-- CreateIndex
CREATE INDEX "ChatMessage_merchantCode_sentAt_idx" ON "ChatMessage"("merchantCode", "sentAt");

