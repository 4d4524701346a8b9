ALTER TABLE "view_sessions" ADD COLUMN "access_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "access_version" integer DEFAULT 0 NOT NULL;