-- The embedded server keeps sessions and their users in memory (modules/accounts/session-cache.ts). Every
-- write to a table they are read from tells it whose entry is stale, by NOTIFY on folio_account_changes:
-- a user id, or '*' for everyone. Only a connection that set folio.account_cache to 'on' sends anything
-- (the embedded server's one connection); PostgreSQL instances keep no cache and read one setting.
-- TG_ARGV[0] names the column that holds the user id, or is '*' for a table that concerns many users.
CREATE FUNCTION "folio_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fresh jsonb;
  stale jsonb;
BEGIN
  IF current_setting('folio.account_cache', true) IS DISTINCT FROM 'on' THEN RETURN NULL; END IF;
  IF TG_LEVEL = 'STATEMENT' OR TG_ARGV[0] = '*' THEN
    PERFORM pg_notify('folio_account_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN fresh := to_jsonb(NEW); END IF;
  IF TG_OP <> 'INSERT' THEN stale := to_jsonb(OLD); END IF;
  IF TG_TABLE_NAME = 'users' AND TG_OP = 'UPDATE' THEN
    -- Marking a user active changes nothing the cache shows (it records that itself).
    IF fresh - 'last_active_at' = stale - 'last_active_at' THEN RETURN NULL; END IF;
    -- A name or an address also shows in other users' invites (as their inviter, or as the invitee).
    IF (fresh ->> 'first_name', fresh ->> 'last_name', fresh ->> 'email')
        IS DISTINCT FROM (stale ->> 'first_name', stale ->> 'last_name', stale ->> 'email') THEN
      PERFORM pg_notify('folio_account_changes', '*');
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('folio_account_changes', coalesce(fresh, stale) ->> TG_ARGV[0]);
  -- A row handed to another user changes the one it leaves too.
  IF TG_OP = 'UPDATE' AND (fresh ->> TG_ARGV[0]) IS DISTINCT FROM (stale ->> TG_ARGV[0]) THEN
    PERFORM pg_notify('folio_account_changes', stale ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new user or session is in no cache yet: only their later changes count.
CREATE TRIGGER "users_account_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "folio_account_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "sessions_account_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "folio_account_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "company_members_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_members"
  FOR EACH ROW EXECUTE FUNCTION "folio_account_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "social_accounts_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "social_accounts"
  FOR EACH ROW EXECUTE FUNCTION "folio_account_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "companies_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "folio_account_changed"('*');
--> statement-breakpoint
CREATE TRIGGER "company_invites_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_invites"
  FOR EACH ROW EXECUTE FUNCTION "folio_account_changed"('*');
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "folio_account_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "folio_account_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_members_truncated" AFTER TRUNCATE ON "company_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "folio_account_changed"();
--> statement-breakpoint
CREATE TRIGGER "social_accounts_truncated" AFTER TRUNCATE ON "social_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "folio_account_changed"();
--> statement-breakpoint
CREATE TRIGGER "companies_truncated" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "folio_account_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_invites_truncated" AFTER TRUNCATE ON "company_invites"
  FOR EACH STATEMENT EXECUTE FUNCTION "folio_account_changed"();
