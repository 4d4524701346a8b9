ALTER TABLE "users" ADD COLUMN "view_emails" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hot_lead_minutes" integer DEFAULT 5;