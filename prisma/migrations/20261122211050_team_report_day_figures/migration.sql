-- CreateTable
CREATE TABLE "MemberDayFigure" (
    "memberId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "itemCount" INTEGER NOT NULL DEFAULT 0,
    "amountMinor" BIGINT NOT NULL DEFAULT 0,
    "validBetMinor" BIGINT NOT NULL DEFAULT 0,
    "winMinor" BIGINT NOT NULL DEFAULT 0,

    PRIMARY KEY ("memberId", "day", "kind")
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

    PRIMARY KEY ("agentId", "day", "kind")
);

-- CreateTable
CREATE TABLE "MemberActiveDay" (
    "memberId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "prevDay" TEXT NOT NULL,

    PRIMARY KEY ("memberId", "day")
);

-- CreateTable
CREATE TABLE "TeamActiveDay" (
    "agentId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "prevDay" TEXT NOT NULL,
    "members" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("agentId", "day", "prevDay")
);

-- CreateIndex
CREATE INDEX "Member_merchantCode_registeredAt_idx" ON "Member"("merchantCode", "registeredAt");

-- CreateIndex
CREATE INDEX "Member_merchantCode_type_idx" ON "Member"("merchantCode", "type");

-- CreateIndex
CREATE INDEX "GameRound_merchantCode_placedAt_idx" ON "GameRound"("merchantCode", "placedAt");


-- The team reports' day figures, kept by triggers in the transaction that writes the counted row
-- (server/src/domain/agent-reports/day-figures.ts explains them and rebuilds them). A row counts once
-- its member is in the team tree (its own TeamLink row): the guard also keeps a whole-database copy
-- (data.reset, snapshots) from counting twice, as TeamLink is copied after the tables it guards.

-- a round: a product type's stakes, settled stakes and wins of the day it was placed
CREATE TRIGGER "GameRound_day_figures_insert" AFTER INSERT ON "GameRound"
WHEN EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = NEW."memberId" AND "descendantId" = NEW."memberId")
BEGIN
  INSERT INTO "MemberDayFigure" ("memberId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
  VALUES (NEW."memberId", substr(NEW."placedAt", 1, 10), NEW."gameType", 1, NEW."stakeMinor",
          IIF(NEW."status" = 'SETTLED', NEW."stakeMinor", 0), IIF(NEW."status" = 'SETTLED', NEW."winMinor", 0))
  ON CONFLICT DO UPDATE SET
    "itemCount" = "itemCount" + excluded."itemCount", "amountMinor" = "amountMinor" + excluded."amountMinor",
    "validBetMinor" = "validBetMinor" + excluded."validBetMinor", "winMinor" = "winMinor" + excluded."winMinor";
  INSERT OR IGNORE INTO "MemberActiveDay" ("memberId", "day", "prevDay")
  VALUES (NEW."memberId", substr(NEW."placedAt", 1, 10), COALESCE((SELECT max("day") FROM "MemberActiveDay"
    WHERE "memberId" = NEW."memberId" AND "day" < substr(NEW."placedAt", 1, 10)), ''));
END;

-- settling a round (status, win) or correcting it moves its figures; its member and placing time never change
CREATE TRIGGER "GameRound_day_figures_update" AFTER UPDATE OF "gameType", "stakeMinor", "winMinor", "status" ON "GameRound"
WHEN EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = NEW."memberId" AND "descendantId" = NEW."memberId")
BEGIN
  UPDATE "MemberDayFigure" SET "itemCount" = "itemCount" - 1, "amountMinor" = "amountMinor" - OLD."stakeMinor",
    "validBetMinor" = "validBetMinor" - IIF(OLD."status" = 'SETTLED', OLD."stakeMinor", 0),
    "winMinor" = "winMinor" - IIF(OLD."status" = 'SETTLED', OLD."winMinor", 0)
  WHERE "memberId" = OLD."memberId" AND "day" = substr(OLD."placedAt", 1, 10) AND "kind" = OLD."gameType";
  INSERT INTO "MemberDayFigure" ("memberId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
  VALUES (NEW."memberId", substr(NEW."placedAt", 1, 10), NEW."gameType", 1, NEW."stakeMinor",
          IIF(NEW."status" = 'SETTLED', NEW."stakeMinor", 0), IIF(NEW."status" = 'SETTLED', NEW."winMinor", 0))
  ON CONFLICT DO UPDATE SET
    "itemCount" = "itemCount" + excluded."itemCount", "amountMinor" = "amountMinor" + excluded."amountMinor",
    "validBetMinor" = "validBetMinor" + excluded."validBetMinor", "winMinor" = "winMinor" + excluded."winMinor";
END;

CREATE TRIGGER "GameRound_day_figures_delete" AFTER DELETE ON "GameRound"
WHEN EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = OLD."memberId" AND "descendantId" = OLD."memberId")
BEGIN
  UPDATE "MemberDayFigure" SET "itemCount" = "itemCount" - 1, "amountMinor" = "amountMinor" - OLD."stakeMinor",
    "validBetMinor" = "validBetMinor" - IIF(OLD."status" = 'SETTLED', OLD."stakeMinor", 0),
    "winMinor" = "winMinor" - IIF(OLD."status" = 'SETTLED', OLD."winMinor", 0)
  WHERE "memberId" = OLD."memberId" AND "day" = substr(OLD."placedAt", 1, 10) AND "kind" = OLD."gameType";
  DELETE FROM "MemberActiveDay" WHERE "memberId" = OLD."memberId" AND "day" = substr(OLD."placedAt", 1, 10)
    AND NOT EXISTS (SELECT 1 FROM "GameRound" WHERE "memberId" = OLD."memberId"
      AND "placedAt" >= substr(OLD."placedAt", 1, 10) AND "placedAt" < date(substr(OLD."placedAt", 1, 10), '+1 day'));
