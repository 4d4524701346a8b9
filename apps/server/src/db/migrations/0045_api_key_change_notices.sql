-- The embedded server keeps API keys with their owners in memory too (modules/accounts/session-cache.ts):
-- every write to api_keys (a new key, a revoke, a recorded use, a deletion) tells it, with 0040's function
-- and channel, whose keys are stale, so a revoked key is refused on its next request.
CREATE TRIGGER "api_keys_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "api_keys"
  FOR EACH ROW EXECUTE FUNCTION "folio_account_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "api_keys_truncated" AFTER TRUNCATE ON "api_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION "folio_account_changed"();
