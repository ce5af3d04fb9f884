-- The team reports' day figures in SQLite: the one definition of the triggers that keep MemberDayFigure,
-- TeamDayFigure, MemberActiveDay and TeamActiveDay (prisma/schema/agent-reports.prisma) in the transaction
-- that writes the row they count. PostgreSQL's twin: day-figures.postgres.sql. What they add up to is
-- stated once more, set-wise, in day-figures.ts (the rebuild and dayFigureDrift); day-figures.test.ts
-- holds both dialects' triggers to it, and day-figures-definition.test.ts holds every migrated database
-- to this file.
--
-- Changing a rule: edit it here (and in the twin), then `pnpm db:new-migration <name>`: a migration
-- re-installs this file when what the migrations installed differs from it. A trigger that goes away
-- needs its DROP here. Each trigger is dropped and created again, so the file runs on any state.
--
-- A row counts once its member is in the team tree (its own TeamLink row): the guard also keeps a
-- whole-database copy (data.reset, snapshots) from counting twice, as TeamLink is copied after the
-- tables it guards. A day is the timestamp's first 10 characters (UTC).

-- a round: a product type's stakes, settled stakes and wins of the day it was placed; settling or
-- correcting it moves its figures (its member and placing time never change)

DROP TRIGGER IF EXISTS "GameRound_day_figures_insert";
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

DROP TRIGGER IF EXISTS "GameRound_day_figures_update";
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

DROP TRIGGER IF EXISTS "GameRound_day_figures_delete";
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

DROP TRIGGER IF EXISTS "MoneyOrder_day_figures_insert";
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

DROP TRIGGER IF EXISTS "MoneyOrder_day_figures_update";
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

DROP TRIGGER IF EXISTS "MoneyOrder_day_figures_delete";
CREATE TRIGGER "MoneyOrder_day_figures_delete" AFTER DELETE ON "MoneyOrder"
WHEN EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = OLD."memberId" AND "descendantId" = OLD."memberId")
BEGIN
  UPDATE "MemberDayFigure" SET "itemCount" = "itemCount" - 1, "amountMinor" = "amountMinor" - OLD."amountMinor"
  WHERE ((OLD."type" = 'DEPOSIT' AND OLD."status" = 'APPROVED')
      OR (OLD."type" = 'WITHDRAW' AND OLD."status" NOT IN ('PENDING', 'REJECTED', 'REFUNDED')))
    AND "memberId" = OLD."memberId" AND "day" = substr(OLD."appliedAt", 1, 10) AND "kind" = OLD."type";
END;

-- a member's figures are added to the team of every agent above it, one upsert per agent (a change or a
-- removal adds the difference)

DROP TRIGGER IF EXISTS "MemberDayFigure_team_insert";
CREATE TRIGGER "MemberDayFigure_team_insert" AFTER INSERT ON "MemberDayFigure"
BEGIN
  INSERT INTO "TeamDayFigure" ("agentId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
  SELECT "ancestorId", NEW."day", NEW."kind", NEW."itemCount", NEW."amountMinor", NEW."validBetMinor", NEW."winMinor"
  FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0
  ON CONFLICT DO UPDATE SET
    "itemCount" = "itemCount" + excluded."itemCount", "amountMinor" = "amountMinor" + excluded."amountMinor",
    "validBetMinor" = "validBetMinor" + excluded."validBetMinor", "winMinor" = "winMinor" + excluded."winMinor";
END;

DROP TRIGGER IF EXISTS "MemberDayFigure_team_update";
CREATE TRIGGER "MemberDayFigure_team_update" AFTER UPDATE ON "MemberDayFigure"
BEGIN
  INSERT INTO "TeamDayFigure" ("agentId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
  SELECT "ancestorId", NEW."day", NEW."kind", NEW."itemCount" - OLD."itemCount", NEW."amountMinor" - OLD."amountMinor",
    NEW."validBetMinor" - OLD."validBetMinor", NEW."winMinor" - OLD."winMinor"
  FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0
  ON CONFLICT DO UPDATE SET
    "itemCount" = "itemCount" + excluded."itemCount", "amountMinor" = "amountMinor" + excluded."amountMinor",
    "validBetMinor" = "validBetMinor" + excluded."validBetMinor", "winMinor" = "winMinor" + excluded."winMinor";
END;

DROP TRIGGER IF EXISTS "MemberDayFigure_team_delete";
CREATE TRIGGER "MemberDayFigure_team_delete" AFTER DELETE ON "MemberDayFigure"
BEGIN
  INSERT INTO "TeamDayFigure" ("agentId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
  SELECT "ancestorId", OLD."day", OLD."kind", -OLD."itemCount", -OLD."amountMinor", -OLD."validBetMinor", -OLD."winMinor"
  FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0
  ON CONFLICT DO UPDATE SET
    "itemCount" = "itemCount" + excluded."itemCount", "amountMinor" = "amountMinor" + excluded."amountMinor",
    "validBetMinor" = "validBetMinor" + excluded."validBetMinor", "winMinor" = "winMinor" + excluded."winMinor";
END;

-- an active day: the member's next active day now follows it, and every team above counts it

DROP TRIGGER IF EXISTS "MemberActiveDay_insert";
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

DROP TRIGGER IF EXISTS "MemberActiveDay_update";
CREATE TRIGGER "MemberActiveDay_update" AFTER UPDATE OF "prevDay" ON "MemberActiveDay"
BEGIN
  INSERT INTO "TeamActiveDay" ("agentId", "day", "prevDay", "members")
  SELECT "ancestorId", OLD."day", OLD."prevDay", -1
  FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0
  ON CONFLICT DO UPDATE SET "members" = "members" + excluded."members";
  INSERT INTO "TeamActiveDay" ("agentId", "day", "prevDay", "members")
  SELECT "ancestorId", NEW."day", NEW."prevDay", 1
  FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0
  ON CONFLICT DO UPDATE SET "members" = "members" + excluded."members";
END;

DROP TRIGGER IF EXISTS "MemberActiveDay_delete";
CREATE TRIGGER "MemberActiveDay_delete" AFTER DELETE ON "MemberActiveDay"
BEGIN
  UPDATE "MemberActiveDay" SET "prevDay" = OLD."prevDay"
  WHERE "memberId" = OLD."memberId"
    AND "day" = (SELECT min("day") FROM "MemberActiveDay" WHERE "memberId" = OLD."memberId" AND "day" > OLD."day");
  INSERT INTO "TeamActiveDay" ("agentId", "day", "prevDay", "members")
  SELECT "ancestorId", OLD."day", OLD."prevDay", -1
  FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0
  ON CONFLICT DO UPDATE SET "members" = "members" + excluded."members";
END;
