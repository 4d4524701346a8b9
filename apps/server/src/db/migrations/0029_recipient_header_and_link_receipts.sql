ALTER TABLE "users" ADD COLUMN "hide_recipient_header" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "presentation_receipts" ADD COLUMN "by_link" boolean DEFAULT false NOT NULL;