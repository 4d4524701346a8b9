ALTER TABLE "assets" ADD COLUMN "original_thumbnail" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "thumbnail_is_original" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "thumbnail_cropped" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "thumbnail_meta" jsonb;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "thumbnail_screenshot" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "is_using_screenshot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "selected_thumbnail" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "job_thumbnail_id" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "job_thumbnail_status" text;--> statement-breakpoint
UPDATE "assets" SET "original_thumbnail" = "thumbnail";