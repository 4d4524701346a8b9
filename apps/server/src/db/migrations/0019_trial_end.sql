ALTER TABLE "users" ADD COLUMN "trial_end_handled_at" timestamp with time zone;--> statement-breakpoint
-- Trials that ended before this release were over long ago: no modal for them now.
UPDATE "users" SET "trial_end_handled_at" = "trial_ends_at" WHERE "trial_ends_at" <= now();
