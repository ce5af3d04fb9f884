-- PostgreSQL baseline: the whole schema of prisma/schema as of the SQLite migrations up to
-- 20261123062527_vip_look_cursor_in_the_database (Prisma's `migrate diff --from-empty`), for an empty
-- database, then the PostgreSQL twin of the hand-written SQL of those migrations: the team reports' day
-- figures triggers (20261122211050_team_report_day_figures). Their backfills are left out: nothing to fill.
-- Every SQLite migration after this one has a twin of the same name here (pnpm db:new-migration).

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Member" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "passwordChangedAt" TIMESTAMP(3) NOT NULL,
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
    "lockedUntil" TIMESTAMP(3),
    "payeeName" TEXT,
    "referralCode" TEXT,
    "affiliateCode" TEXT,
    "referrerId" INTEGER,
    "language" TEXT,
    "profile" JSONB,
    "paymentPasswordHash" TEXT,
    "failedPins" INTEGER NOT NULL DEFAULT 0,
    "pinLockedUntil" TIMESTAMP(3),
    "lastLoginAt" TIMESTAMP(3),
    "registeredAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MemberKnownIp" (
    "memberId" INTEGER NOT NULL,
    "ip" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MemberKnownIp_pkey" PRIMARY KEY ("memberId","ip")
);

-- CreateTable
CREATE TABLE "Session" (
    "token" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "deviceId" TEXT,
    "ip" TEXT,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),
    "endReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("token")
);

-- CreateTable
CREATE TABLE "LoginFailure" (
    "merchantCode" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "lastFailedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LoginFailure_pkey" PRIMARY KEY ("merchantCode","username")
);

-- CreateTable
CREATE TABLE "FreePlayStart" (
    "id" SERIAL NOT NULL,
    "ip" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FreePlayStart_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Captcha" (
    "id" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Captcha_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "countryDialingCode" TEXT,
    "purpose" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "code" TEXT,
    "sentAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "usedAt" TIMESTAMP(3),
    "failedTries" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MemberDayFigure" (
    "memberId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "itemCount" INTEGER NOT NULL DEFAULT 0,
    "amountMinor" BIGINT NOT NULL DEFAULT 0,
    "validBetMinor" BIGINT NOT NULL DEFAULT 0,
    "winMinor" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "MemberDayFigure_pkey" PRIMARY KEY ("memberId","day","kind")
);

-- CreateTable
CREATE TABLE "TeamDayFigure" (
    "agentId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "itemCount" INTEGER NOT NULL DEFAULT 0,
    "amountMinor" BIGINT NOT NULL DEFAULT 0,
    "validBetMinor" BIGINT NOT NULL DEFAULT 0,
    "winMinor" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "TeamDayFigure_pkey" PRIMARY KEY ("agentId","day","kind")
);

-- CreateTable
CREATE TABLE "MemberActiveDay" (
    "memberId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "prevDay" TEXT NOT NULL,

    CONSTRAINT "MemberActiveDay_pkey" PRIMARY KEY ("memberId","day")
);

-- CreateTable
CREATE TABLE "TeamActiveDay" (
    "agentId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "prevDay" TEXT NOT NULL,
    "members" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "TeamActiveDay_pkey" PRIMARY KEY ("agentId","day","prevDay")
);

-- CreateTable
CREATE TABLE "TeamLink" (
    "ancestorId" INTEGER NOT NULL,
    "descendantId" INTEGER NOT NULL,
    "depth" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamLink_pkey" PRIMARY KEY ("ancestorId","descendantId")
);

-- CreateTable
CREATE TABLE "MemberRebateRate" (
    "memberId" INTEGER NOT NULL,
    "rates" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MemberRebateRate_pkey" PRIMARY KEY ("memberId")
);

-- CreateTable
CREATE TABLE "AffiliateUrl" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "domain" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AffiliateUrl_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MemberAvatar" (
    "memberId" INTEGER NOT NULL,
    "avatarType" TEXT NOT NULL,
    "preset" INTEGER NOT NULL DEFAULT 0,
    "image" BYTEA,
    "imageType" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MemberAvatar_pkey" PRIMARY KEY ("memberId")
);

