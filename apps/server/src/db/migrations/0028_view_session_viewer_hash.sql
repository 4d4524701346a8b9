ALTER TABLE "view_sessions" ADD COLUMN "viewer_hash" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "view_sessions" ADD COLUMN "viewer_hash2" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A session's viewer identity (see view_sessions.viewer_hash): the e-mail given, else the phone, else the
-- signed-in user, else the individual link's e-mail, else that link, else the session alone.
CREATE FUNCTION "view_sessions_viewer_hash"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  link share_links%ROWTYPE;
  identity text;
BEGIN
  SELECT * INTO link FROM share_links WHERE id = NEW.share_link_id;
  identity := CASE
    WHEN coalesce(NEW.email, '') <> '' THEN 'e:' || lower(NEW.email)
    WHEN coalesce(NEW.phone, '') <> '' THEN 'p:' || NEW.phone
    WHEN NEW.viewer_user_id IS NOT NULL THEN 'u:' || NEW.viewer_user_id
    WHEN NOT link.is_public AND coalesce(link.email, '') <> '' THEN 'e:' || lower(link.email)
    WHEN NOT link.is_public THEN 'l:' || link.id
    ELSE 's:' || NEW.id
  END;
  NEW.viewer_hash := hashtextextended(identity, 0);
  NEW.viewer_hash2 := hashtextextended(identity, 1);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "view_sessions_viewer_hash" BEFORE INSERT OR UPDATE OF email, phone, viewer_user_id, share_link_id
  ON "view_sessions" FOR EACH ROW EXECUTE FUNCTION "view_sessions_viewer_hash"();
--> statement-breakpoint
-- A link whose recipient changes changes the identity of its sessions without one of their own.
CREATE FUNCTION "share_links_viewer_hash"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE view_sessions SET share_link_id = share_link_id WHERE share_link_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "share_links_viewer_hash" AFTER UPDATE OF email, is_public ON "share_links" FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.is_public IS DISTINCT FROM NEW.is_public)
  EXECUTE FUNCTION "share_links_viewer_hash"();
--> statement-breakpoint
UPDATE view_sessions SET share_link_id = share_link_id;
