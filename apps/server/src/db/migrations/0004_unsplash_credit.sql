ALTER TABLE "presentations" ADD COLUMN "unsplash_author" text;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "unsplash_author_link" text;