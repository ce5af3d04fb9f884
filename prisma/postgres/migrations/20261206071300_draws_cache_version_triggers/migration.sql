-- As in SQLite's migration of the same name: every write to "LotteryForcedNumber" moves the 'draws'
-- cache version (server/src/gateway/answer-cache.ts), in the database, whoever writes. Once per
-- statement, through the function of 20261206060000_notice_cache_version_triggers.
CREATE TRIGGER "LotteryForcedNumber_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "LotteryForcedNumber"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('draws');
