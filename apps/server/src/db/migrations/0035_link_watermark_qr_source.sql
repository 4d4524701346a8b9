ALTER TABLE "view_sessions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "watermark" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "watermark_opacity" integer DEFAULT 20 NOT NULL;