-- The answer cache (server/src/gateway/answer-cache.ts) keeps the lottery gateway's draws until the
-- 'draws' version moves. Every write to "LotteryForcedNumber" (a number QA forced: rare, admin-set)
-- moves it here, in the database, whoever writes (the back office, a restore, a QA script in plain SQL).
CREATE TRIGGER "LotteryForcedNumber_cache_insert" AFTER INSERT ON "LotteryForcedNumber"
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES ('draws', lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
END;

CREATE TRIGGER "LotteryForcedNumber_cache_update" AFTER UPDATE ON "LotteryForcedNumber"
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES ('draws', lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
END;

CREATE TRIGGER "LotteryForcedNumber_cache_delete" AFTER DELETE ON "LotteryForcedNumber"
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES ('draws', lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
END;
