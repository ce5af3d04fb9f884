-- As in SQLite's migration of the same name: a member's change reaches the team figures through its
-- TeamLink rows, one upsert per agent above it (a change or removal adds the difference), instead of an
-- UPDATE of the figures table searched by `"agentId" IN (...)`. Same sums.

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
