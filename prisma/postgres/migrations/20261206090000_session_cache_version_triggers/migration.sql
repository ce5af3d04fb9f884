-- As in SQLite's migration of the same name: every write that can end a session or change what a token
-- call learns of its member moves the 'sessions' cache version (server/src/domain/accounts/session-cache.ts).
-- bump_cache_version() is the notices' migration's. Per row changed, as SQLite's: a login's "end the
-- member's other sessions" that finds none moves nothing, and every process keeps what it kept.
CREATE TRIGGER "Session_cache_version" AFTER UPDATE OF "token", "memberId", "endedAt", "endReason" OR DELETE ON "Session"
  FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('sessions');

CREATE TRIGGER "Session_cache_truncate" AFTER TRUNCATE ON "Session"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('sessions');

CREATE TRIGGER "Member_cache_version" AFTER UPDATE OF "id", "merchantCode", "username", "type", "status" OR DELETE ON "Member"
  FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('sessions');

CREATE TRIGGER "Member_cache_truncate" AFTER TRUNCATE ON "Member"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('sessions');
