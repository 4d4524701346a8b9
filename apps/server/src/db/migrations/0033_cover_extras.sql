ALTER TABLE "presentations" ADD COLUMN "background_cropped_key" text;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "background_meta" jsonb;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "background_video_key" text;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "background_video_url" text;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "background_video_poster_key" text;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "picture_position" text DEFAULT 'left' NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "style" text DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "category" text DEFAULT '' NOT NULL;