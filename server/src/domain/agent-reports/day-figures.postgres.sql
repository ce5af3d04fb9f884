-- The team reports' day figures in PostgreSQL: the one definition of the functions and triggers that
-- keep MemberDayFigure, TeamDayFigure, MemberActiveDay and TeamActiveDay (prisma/schema/agent-reports.prisma)
-- in the transaction that writes the row they count. SQLite's twin, with the same rules: day-figures.sqlite.sql
-- (a day is the timestamp's first 10 characters there, to_char(..., 'YYYY-MM-DD') here, both UTC). What they
-- add up to is stated once more, set-wise, in day-figures.ts (the rebuild and dayFigureDrift); day-figures.test.ts
-- holds both dialects' triggers to it, and day-figures-definition.test.ts holds every migrated database to
-- this file.
--
-- Changing a rule: edit it here (and in the twin), then `pnpm db:new-migration <name>`: a migration
-- re-installs this file when what the migrations installed differs from it. A function or trigger that goes
-- away needs its DROP here. Functions are replaced and triggers dropped and created again, so the file runs
-- on any state.
--
-- A row counts once its member is in the team tree (its own TeamLink row).

-- a round: a product type's stakes, settled stakes and wins of the day it was placed
CREATE OR REPLACE FUNCTION "GameRound_day_figures_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP TRIGGER IF EXISTS "GameRound_day_figures_insert" ON "GameRound";
CREATE TRIGGER "GameRound_day_figures_insert" AFTER INSERT ON "GameRound"
FOR EACH ROW EXECUTE FUNCTION "GameRound_day_figures_insert"();

-- settling a round (status, win) or correcting it moves its figures; its member and placing time never change
CREATE OR REPLACE FUNCTION "GameRound_day_figures_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP TRIGGER IF EXISTS "GameRound_day_figures_update" ON "GameRound";
CREATE TRIGGER "GameRound_day_figures_update" AFTER UPDATE OF "gameType", "stakeMinor", "winMinor", "status" ON "GameRound"
FOR EACH ROW EXECUTE FUNCTION "GameRound_day_figures_update"();

CREATE OR REPLACE FUNCTION "GameRound_day_figures_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP TRIGGER IF EXISTS "GameRound_day_figures_delete" ON "GameRound";
CREATE TRIGGER "GameRound_day_figures_delete" AFTER DELETE ON "GameRound"
FOR EACH ROW EXECUTE FUNCTION "GameRound_day_figures_delete"();

-- a money order counts on the day it was applied for: deposits once APPROVED, withdrawals once the money
-- has left (not PENDING, REJECTED or REFUNDED); its member and day never change
CREATE OR REPLACE FUNCTION "MoneyOrder_counts"(kind text, status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT (kind = 'DEPOSIT' AND status = 'APPROVED')
      OR (kind = 'WITHDRAW' AND status NOT IN ('PENDING', 'REJECTED', 'REFUNDED'))
$$;

CREATE OR REPLACE FUNCTION "MoneyOrder_day_figures_add"() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE FUNCTION "MoneyOrder_day_figures_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "MoneyOrder_counts"(OLD."type", OLD."status")
     AND EXISTS (SELECT 1 FROM "TeamLink" WHERE "ancestorId" = OLD."memberId" AND "descendantId" = OLD."memberId") THEN
    UPDATE "MemberDayFigure" SET "itemCount" = "itemCount" - 1, "amountMinor" = "amountMinor" - OLD."amountMinor"
    WHERE "memberId" = OLD."memberId" AND "day" = to_char(OLD."appliedAt", 'YYYY-MM-DD') AND "kind" = OLD."type";
  END IF;
  RETURN NULL;
END $$;

-- as in SQLite, an update is guarded by the new row's member: the old figures leave, the new arrive
CREATE OR REPLACE FUNCTION "MoneyOrder_day_figures_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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

DROP TRIGGER IF EXISTS "MoneyOrder_day_figures_insert" ON "MoneyOrder";
CREATE TRIGGER "MoneyOrder_day_figures_insert" AFTER INSERT ON "MoneyOrder"
FOR EACH ROW EXECUTE FUNCTION "MoneyOrder_day_figures_add"();
DROP TRIGGER IF EXISTS "MoneyOrder_day_figures_update" ON "MoneyOrder";
CREATE TRIGGER "MoneyOrder_day_figures_update" AFTER UPDATE OF "status", "amountMinor" ON "MoneyOrder"
FOR EACH ROW EXECUTE FUNCTION "MoneyOrder_day_figures_update"();
DROP TRIGGER IF EXISTS "MoneyOrder_day_figures_delete" ON "MoneyOrder";
CREATE TRIGGER "MoneyOrder_day_figures_delete" AFTER DELETE ON "MoneyOrder"
FOR EACH ROW EXECUTE FUNCTION "MoneyOrder_day_figures_remove"();

-- a member's figures are added to the team of every agent above it
CREATE OR REPLACE FUNCTION "MemberDayFigure_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "TeamDayFigure" AS t ("agentId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
    SELECT "ancestorId", OLD."day", OLD."kind", -OLD."itemCount", -OLD."amountMinor", -OLD."validBetMinor", -OLD."winMinor"
    FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0
    ON CONFLICT ("agentId", "day", "kind") DO UPDATE SET
      "itemCount" = t."itemCount" + excluded."itemCount", "amountMinor" = t."amountMinor" + excluded."amountMinor",
      "validBetMinor" = t."validBetMinor" + excluded."validBetMinor", "winMinor" = t."winMinor" + excluded."winMinor";
  ELSE
    -- an insert adds the new row; an update adds the difference (a figure's key never changes)
    INSERT INTO "TeamDayFigure" AS t ("agentId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
    SELECT "ancestorId", NEW."day", NEW."kind",
      NEW."itemCount" - CASE WHEN TG_OP = 'UPDATE' THEN OLD."itemCount" ELSE 0 END,
      NEW."amountMinor" - CASE WHEN TG_OP = 'UPDATE' THEN OLD."amountMinor" ELSE 0 END,
      NEW."validBetMinor" - CASE WHEN TG_OP = 'UPDATE' THEN OLD."validBetMinor" ELSE 0 END,
      NEW."winMinor" - CASE WHEN TG_OP = 'UPDATE' THEN OLD."winMinor" ELSE 0 END
    FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0
    ON CONFLICT ("agentId", "day", "kind") DO UPDATE SET
      "itemCount" = t."itemCount" + excluded."itemCount", "amountMinor" = t."amountMinor" + excluded."amountMinor",
      "validBetMinor" = t."validBetMinor" + excluded."validBetMinor", "winMinor" = t."winMinor" + excluded."winMinor";
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "MemberDayFigure_team_insert" ON "MemberDayFigure";
CREATE TRIGGER "MemberDayFigure_team_insert" AFTER INSERT ON "MemberDayFigure"
FOR EACH ROW EXECUTE FUNCTION "MemberDayFigure_team"();
DROP TRIGGER IF EXISTS "MemberDayFigure_team_update" ON "MemberDayFigure";
CREATE TRIGGER "MemberDayFigure_team_update" AFTER UPDATE ON "MemberDayFigure"
FOR EACH ROW EXECUTE FUNCTION "MemberDayFigure_team"();
DROP TRIGGER IF EXISTS "MemberDayFigure_team_delete" ON "MemberDayFigure";
CREATE TRIGGER "MemberDayFigure_team_delete" AFTER DELETE ON "MemberDayFigure"
FOR EACH ROW EXECUTE FUNCTION "MemberDayFigure_team"();

-- an active day: the member's next active day now follows it, and every team above counts it
CREATE OR REPLACE FUNCTION "MemberActiveDay_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "MemberActiveDay" SET "prevDay" = NEW."day"
    WHERE "memberId" = NEW."memberId"
      AND "day" = (SELECT min("day") FROM "MemberActiveDay" WHERE "memberId" = NEW."memberId" AND "day" > NEW."day");
  ELSE
    INSERT INTO "TeamActiveDay" AS t ("agentId", "day", "prevDay", "members")
    SELECT "ancestorId", OLD."day", OLD."prevDay", -1
    FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0
    ON CONFLICT ("agentId", "day", "prevDay") DO UPDATE SET "members" = t."members" + excluded."members";
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE "MemberActiveDay" SET "prevDay" = OLD."prevDay"
    WHERE "memberId" = OLD."memberId"
      AND "day" = (SELECT min("day") FROM "MemberActiveDay" WHERE "memberId" = OLD."memberId" AND "day" > OLD."day");
  ELSE
    INSERT INTO "TeamActiveDay" AS t ("agentId", "day", "prevDay", "members")
    SELECT "ancestorId", NEW."day", NEW."prevDay", 1
    FROM "TeamLink" WHERE "descendantId" = NEW."memberId" AND "depth" > 0
    ON CONFLICT ("agentId", "day", "prevDay") DO UPDATE SET "members" = t."members" + excluded."members";
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "MemberActiveDay_insert" ON "MemberActiveDay";
CREATE TRIGGER "MemberActiveDay_insert" AFTER INSERT ON "MemberActiveDay"
FOR EACH ROW EXECUTE FUNCTION "MemberActiveDay_team"();
DROP TRIGGER IF EXISTS "MemberActiveDay_update" ON "MemberActiveDay";
CREATE TRIGGER "MemberActiveDay_update" AFTER UPDATE OF "prevDay" ON "MemberActiveDay"
FOR EACH ROW EXECUTE FUNCTION "MemberActiveDay_team"();
DROP TRIGGER IF EXISTS "MemberActiveDay_delete" ON "MemberActiveDay";
CREATE TRIGGER "MemberActiveDay_delete" AFTER DELETE ON "MemberActiveDay"
FOR EACH ROW EXECUTE FUNCTION "MemberActiveDay_team"();