END;

-- a money order counts on the day it was applied for: deposits once APPROVED, withdrawals once the money
-- has left (not PENDING, REJECTED or REFUNDED); its member and day never change
CREATE TRIGGER "MoneyOrder_day_figures_insert" AFTER INSERT ON "MoneyOrder"
WHEN (NEW."type" = 'DEPOSIT' AND NEW."status" = 'APPROVED')
  OR (NEW."type" = 'WITHDRAW' AND NEW."status" NOT IN ('PENDING', 'REJECTED', 'REFUNDED'))
BEGIN
  INSERT INTO "MemberDayFigure" ("memberId", "day", "kind", "itemCount", "amountMinor")
  SELECT NEW."memberId", substr(NEW."appliedAt", 1, 10), NEW."type", 1, NEW."amountMinor"
  WHERE EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = NEW."memberId" AND "descendantId" = NEW."memberId")
  ON CONFLICT DO UPDATE SET
    "itemCount" = "itemCount" + excluded."itemCount", "amountMinor" = "amountMinor" + excluded."amountMinor";
END;

CREATE TRIGGER "MoneyOrder_day_figures_update" AFTER UPDATE OF "status", "amountMinor" ON "MoneyOrder"
WHEN EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = NEW."memberId" AND "descendantId" = NEW."memberId")
BEGIN
  UPDATE "MemberDayFigure" SET "itemCount" = "itemCount" - 1, "amountMinor" = "amountMinor" - OLD."amountMinor"
  WHERE ((OLD."type" = 'DEPOSIT' AND OLD."status" = 'APPROVED')
      OR (OLD."type" = 'WITHDRAW' AND OLD."status" NOT IN ('PENDING', 'REJECTED', 'REFUNDED')))
    AND "memberId" = OLD."memberId" AND "day" = substr(OLD."appliedAt", 1, 10) AND "kind" = OLD."type";
  INSERT INTO "MemberDayFigure" ("memberId", "day", "kind", "itemCount", "amountMinor")
  SELECT NEW."memberId", substr(NEW."appliedAt", 1, 10), NEW."type", 1, NEW."amountMinor"
  WHERE (NEW."type" = 'DEPOSIT' AND NEW."status" = 'APPROVED')
     OR (NEW."type" = 'WITHDRAW' AND NEW."status" NOT IN ('PENDING', 'REJECTED', 'REFUNDED'))
  ON CONFLICT DO UPDATE SET
    "itemCount" = "itemCount" + excluded."itemCount", "amountMinor" = "amountMinor" + excluded."amountMinor";
END;

CREATE TRIGGER "MoneyOrder_day_figures_delete" AFTER DELETE ON "MoneyOrder"
WHEN EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = OLD."memberId" AND "descendantId" = OLD."memberId")
BEGIN
  UPDATE "MemberDayFigure" SET "itemCount" = "itemCount" - 1, "amountMinor" = "amountMinor" - OLD."amountMinor"
  WHERE ((OLD."type" = 'DEPOSIT' AND OLD."status" = 'APPROVED')
      OR (OLD."type" = 'WITHDRAW' AND OLD."status" NOT IN ('PENDING', 'REJECTED', 'REFUNDED')))
    AND "memberId" = OLD."memberId" AND "day" = substr(OLD."appliedAt", 1, 10) AND "kind" = OLD."type";
END;