-- CreateTable
CREATE TABLE "MoneyOrder" (
    "id" SERIAL NOT NULL,
    "referenceNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "requestId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "fromWallet" TEXT,
    "toWallet" TEXT,
    "channel" TEXT,
    "remark" TEXT,
    "details" JSONB,
    "appliedAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),
    "dueAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MoneyOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Vendor" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL,
    "maintenance" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Vendor_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "Game" (
    "id" INTEGER NOT NULL,
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
    "payout" DOUBLE PRECISION NOT NULL DEFAULT 0.96,
    "maintenance" BOOLEAN NOT NULL DEFAULT false,
    "declared" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FavoriteGame" (
    "memberId" INTEGER NOT NULL,
    "gameId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FavoriteGame_pkey" PRIMARY KEY ("memberId","gameId")
);

-- CreateTable
CREATE TABLE "RecentGame" (
    "memberId" INTEGER NOT NULL,
    "gameId" INTEGER NOT NULL,
    "lastPlayedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RecentGame_pkey" PRIMARY KEY ("memberId","gameId")
);

-- CreateTable
CREATE TABLE "Announcement" (
    "id" INTEGER NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "texts" JSONB,
    "groupName" TEXT,
    "imageUrl" TEXT,
    "sortIndex" INTEGER NOT NULL,
    "startDate" TIMESTAMP(3) NOT NULL,
    "endDate" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Announcement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Contract" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "period" TEXT,
    "uplineId" INTEGER NOT NULL,
    "downlineId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "tiers" JSONB NOT NULL,
    "topRate" DOUBLE PRECISION NOT NULL,
    "offeredAt" TIMESTAMP(3) NOT NULL,
    "startsAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "endReason" TEXT,
    "settledUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractRequest" (
    "id" SERIAL NOT NULL,
    "contractId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "requestedById" INTEGER,
    "reason" TEXT,
    "answer" TEXT NOT NULL DEFAULT 'PENDING',
    "answeredById" INTEGER,
    "requestedAt" TIMESTAMP(3) NOT NULL,
    "answeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SettlementPeriod" (
    "id" SERIAL NOT NULL,
    "contractId" INTEGER NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "payeeId" INTEGER NOT NULL,
    "periodStart" TIMESTAMP(3) NOT NULL,
    "periodEnd" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL,
    "activeMembers" INTEGER NOT NULL,
    "validBetMinor" BIGINT NOT NULL,
    "profitLossMinor" BIGINT NOT NULL,
    "rate" DOUBLE PRECISION NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "referenceNo" TEXT,
    "claimedAt" TIMESTAMP(3) NOT NULL,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SettlementPeriod_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SimSetting" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "clockOffsetMs" BIGINT NOT NULL DEFAULT 0,
    "clockFrozenAt" TIMESTAMP(3),
    "clientIp" TEXT,
    "clientCountry" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SimSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeedState" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SeedState_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HelpSection" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "tag" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "bgColor" TEXT NOT NULL,
    "display" BOOLEAN NOT NULL DEFAULT true,
    "children" JSONB NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HelpSection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Feedback" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "username" TEXT,
    "questionType" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'NEW',
    "remark" TEXT,
    "submittedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InboxMessage" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "audience" TEXT NOT NULL,
    "recipientId" INTEGER,
    "senderId" INTEGER,
    "senderName" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,
    "senderDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InboxState" (
    "messageId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "readAt" TIMESTAMP(3),
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InboxState_pkey" PRIMARY KEY ("messageId","memberId")
);

-- CreateTable
CREATE TABLE "WalletAccount" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "wallet" TEXT NOT NULL,
    "isHouse" BOOLEAN NOT NULL DEFAULT false,
    "balanceMinor" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WalletAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerTransaction" (
    "id" SERIAL NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "memo" TEXT,
    "postedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LedgerTransaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" SERIAL NOT NULL,
    "transactionId" INTEGER NOT NULL,
    "accountId" INTEGER NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "balanceAfter" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LotteryOrder" (
    "orderNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "requestId" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "stakeMinor" BIGINT NOT NULL,
    "placedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LotteryOrder_pkey" PRIMARY KEY ("orderNo")
);

-- CreateTable
CREATE TABLE "LotteryBet" (
    "roundId" TEXT NOT NULL,
    "orderNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "gameId" INTEGER NOT NULL,
    "numero" TEXT NOT NULL,
    "drawAt" TIMESTAMP(3) NOT NULL,
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
    "settledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LotteryBet_pkey" PRIMARY KEY ("roundId")
);

-- CreateTable
CREATE TABLE "LotteryForcedNumber" (
    "gameId" INTEGER NOT NULL,
    "numero" TEXT NOT NULL,
    "winningNumber" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LotteryForcedNumber_pkey" PRIMARY KEY ("gameId","numero")
);

-- CreateTable
CREATE TABLE "Merchant" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "currencySymbol" TEXT NOT NULL,
    "countryCode" TEXT NOT NULL,
    "countryDialingCode" TEXT NOT NULL,
    "defaultLanguage" TEXT NOT NULL,
    "supportedLanguages" JSONB NOT NULL,
    "config" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Merchant_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "FeatureFlag" (
    "merchantCode" TEXT NOT NULL,
    "modId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FeatureFlag_pkey" PRIMARY KEY ("merchantCode","modId")
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegisterField_pkey" PRIMARY KEY ("merchantCode","field")
);

-- CreateTable
CREATE TABLE "SystemState" (
    "merchantCode" TEXT NOT NULL,
    "maintenance" BOOLEAN NOT NULL DEFAULT false,
    "maintenanceStartAt" TIMESTAMP(3),
    "maintenanceEndAt" TIMESTAMP(3),
    "regionRestriction" BOOLEAN NOT NULL DEFAULT false,
    "blockedCountries" JSONB NOT NULL,
    "blockedIps" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SystemState_pkey" PRIMARY KEY ("merchantCode")
);

-- CreateTable
CREATE TABLE "VipRank" (
    "merchantCode" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "labelName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VipRank_pkey" PRIMARY KEY ("merchantCode","level")
);

-- CreateTable
CREATE TABLE "Mission" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "gameType" TEXT,
    "titles" JSONB NOT NULL,
    "descriptions" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Mission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MissionMilestone" (
    "id" SERIAL NOT NULL,
    "missionId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "target" BIGINT NOT NULL,
    "rewardMinor" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MissionMilestone_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MissionClaim" (
    "id" SERIAL NOT NULL,
    "missionId" INTEGER NOT NULL,
    "milestoneId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "generation" INTEGER NOT NULL DEFAULT 0,
    "rewardMinor" BIGINT NOT NULL,
    "referenceNo" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MissionClaim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MissionReset" (
    "missionId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "since" TIMESTAMP(3) NOT NULL,
    "generation" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MissionReset_pkey" PRIMARY KEY ("missionId","memberId")
);

-- CreateTable
CREATE TABLE "MissionHeartbeat" (
    "memberId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MissionHeartbeat_pkey" PRIMARY KEY ("memberId","day")
);

-- CreateTable
CREATE TABLE "ProviderSession" (
    "token" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "sessionToken" TEXT,
    "gameId" INTEGER NOT NULL,
    "trialBalance" BIGINT,
    "wallet" TEXT NOT NULL DEFAULT 'MAIN',
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProviderSession_pkey" PRIMARY KEY ("token")
);

-- CreateTable
CREATE TABLE "GameRound" (
    "roundId" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "gameId" INTEGER NOT NULL,
    "vendorCode" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "stakeMinor" BIGINT NOT NULL,
    "winMinor" BIGINT NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL,
    "outcome" JSONB,
    "placedAt" TIMESTAMP(3) NOT NULL,
    "settledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameRound_pkey" PRIMARY KEY ("roundId")
);

-- CreateTable
CREATE TABLE "ForcedOutcome" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER,
    "gameId" INTEGER,
    "multiplier" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ForcedOutcome_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PointSettings" (
    "merchantCode" TEXT NOT NULL,
    "rates" JSONB NOT NULL,
    "conversionEnabled" BOOLEAN NOT NULL DEFAULT true,
    "pointsPerUnit" DOUBLE PRECISION NOT NULL DEFAULT 100,
    "minConvertCenti" BIGINT NOT NULL DEFAULT 10000,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PointSettings_pkey" PRIMARY KEY ("merchantCode")
);

-- CreateTable
CREATE TABLE "PointAccount" (
    "memberId" INTEGER NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "balanceCenti" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PointAccount_pkey" PRIMARY KEY ("memberId")
);

-- CreateTable
CREATE TABLE "PointEntry" (
    "id" SERIAL NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "changeCenti" BIGINT NOT NULL,
    "balanceAfterCenti" BIGINT NOT NULL,
    "remark" TEXT NOT NULL,
    "postedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PointEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PointGoods" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "names" JSONB NOT NULL,
    "descriptions" JSONB NOT NULL,
    "imageUrl" TEXT NOT NULL DEFAULT '',
    "pointsCenti" BIGINT NOT NULL,
    "amountRequirementMinor" BIGINT NOT NULL DEFAULT 0,
    "quantity" INTEGER NOT NULL,
    "available" INTEGER NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PointGoods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PointRedeem" (
    "redeemNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "requestId" TEXT NOT NULL,
    "goodsId" INTEGER NOT NULL,
    "rewardName" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "pointsCenti" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "remark" TEXT,
    "decisionRemark" TEXT,
    "appliedAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PointRedeem_pkey" PRIMARY KEY ("redeemNo")
);

-- CreateTable
CREATE TABLE "RebateSettings" (
    "merchantCode" TEXT NOT NULL,
    "rates" JSONB NOT NULL,
    "period" TEXT NOT NULL DEFAULT 'DAILY',
    "minClaimMinor" BIGINT NOT NULL DEFAULT 100,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RebateSettings_pkey" PRIMARY KEY ("merchantCode")
);

-- CreateTable
CREATE TABLE "RebateClaim" (
    "referenceNo" TEXT NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "validBetMinor" BIGINT NOT NULL,
    "betCount" INTEGER NOT NULL,
    "items" JSONB NOT NULL,
    "periodStart" TIMESTAMP(3) NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RebateClaim_pkey" PRIMARY KEY ("referenceNo")
);

-- CreateTable
CREATE TABLE "RebateBet" (
    "roundId" TEXT NOT NULL,
    "referenceNo" TEXT NOT NULL,
    "rebateMinor" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RebateBet_pkey" PRIMARY KEY ("roundId")
);

-- CreateTable
CREATE TABLE "Promotion" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "entry" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "texts" JSONB NOT NULL,
    "bannerUrl" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3),
    "vipMin" INTEGER NOT NULL DEFAULT 0,
    "vipMax" INTEGER,
    "minDepositMinor" BIGINT NOT NULL DEFAULT 0,
    "minTurnoverMinor" BIGINT NOT NULL DEFAULT 0,
    "bonusPercent" DOUBLE PRECISION,
    "bonusFixedMinor" BIGINT,
    "bonusMaxMinor" BIGINT,
    "turnoverMultiplier" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "promoCode" TEXT,
    "maxClaims" INTEGER,
    "prizes" JSONB NOT NULL,
    "ticketSpins" INTEGER NOT NULL DEFAULT 3,
    "ticketHours" DOUBLE PRECISION,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Promotion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromotionParticipation" (
    "id" SERIAL NOT NULL,
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
    "joinedAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),
    "claimedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PromotionParticipation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromotionTicket" (
    "id" SERIAL NOT NULL,
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
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "claimedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PromotionTicket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ForcedPromotionOutcome" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER,
    "promotionId" INTEGER,
    "prizeIndex" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ForcedPromotionOutcome_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReferralSettings" (
    "merchantCode" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "firstDepositMinor" BIGINT,
    "validBetMinor" BIGINT,
    "rewardMinor" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReferralSettings_pkey" PRIMARY KEY ("merchantCode")
);

