-- CreateTable
CREATE TABLE "InboxMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "audience" TEXT NOT NULL,
    "recipientId" INTEGER,
    "senderId" INTEGER,
    "senderName" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "sentAt" DATETIME NOT NULL,
    "senderDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "InboxMessage_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "InboxMessage_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "InboxMessage_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InboxState" (
    "messageId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "readAt" DATETIME,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("messageId", "memberId"),
    CONSTRAINT "InboxState_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "InboxMessage" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "InboxState_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Mission" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "gameType" TEXT,
    "titles" JSONB NOT NULL,
    "descriptions" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Mission_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MissionMilestone" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "missionId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "target" BIGINT NOT NULL,
    "rewardMinor" BIGINT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MissionMilestone_missionId_fkey" FOREIGN KEY ("missionId") REFERENCES "Mission" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MissionClaim" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "missionId" INTEGER NOT NULL,
    "milestoneId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "generation" INTEGER NOT NULL DEFAULT 0,
    "rewardMinor" BIGINT NOT NULL,
    "referenceNo" TEXT NOT NULL,
    "claimedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MissionClaim_missionId_fkey" FOREIGN KEY ("missionId") REFERENCES "Mission" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MissionClaim_milestoneId_fkey" FOREIGN KEY ("milestoneId") REFERENCES "MissionMilestone" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MissionClaim_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MissionReset" (
    "missionId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "since" DATETIME NOT NULL,
    "generation" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("missionId", "memberId"),
    CONSTRAINT "MissionReset_missionId_fkey" FOREIGN KEY ("missionId") REFERENCES "Mission" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MissionReset_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MissionHeartbeat" (
    "memberId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "at" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("memberId", "day"),
    CONSTRAINT "MissionHeartbeat_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "InboxMessage_merchantCode_audience_sentAt_idx" ON "InboxMessage"("merchantCode", "audience", "sentAt");

-- CreateIndex
CREATE INDEX "InboxMessage_recipientId_sentAt_idx" ON "InboxMessage"("recipientId", "sentAt");

-- CreateIndex
CREATE INDEX "InboxMessage_senderId_idx" ON "InboxMessage"("senderId");

-- CreateIndex
CREATE UNIQUE INDEX "Mission_merchantCode_code_key" ON "Mission"("merchantCode", "code");

-- CreateIndex
CREATE UNIQUE INDEX "MissionMilestone_missionId_seq_key" ON "MissionMilestone"("missionId", "seq");

-- CreateIndex
CREATE INDEX "MissionClaim_missionId_idx" ON "MissionClaim"("missionId");

-- CreateIndex
CREATE UNIQUE INDEX "MissionClaim_memberId_milestoneId_generation_key" ON "MissionClaim"("memberId", "milestoneId", "generation");

