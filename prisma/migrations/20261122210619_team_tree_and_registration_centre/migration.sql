-- CreateTable
CREATE TABLE "TeamLink" (
    "ancestorId" INTEGER NOT NULL,
    "descendantId" INTEGER NOT NULL,
    "depth" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("ancestorId", "descendantId"),
    CONSTRAINT "TeamLink_ancestorId_fkey" FOREIGN KEY ("ancestorId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TeamLink_descendantId_fkey" FOREIGN KEY ("descendantId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MemberRebateRate" (
    "memberId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "rates" JSONB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MemberRebateRate_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AffiliateUrl" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "merchantCode" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "domain" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "AffiliateUrl_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "TeamLink_descendantId_idx" ON "TeamLink"("descendantId");

-- CreateIndex
CREATE INDEX "TeamLink_ancestorId_depth_idx" ON "TeamLink"("ancestorId", "depth");

-- CreateIndex
CREATE INDEX "AffiliateUrl_memberId_idx" ON "AffiliateUrl"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "AffiliateUrl_merchantCode_domain_key" ON "AffiliateUrl"("merchantCode", "domain");


-- Backfill: every existing member's self row (depth 0) and one row per upline above it, found by
-- climbing the uplineId chain (a recursive CTE; the depth bound stops a corrupted cycle).
INSERT INTO "TeamLink" ("ancestorId", "descendantId", "depth", "createdAt", "updatedAt")
WITH RECURSIVE "chain" ("ancestorId", "descendantId", "depth") AS (
    SELECT "id", "id", 0 FROM "Member"
    UNION ALL
    SELECT "m"."uplineId", "chain"."descendantId", "chain"."depth" + 1
    FROM "chain" JOIN "Member" AS "m" ON "m"."id" = "chain"."ancestorId"
    WHERE "m"."uplineId" IS NOT NULL AND "chain"."depth" < 1000
)
SELECT "ancestorId", "descendantId", MIN("depth"), CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
FROM "chain" GROUP BY "ancestorId", "descendantId";
