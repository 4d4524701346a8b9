ALTER TABLE "users" ADD COLUMN "starter_templates_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "starter_template" text;