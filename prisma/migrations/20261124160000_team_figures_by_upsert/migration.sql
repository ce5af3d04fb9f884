-- The team figures follow a member's change through its TeamLink rows (one upsert per agent above it),
-- as the insert triggers already did. The triggers replaced here searched TeamDayFigure / TeamActiveDay
-- with `"agentId" IN (SELECT ... FROM "TeamLink" ...)` instead: inside a trigger SQLite ran that as a
-- search of the figures table per call, about 150 µs of every game round on a fresh seed and more as the
-- table grows (the round's day figure is updated by every round after the day's first). Same sums.

DROP TRIGGER "MemberDayFigure_team_update";
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

DROP TRIGGER "MemberDayFigure_team_delete";
CREATE TRIGGER "MemberDayFigure_team_delete" AFTER DELETE ON "MemberDayFigure"
BEGIN
  INSERT INTO "TeamDayFigure" ("agentId", "day", "kind", "itemCount", "amountMinor", "validBetMinor", "winMinor")
  SELECT "ancestorId", OLD."day", OLD."kind", -OLD."itemCount", -OLD."amountMinor", -OLD."validBetMinor", -OLD."winMinor"
  FROM "TeamLink" WHERE "descendantId" = OLD."memberId" AND "depth" > 0
  ON CONFLICT DO UPDATE SET
    "itemCount" = "itemCount" + excluded."itemCount", "amountMinor" = "amountMinor" + excluded."amountMinor",
    "validBetMinor" = "validBetMinor" + excluded."validBetMinor", "winMinor" = "winMinor" + excluded."winMinor";
END;

DROP TRIGGER "MemberActiveDay_update";
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

DROP TRIGGER "MemberActiveDay_delete";
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
