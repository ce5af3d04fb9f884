-- The answer cache (server/src/gateway/answer-cache.ts) keeps the notices' answers until the 'notices'
-- version moves. Every write to "Announcement" moves it here, in the database, whoever writes (a seed,
-- a scenario, a restore, a QA script in plain SQL), so no code path can forget to.
CREATE TRIGGER "Announcement_cache_insert" AFTER INSERT ON "Announcement"
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES ('notices', lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
END;

CREATE TRIGGER "Announcement_cache_update" AFTER UPDATE ON "Announcement"
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES ('notices', lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
END;

CREATE TRIGGER "Announcement_cache_delete" AFTER DELETE ON "Announcement"
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES ('notices', lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
END;
