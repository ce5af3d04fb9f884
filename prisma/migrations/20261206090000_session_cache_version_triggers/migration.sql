-- Token calls keep a live session in memory while the 'sessions' cache version holds
-- (server/src/domain/accounts/session-cache.ts). Every write that can end a session or change what a
-- call learns of its member moves it here, in the database, whoever writes (a logout, a second login, an
-- admin lock, a scenario, a QA script in plain SQL). Activity (lastSeenAt) does not: it is no end.
CREATE TRIGGER "Session_cache_end" AFTER UPDATE OF "token", "memberId", "endedAt", "endReason" ON "Session"
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES ('sessions', lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
END;

CREATE TRIGGER "Session_cache_delete" AFTER DELETE ON "Session"
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES ('sessions', lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
END;

CREATE TRIGGER "Member_cache_update" AFTER UPDATE OF "id", "merchantCode", "username", "type", "status" ON "Member"
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES ('sessions', lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
END;

CREATE TRIGGER "Member_cache_delete" AFTER DELETE ON "Member"
BEGIN
  INSERT INTO "CacheVersion" ("topic", "stamp", "changedAt")
  VALUES ('sessions', lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
  ON CONFLICT ("topic") DO UPDATE SET "stamp" = excluded."stamp", "changedAt" = excluded."changedAt";
END;
