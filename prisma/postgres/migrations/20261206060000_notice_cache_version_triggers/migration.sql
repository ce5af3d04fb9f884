-- As in SQLite's migration of the same name: every write to "Announcement" moves the 'notices' cache
-- version (server/src/gateway/answer-cache.ts), in the database, whoever writes. Once per statement.
CREATE OR REPLACE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES (TG_ARGV[0], md5(random()::text || clock_timestamp()::text), now())
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
  RETURN NULL;
END $$;

CREATE TRIGGER "Announcement_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Announcement"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('notices');