-- a member's figures are added to the team of every agent above it
CREATE TRIGGER "MemberDayFigure_team_insert" AFTER INSERT ON "MemberDayFigure"
BEGIN
  INSERT INTO "TeamDayFigure" ("agentId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
  SELECT "ancestorId", NEW."day", NEW."kind", NEW."itemCount", NEW."amountMinor", NEW."validBetMinor", NEW."winMinor"
  FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0
  ON CONFLICT DO UPDATE SET
    "itemCount" = "itemCount" + excluded."itemCount", "amountMinor" = "amountMinor" + excluded."amountMinor",
    "validBetMinor" = "validBetMinor" + excluded."validBetMinor", "winMinor" = "winMinor" + excluded."winMinor";
END;

CREATE TRIGGER "MemberDayFigure_team_update" AFTER UPDATE ON "MemberDayFigure"
BEGIN
  UPDATE "TeamDayFigure" SET "itemCount" = "itemCount" + NEW."itemCount" - OLD."itemCount",
    "amountMinor" = "amountMinor" + NEW."amountMinor" - OLD."amountMinor",
    "validBetMinor" = "validBetMinor" + NEW."validBetMinor" - OLD."validBetMinor",
    "winMinor" = "winMinor" + NEW."winMinor" - OLD."winMinor"
  WHERE "day" = NEW."day" AND "kind" = NEW."kind"
    AND "agentId" IN (SELECT "ancestorId" FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0);
END;

CREATE TRIGGER "MemberDayFigure_team_delete" AFTER DELETE ON "MemberDayFigure"
BEGIN
  UPDATE "TeamDayFigure" SET "itemCount" = "itemCount" - OLD."itemCount",
    "amountMinor" = "amountMinor" - OLD."amountMinor", "validBetMinor" = "validBetMinor" - OLD."validBetMinor",
    "winMinor" = "winMinor" - OLD."winMinor"
  WHERE "day" = OLD."day" AND "kind" = OLD."kind"
    AND "agentId" IN (SELECT "ancestorId" FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0);
END;

-- an active day: the member's next active day now follows it, and every team above counts it
CREATE TRIGGER "MemberActiveDay_insert" AFTER INSERT ON "MemberActiveDay"
BEGIN
  UPDATE "MemberActiveDay" SET "prevDay" = NEW."day"
  WHERE "memberId" = NEW."memberId"
    AND "day" = (SELECT min("day") FROM "MemberActiveDay" WHERE "memberId" = NEW."memberId" AND "day" > NEW."day");
  INSERT INTO "TeamActiveDay" ("agentId", "day", "prevDay", "members")
  SELECT "ancestorId", NEW."day", NEW."prevDay", 1
  FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0
  ON CONFLICT DO UPDATE SET "members" = "members" + 1;
END;

CREATE TRIGGER "MemberActiveDay_update" AFTER UPDATE OF "prevDay" ON "MemberActiveDay"
BEGIN
  UPDATE "TeamActiveDay" SET "members" = "members" - 1
  WHERE "day" = OLD."day" AND "prevDay" = OLD."prevDay"
    AND "agentId" IN (SELECT "ancestorId" FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0);
  INSERT INTO "TeamActiveDay" ("agentId", "day", "prevDay", "members")
  SELECT "ancestorId", NEW."day", NEW."prevDay", 1
  FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0
  ON CONFLICT DO UPDATE SET "members" = "members" + 1;
END;

CREATE TRIGGER "MemberActiveDay_delete" AFTER DELETE ON "MemberActiveDay"
BEGIN
  UPDATE "MemberActiveDay" SET "prevDay" = OLD."prevDay"
  WHERE "memberId" = OLD."memberId"
    AND "day" = (SELECT min("day") FROM "MemberActiveDay" WHERE "memberId" = OLD."memberId" AND "day" > OLD."day");
  UPDATE "TeamActiveDay" SET "members" = "members" - 1
  WHERE "day" = OLD."day" AND "prevDay" = OLD."prevDay"
    AND "agentId" IN (SELECT "ancestorId" FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0);
END;

-- the figures of the rows already there (the same definition as rebuildDayFigures)
INSERT INTO "MemberDayFigure" ("memberId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
SELECT g."memberId", substr(g."placedAt", 1, 10), g."gameType", count(*), sum(g."stakeMinor"),
  sum(IIF(g."status" = 'SETTLED', g."stakeMinor", 0)), sum(IIF(g."status" = 'SETTLED', g."winMinor", 0))
FROM "GameRound" g
WHERE EXISTS (SELECT 1 FROM "TeamLink" s WHERE s."ancestorId" = g."memberId" AND s."descendantId" = g."memberId")
GROUP BY 1, 2, 3;
INSERT INTO "MemberDayFigure" ("memberId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
SELECT o."memberId", substr(o."appliedAt", 1, 10), o."type", count(*), sum(o."amountMinor"), 0, 0
FROM "MoneyOrder" o
WHERE ((o."type" = 'DEPOSIT' AND o."status" = 'APPROVED')
    OR (o."type" = 'WITHDRAW' AND o."status" NOT IN ('PENDING', 'REJECTED', 'REFUNDED')))
  AND EXISTS (SELECT 1 FROM "TeamLink" s WHERE s."ancestorId" = o."memberId" AND s."descendantId" = o."memberId")
GROUP BY 1, 2, 3;
INSERT INTO "MemberActiveDay" ("memberId", "day", "prevDay")
SELECT "memberId", "day", COALESCE(LAG("day") OVER (PARTITION BY "memberId" ORDER BY "day"), '')
FROM (SELECT DISTINCT g."memberId", substr(g."placedAt", 1, 10) AS "day" FROM "GameRound" g
  WHERE EXISTS (SELECT 1 FROM "TeamLink" s WHERE s."ancestorId" = g."memberId" AND s."descendantId" = g."memberId"))
ORDER BY 1, 2;