-- CreateTable
CREATE TABLE "ReferralReward" (
    "inviteeId" INTEGER NOT NULL,
    "referrerId" INTEGER NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "referenceNo" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "rewardedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReferralReward_pkey" PRIMARY KEY ("inviteeId")
);

-- CreateTable
CREATE TABLE "SupportSettings" (
    "merchantCode" TEXT NOT NULL,
    "paths" JSONB NOT NULL,
    "vipPaths" JSONB NOT NULL,
    "replyDelaySeconds" INTEGER NOT NULL DEFAULT 2,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SupportSettings_pkey" PRIMARY KEY ("merchantCode")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "sender" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "operator" TEXT,
    "sentAt" TIMESTAMP(3) NOT NULL,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VipRankRule" (
    "merchantCode" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "monthlyTurnoverMinor" BIGINT NOT NULL,
    "totalTurnoverMinor" BIGINT NOT NULL,
    "keepTurnoverMinor" BIGINT NOT NULL,
    "bonusMinor" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VipRankRule_pkey" PRIMARY KEY ("merchantCode","level")
);

-- CreateTable
CREATE TABLE "VipStanding" (
    "memberId" INTEGER NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "reviewedThrough" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VipStanding_pkey" PRIMARY KEY ("memberId")
);

-- CreateTable
CREATE TABLE "VipRankChange" (
    "id" SERIAL NOT NULL,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "fromLevel" INTEGER NOT NULL,
    "toLevel" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "month" TEXT,
    "changedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VipRankChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VipLookCursor" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "roundsUntil" TIMESTAMP(3),
    "generation" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "VipLookCursor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JackpotPool" (
    "merchantCode" TEXT NOT NULL,
    "seedMinor" BIGINT NOT NULL,
    "contributionPercent" DOUBLE PRECISION NOT NULL,
    "betsAtResetMinor" BIGINT NOT NULL DEFAULT 0,
    "resetAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JackpotPool_pkey" PRIMARY KEY ("merchantCode")
);

-- CreateIndex
CREATE INDEX "Member_uplineId_idx" ON "Member"("uplineId");

-- CreateIndex
CREATE INDEX "Member_merchantCode_mobile_idx" ON "Member"("merchantCode", "mobile");

-- CreateIndex
CREATE INDEX "Member_merchantCode_registeredAt_idx" ON "Member"("merchantCode", "registeredAt");

-- CreateIndex
CREATE INDEX "Member_merchantCode_type_idx" ON "Member"("merchantCode", "type");

-- CreateIndex
CREATE UNIQUE INDEX "Member_merchantCode_username_key" ON "Member"("merchantCode", "username");

-- CreateIndex
CREATE UNIQUE INDEX "Member_merchantCode_referralCode_key" ON "Member"("merchantCode", "referralCode");

-- CreateIndex
CREATE UNIQUE INDEX "Member_merchantCode_affiliateCode_key" ON "Member"("merchantCode", "affiliateCode");

-- CreateIndex
CREATE INDEX "Session_memberId_endedAt_idx" ON "Session"("memberId", "endedAt");

-- CreateIndex
CREATE INDEX "FreePlayStart_ip_startedAt_idx" ON "FreePlayStart"("ip", "startedAt");

-- CreateIndex
CREATE INDEX "FreePlayStart_startedAt_idx" ON "FreePlayStart"("startedAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_merchantCode_channel_recipient_purpose_sentAt_idx" ON "OutboxMessage"("merchantCode", "channel", "recipient", "purpose", "sentAt");

-- CreateIndex
CREATE INDEX "TeamLink_descendantId_idx" ON "TeamLink"("descendantId");

-- CreateIndex
CREATE INDEX "TeamLink_ancestorId_depth_descendantId_idx" ON "TeamLink"("ancestorId", "depth", "descendantId");

-- CreateIndex
CREATE INDEX "AffiliateUrl_memberId_idx" ON "AffiliateUrl"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "AffiliateUrl_merchantCode_domain_key" ON "AffiliateUrl"("merchantCode", "domain");

-- CreateIndex
CREATE UNIQUE INDEX "MoneyOrder_referenceNo_key" ON "MoneyOrder"("referenceNo");

-- CreateIndex
CREATE INDEX "MoneyOrder_memberId_appliedAt_idx" ON "MoneyOrder"("memberId", "appliedAt");

-- CreateIndex
CREATE INDEX "MoneyOrder_status_dueAt_idx" ON "MoneyOrder"("status", "dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "MoneyOrder_memberId_requestId_key" ON "MoneyOrder"("memberId", "requestId");

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
CREATE INDEX "Announcement_merchantCode_type_idx" ON "Announcement"("merchantCode", "type");

-- CreateIndex
CREATE INDEX "Contract_merchantCode_status_idx" ON "Contract"("merchantCode", "status");

-- CreateIndex
CREATE INDEX "Contract_uplineId_kind_status_idx" ON "Contract"("uplineId", "kind", "status");

-- CreateIndex
CREATE INDEX "Contract_downlineId_kind_status_idx" ON "Contract"("downlineId", "kind", "status");

-- CreateIndex
CREATE INDEX "ContractRequest_contractId_answer_idx" ON "ContractRequest"("contractId", "answer");

-- CreateIndex
CREATE INDEX "SettlementPeriod_status_idx" ON "SettlementPeriod"("status");

-- CreateIndex
CREATE INDEX "SettlementPeriod_payeeId_kind_periodEnd_idx" ON "SettlementPeriod"("payeeId", "kind", "periodEnd");

-- CreateIndex
CREATE UNIQUE INDEX "SettlementPeriod_contractId_periodStart_key" ON "SettlementPeriod"("contractId", "periodStart");

-- CreateIndex
CREATE UNIQUE INDEX "HelpSection_merchantCode_lang_tag_key" ON "HelpSection"("merchantCode", "lang", "tag");

-- CreateIndex
CREATE INDEX "Feedback_merchantCode_submittedAt_idx" ON "Feedback"("merchantCode", "submittedAt");

-- CreateIndex
CREATE INDEX "InboxMessage_merchantCode_audience_sentAt_idx" ON "InboxMessage"("merchantCode", "audience", "sentAt");

-- CreateIndex
CREATE INDEX "InboxMessage_recipientId_sentAt_idx" ON "InboxMessage"("recipientId", "sentAt");

-- CreateIndex
CREATE INDEX "InboxMessage_senderId_idx" ON "InboxMessage"("senderId");

-- CreateIndex
CREATE UNIQUE INDEX "WalletAccount_code_key" ON "WalletAccount"("code");

-- CreateIndex
CREATE INDEX "WalletAccount_memberId_idx" ON "WalletAccount"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerTransaction_idempotencyKey_key" ON "LedgerTransaction"("idempotencyKey");

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_idx" ON "LedgerEntry"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "LotteryOrder_memberId_requestId_key" ON "LotteryOrder"("memberId", "requestId");

-- CreateIndex
CREATE INDEX "LotteryBet_settledAt_drawAt_idx" ON "LotteryBet"("settledAt", "drawAt");

-- CreateIndex
CREATE INDEX "LotteryBet_memberId_gameId_idx" ON "LotteryBet"("memberId", "gameId");

-- CreateIndex
CREATE INDEX "LotteryBet_orderNo_idx" ON "LotteryBet"("orderNo");

-- CreateIndex
CREATE UNIQUE INDEX "Mission_merchantCode_code_key" ON "Mission"("merchantCode", "code");

-- CreateIndex
CREATE UNIQUE INDEX "MissionMilestone_missionId_seq_key" ON "MissionMilestone"("missionId", "seq");

-- CreateIndex
CREATE INDEX "MissionClaim_missionId_idx" ON "MissionClaim"("missionId");

-- CreateIndex
CREATE UNIQUE INDEX "MissionClaim_memberId_milestoneId_generation_key" ON "MissionClaim"("memberId", "milestoneId", "generation");

-- CreateIndex
CREATE INDEX "ProviderSession_memberId_idx" ON "ProviderSession"("memberId");

-- CreateIndex
CREATE INDEX "ProviderSession_sessionToken_idx" ON "ProviderSession"("sessionToken");

-- CreateIndex
CREATE INDEX "GameRound_memberId_placedAt_idx" ON "GameRound"("memberId", "placedAt");

-- CreateIndex
CREATE INDEX "GameRound_memberId_status_idx" ON "GameRound"("memberId", "status");

-- CreateIndex
CREATE INDEX "GameRound_merchantCode_placedAt_idx" ON "GameRound"("merchantCode", "placedAt");

-- CreateIndex
CREATE INDEX "GameRound_updatedAt_idx" ON "GameRound"("updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PointEntry_idempotencyKey_key" ON "PointEntry"("idempotencyKey");

-- CreateIndex
CREATE INDEX "PointEntry_memberId_postedAt_idx" ON "PointEntry"("memberId", "postedAt");

-- CreateIndex
CREATE INDEX "PointGoods_merchantCode_sortOrder_idx" ON "PointGoods"("merchantCode", "sortOrder");

-- CreateIndex
CREATE INDEX "PointRedeem_merchantCode_status_idx" ON "PointRedeem"("merchantCode", "status");

-- CreateIndex
CREATE UNIQUE INDEX "PointRedeem_memberId_requestId_key" ON "PointRedeem"("memberId", "requestId");

-- CreateIndex
CREATE INDEX "RebateClaim_memberId_claimedAt_idx" ON "RebateClaim"("memberId", "claimedAt");

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

-- CreateIndex
CREATE INDEX "ReferralReward_referrerId_rewardedAt_idx" ON "ReferralReward"("referrerId", "rewardedAt");

-- CreateIndex
CREATE INDEX "ReferralReward_merchantCode_rewardedAt_idx" ON "ReferralReward"("merchantCode", "rewardedAt");

-- CreateIndex
CREATE INDEX "ChatMessage_memberId_sentAt_idx" ON "ChatMessage"("memberId", "sentAt");

-- CreateIndex
CREATE INDEX "ChatMessage_merchantCode_sentAt_idx" ON "ChatMessage"("merchantCode", "sentAt");

-- CreateIndex
CREATE INDEX "VipStanding_merchantCode_reviewedThrough_idx" ON "VipStanding"("merchantCode", "reviewedThrough");

-- CreateIndex
CREATE INDEX "VipRankChange_memberId_changedAt_idx" ON "VipRankChange"("memberId", "changedAt");

-- CreateIndex
CREATE INDEX "VipRankChange_merchantCode_changedAt_idx" ON "VipRankChange"("merchantCode", "changedAt");

-- AddForeignKey
ALTER TABLE "Member" ADD CONSTRAINT "Member_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Member" ADD CONSTRAINT "Member_uplineId_fkey" FOREIGN KEY ("uplineId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberKnownIp" ADD CONSTRAINT "MemberKnownIp_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoginFailure" ADD CONSTRAINT "LoginFailure_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamLink" ADD CONSTRAINT "TeamLink_ancestorId_fkey" FOREIGN KEY ("ancestorId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamLink" ADD CONSTRAINT "TeamLink_descendantId_fkey" FOREIGN KEY ("descendantId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberRebateRate" ADD CONSTRAINT "MemberRebateRate_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AffiliateUrl" ADD CONSTRAINT "AffiliateUrl_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MoneyOrder" ADD CONSTRAINT "MoneyOrder_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_vendorCode_fkey" FOREIGN KEY ("vendorCode") REFERENCES "Vendor"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FavoriteGame" ADD CONSTRAINT "FavoriteGame_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FavoriteGame" ADD CONSTRAINT "FavoriteGame_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecentGame" ADD CONSTRAINT "RecentGame_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecentGame" ADD CONSTRAINT "RecentGame_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractRequest" ADD CONSTRAINT "ContractRequest_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SettlementPeriod" ADD CONSTRAINT "SettlementPeriod_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxMessage" ADD CONSTRAINT "InboxMessage_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxMessage" ADD CONSTRAINT "InboxMessage_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxMessage" ADD CONSTRAINT "InboxMessage_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxState" ADD CONSTRAINT "InboxState_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "InboxMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxState" ADD CONSTRAINT "InboxState_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WalletAccount" ADD CONSTRAINT "WalletAccount_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "LedgerTransaction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "WalletAccount"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LotteryBet" ADD CONSTRAINT "LotteryBet_orderNo_fkey" FOREIGN KEY ("orderNo") REFERENCES "LotteryOrder"("orderNo") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LotteryBet" ADD CONSTRAINT "LotteryBet_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "GameRound"("roundId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LotteryForcedNumber" ADD CONSTRAINT "LotteryForcedNumber_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeatureFlag" ADD CONSTRAINT "FeatureFlag_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisterField" ADD CONSTRAINT "RegisterField_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SystemState" ADD CONSTRAINT "SystemState_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VipRank" ADD CONSTRAINT "VipRank_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Mission" ADD CONSTRAINT "Mission_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MissionMilestone" ADD CONSTRAINT "MissionMilestone_missionId_fkey" FOREIGN KEY ("missionId") REFERENCES "Mission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MissionClaim" ADD CONSTRAINT "MissionClaim_missionId_fkey" FOREIGN KEY ("missionId") REFERENCES "Mission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MissionClaim" ADD CONSTRAINT "MissionClaim_milestoneId_fkey" FOREIGN KEY ("milestoneId") REFERENCES "MissionMilestone"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MissionClaim" ADD CONSTRAINT "MissionClaim_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MissionReset" ADD CONSTRAINT "MissionReset_missionId_fkey" FOREIGN KEY ("missionId") REFERENCES "Mission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MissionReset" ADD CONSTRAINT "MissionReset_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MissionHeartbeat" ADD CONSTRAINT "MissionHeartbeat_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProviderSession" ADD CONSTRAINT "ProviderSession_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProviderSession" ADD CONSTRAINT "ProviderSession_sessionToken_fkey" FOREIGN KEY ("sessionToken") REFERENCES "Session"("token") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProviderSession" ADD CONSTRAINT "ProviderSession_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameRound" ADD CONSTRAINT "GameRound_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameRound" ADD CONSTRAINT "GameRound_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForcedOutcome" ADD CONSTRAINT "ForcedOutcome_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForcedOutcome" ADD CONSTRAINT "ForcedOutcome_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointSettings" ADD CONSTRAINT "PointSettings_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointAccount" ADD CONSTRAINT "PointAccount_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointEntry" ADD CONSTRAINT "PointEntry_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointGoods" ADD CONSTRAINT "PointGoods_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointRedeem" ADD CONSTRAINT "PointRedeem_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointRedeem" ADD CONSTRAINT "PointRedeem_goodsId_fkey" FOREIGN KEY ("goodsId") REFERENCES "PointGoods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RebateSettings" ADD CONSTRAINT "RebateSettings_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RebateClaim" ADD CONSTRAINT "RebateClaim_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RebateBet" ADD CONSTRAINT "RebateBet_referenceNo_fkey" FOREIGN KEY ("referenceNo") REFERENCES "RebateClaim"("referenceNo") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RebateBet" ADD CONSTRAINT "RebateBet_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "GameRound"("roundId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Promotion" ADD CONSTRAINT "Promotion_merchantCode_fkey" FOREIGN KEY ("merchantCode") REFERENCES "Merchant"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionParticipation" ADD CONSTRAINT "PromotionParticipation_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionParticipation" ADD CONSTRAINT "PromotionParticipation_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionTicket" ADD CONSTRAINT "PromotionTicket_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionTicket" ADD CONSTRAINT "PromotionTicket_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForcedPromotionOutcome" ADD CONSTRAINT "ForcedPromotionOutcome_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForcedPromotionOutcome" ADD CONSTRAINT "ForcedPromotionOutcome_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The team reports' day figures, kept by triggers in the transaction that writes the counted row
-- (server/src/domain/agent-reports/day-figures.ts explains them and rebuilds them). A row counts once
-- its member is in the team tree (its own TeamLink row). Same rules as the SQLite triggers; a day is the
-- timestamp's first 10 characters there, to_char(..., 'YYYY-MM-DD') here (both UTC).

-- a round: a product type's stakes, settled stakes and wins of the day it was placed
CREATE FUNCTION "GameRound_day_figures_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  round_day text := to_char(NEW."placedAt", 'YYYY-MM-DD');
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = NEW."memberId" AND "descendantId" = NEW."memberId") THEN
    RETURN NULL;
  END IF;
  INSERT INTO "MemberDayFigure" AS f ("memberId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
  VALUES (NEW."memberId", round_day, NEW."gameType", 1, NEW."stakeMinor",
          CASE WHEN NEW."status" = 'SETTLED' THEN NEW."stakeMinor" ELSE 0 END,
          CASE WHEN NEW."status" = 'SETTLED' THEN NEW."winMinor" ELSE 0 END)
  ON CONFLICT ("memberId", "day", "kind") DO UPDATE SET
    "itemCount" = f."itemCount" + excluded."itemCount", "amountMinor" = f."amountMinor" + excluded."amountMinor",
    "validBetMinor" = f."validBetMinor" + excluded."validBetMinor", "winMinor" = f."winMinor" + excluded."winMinor";
  INSERT INTO "MemberActiveDay" ("memberId", "day", "prevDay")
  VALUES (NEW."memberId", round_day, COALESCE((SELECT max("day") FROM "MemberActiveDay"
    WHERE "memberId" = NEW."memberId" AND "day" < round_day), ''))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER "GameRound_day_figures_insert" AFTER INSERT ON "GameRound"
FOR EACH ROW EXECUTE FUNCTION "GameRound_day_figures_insert"();

-- settling a round (status, win) or correcting it moves its figures; its member and placing time never change
CREATE FUNCTION "GameRound_day_figures_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = NEW."memberId" AND "descendantId" = NEW."memberId") THEN
    RETURN NULL;
  END IF;
  UPDATE "MemberDayFigure" SET "itemCount" = "itemCount" - 1, "amountMinor" = "amountMinor" - OLD."stakeMinor",
    "validBetMinor" = "validBetMinor" - CASE WHEN OLD."status" = 'SETTLED' THEN OLD."stakeMinor" ELSE 0 END,
    "winMinor" = "winMinor" - CASE WHEN OLD."status" = 'SETTLED' THEN OLD."winMinor" ELSE 0 END
  WHERE "memberId" = OLD."memberId" AND "day" = to_char(OLD."placedAt", 'YYYY-MM-DD') AND "kind" = OLD."gameType";
  INSERT INTO "MemberDayFigure" AS f ("memberId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
  VALUES (NEW."memberId", to_char(NEW."placedAt", 'YYYY-MM-DD'), NEW."gameType", 1, NEW."stakeMinor",
          CASE WHEN NEW."status" = 'SETTLED' THEN NEW."stakeMinor" ELSE 0 END,
          CASE WHEN NEW."status" = 'SETTLED' THEN NEW."winMinor" ELSE 0 END)
  ON CONFLICT ("memberId", "day", "kind") DO UPDATE SET
    "itemCount" = f."itemCount" + excluded."itemCount", "amountMinor" = f."amountMinor" + excluded."amountMinor",
    "validBetMinor" = f."validBetMinor" + excluded."validBetMinor", "winMinor" = f."winMinor" + excluded."winMinor";
  RETURN NULL;
END $$;
CREATE TRIGGER "GameRound_day_figures_update" AFTER UPDATE OF "gameType", "stakeMinor", "winMinor", "status" ON "GameRound"
FOR EACH ROW EXECUTE FUNCTION "GameRound_day_figures_update"();

CREATE FUNCTION "GameRound_day_figures_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  round_day text := to_char(OLD."placedAt", 'YYYY-MM-DD');
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = OLD."memberId" AND "descendantId" = OLD."memberId") THEN
    RETURN NULL;
  END IF;
  UPDATE "MemberDayFigure" SET "itemCount" = "itemCount" - 1, "amountMinor" = "amountMinor" - OLD."stakeMinor",
    "validBetMinor" = "validBetMinor" - CASE WHEN OLD."status" = 'SETTLED' THEN OLD."stakeMinor" ELSE 0 END,
    "winMinor" = "winMinor" - CASE WHEN OLD."status" = 'SETTLED' THEN OLD."winMinor" ELSE 0 END
  WHERE "memberId" = OLD."memberId" AND "day" = round_day AND "kind" = OLD."gameType";
  DELETE FROM "MemberActiveDay" WHERE "memberId" = OLD."memberId" AND "day" = round_day
    AND NOT EXISTS (SELECT 1 FROM "GameRound" WHERE "memberId" = OLD."memberId"
      AND "placedAt" >= round_day::timestamp AND "placedAt" < round_day::timestamp + interval '1 day');
  RETURN NULL;
END $$;
CREATE TRIGGER "GameRound_day_figures_delete" AFTER DELETE ON "GameRound"
FOR EACH ROW EXECUTE FUNCTION "GameRound_day_figures_delete"();

-- a money order counts on the day it was applied for: deposits once APPROVED, withdrawals once the money
-- has left (not PENDING, REJECTED or REFUNDED); its member and day never change
CREATE FUNCTION "MoneyOrder_counts"(kind text, status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT (kind = 'DEPOSIT' AND status = 'APPROVED')
      OR (kind = 'WITHDRAW' AND status NOT IN ('PENDING', 'REJECTED', 'REFUNDED'))
$$;

CREATE FUNCTION "MoneyOrder_day_figures_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "MoneyOrder_counts"(NEW."type", NEW."status")
     AND EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = NEW."memberId" AND "descendantId" = NEW."memberId") THEN
    INSERT INTO "MemberDayFigure" AS f ("memberId", "day", "kind", "itemCount", "amountMinor")
    VALUES (NEW."memberId", to_char(NEW."appliedAt", 'YYYY-MM-DD'), NEW."type", 1, NEW."amountMinor")
    ON CONFLICT ("memberId", "day", "kind") DO UPDATE SET
      "itemCount" = f."itemCount" + excluded."itemCount", "amountMinor" = f."amountMinor" + excluded."amountMinor";
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "MoneyOrder_day_figures_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "MoneyOrder_counts"(OLD."type", OLD."status")
     AND EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = OLD."memberId" AND "descendantId" = OLD."memberId") THEN
    UPDATE "MemberDayFigure" SET "itemCount" = "itemCount" - 1, "amountMinor" = "amountMinor" - OLD."amountMinor"
    WHERE "memberId" = OLD."memberId" AND "day" = to_char(OLD."appliedAt", 'YYYY-MM-DD') AND "kind" = OLD."type";
  END IF;
  RETURN NULL;
END $$;

-- as in SQLite, an update is guarded by the new row's member: the old figures leave, the new arrive
CREATE FUNCTION "MoneyOrder_day_figures_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = NEW."memberId" AND "descendantId" = NEW."memberId") THEN
    RETURN NULL;
  END IF;
  IF "MoneyOrder_counts"(OLD."type", OLD."status") THEN
    UPDATE "MemberDayFigure" SET "itemCount" = "itemCount" - 1, "amountMinor" = "amountMinor" - OLD."amountMinor"
    WHERE "memberId" = OLD."memberId" AND "day" = to_char(OLD."appliedAt", 'YYYY-MM-DD') AND "kind" = OLD."type";
  END IF;
  IF "MoneyOrder_counts"(NEW."type", NEW."status") THEN
    INSERT INTO "MemberDayFigure" AS f ("memberId", "day", "kind", "itemCount", "amountMinor")
    VALUES (NEW."memberId", to_char(NEW."appliedAt", 'YYYY-MM-DD'), NEW."type", 1, NEW."amountMinor")
    ON CONFLICT ("memberId", "day", "kind") DO UPDATE SET
      "itemCount" = f."itemCount" + excluded."itemCount", "amountMinor" = f."amountMinor" + excluded."amountMinor";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "MoneyOrder_day_figures_insert" AFTER INSERT ON "MoneyOrder"
FOR EACH ROW EXECUTE FUNCTION "MoneyOrder_day_figures_add"();
CREATE TRIGGER "MoneyOrder_day_figures_update" AFTER UPDATE OF "status", "amountMinor" ON "MoneyOrder"
FOR EACH ROW EXECUTE FUNCTION "MoneyOrder_day_figures_update"();
CREATE TRIGGER "MoneyOrder_day_figures_delete" AFTER DELETE ON "MoneyOrder"
FOR EACH ROW EXECUTE FUNCTION "MoneyOrder_day_figures_remove"();

-- a member's figures are added to the team of every agent above it
CREATE FUNCTION "MemberDayFigure_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "TeamDayFigure" AS t ("agentId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
    SELECT "ancestorId", NEW."day", NEW."kind", NEW."itemCount", NEW."amountMinor", NEW."validBetMinor", NEW."winMinor"
    FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0
    ON CONFLICT ("agentId", "day", "kind") DO UPDATE SET
      "itemCount" = t."itemCount" + excluded."itemCount", "amountMinor" = t."amountMinor" + excluded."amountMinor",
      "validBetMinor" = t."validBetMinor" + excluded."validBetMinor", "winMinor" = t."winMinor" + excluded."winMinor";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "TeamDayFigure" SET "itemCount" = "itemCount" + NEW."itemCount" - OLD."itemCount",
      "amountMinor" = "amountMinor" + NEW."amountMinor" - OLD."amountMinor",
      "validBetMinor" = "validBetMinor" + NEW."validBetMinor" - OLD."validBetMinor",
      "winMinor" = "winMinor" + NEW."winMinor" - OLD."winMinor"
    WHERE "day" = NEW."day" AND "kind" = NEW."kind"
      AND "agentId" IN (SELECT "ancestorId" FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0);
  ELSE
    UPDATE "TeamDayFigure" SET "itemCount" = "itemCount" - OLD."itemCount",
      "amountMinor" = "amountMinor" - OLD."amountMinor", "validBetMinor" = "validBetMinor" - OLD."validBetMinor",
      "winMinor" = "winMinor" - OLD."winMinor"
    WHERE "day" = OLD."day" AND "kind" = OLD."kind"
      AND "agentId" IN (SELECT "ancestorId" FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "MemberDayFigure_team_insert" AFTER INSERT ON "MemberDayFigure"
FOR EACH ROW EXECUTE FUNCTION "MemberDayFigure_team"();
CREATE TRIGGER "MemberDayFigure_team_update" AFTER UPDATE ON "MemberDayFigure"
FOR EACH ROW EXECUTE FUNCTION "MemberDayFigure_team"();
CREATE TRIGGER "MemberDayFigure_team_delete" AFTER DELETE ON "MemberDayFigure"
FOR EACH ROW EXECUTE FUNCTION "MemberDayFigure_team"();

-- an active day: the member's next active day now follows it, and every team above counts it
CREATE FUNCTION "MemberActiveDay_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "MemberActiveDay" SET "prevDay" = NEW."day"
    WHERE "memberId" = NEW."memberId"
      AND "day" = (SELECT min("day") FROM "MemberActiveDay" WHERE "memberId" = NEW."memberId" AND "day" > NEW."day");
  ELSE
    UPDATE "TeamActiveDay" SET "members" = "members" - 1
    WHERE "day" = OLD."day" AND "prevDay" = OLD."prevDay"
      AND "agentId" IN (SELECT "ancestorId" FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0);
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE "MemberActiveDay" SET "prevDay" = OLD."prevDay"
    WHERE "memberId" = OLD."memberId"
      AND "day" = (SELECT min("day") FROM "MemberActiveDay" WHERE "memberId" = OLD."memberId" AND "day" > OLD."day");
  ELSE
    INSERT INTO "TeamActiveDay" AS t ("agentId", "day", "prevDay", "members")
    SELECT "ancestorId", NEW."day", NEW."prevDay", 1
    FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0
    ON CONFLICT ("agentId", "day", "prevDay") DO UPDATE SET "members" = t."members" + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "MemberActiveDay_insert" AFTER INSERT ON "MemberActiveDay"
FOR EACH ROW EXECUTE FUNCTION "MemberActiveDay_team"();
CREATE TRIGGER "MemberActiveDay_update" AFTER UPDATE OF "prevDay" ON "MemberActiveDay"
FOR EACH ROW EXECUTE FUNCTION "MemberActiveDay_team"();
CREATE TRIGGER "MemberActiveDay_delete" AFTER DELETE ON "MemberActiveDay"
FOR EACH ROW EXECUTE FUNCTION "MemberActiveDay_team"();
