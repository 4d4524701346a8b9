CREATE TABLE "view_session_batches" (
	"session_id" integer NOT NULL,
	"tab_id" text NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "view_session_batches_session_id_tab_id_seq_pk" PRIMARY KEY("session_id","tab_id","seq")
);
--> statement-breakpoint
ALTER TABLE "view_sessions" ADD COLUMN "view_counted_to" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "view_sessions" ADD COLUMN "video_counted_to" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "view_session_batches" ADD CONSTRAINT "view_session_batches_session_id_view_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."view_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Sessions opened before: their time is counted up to their last beacon.
UPDATE "view_sessions" SET "view_counted_to" = "last_seen_at", "video_counted_to" = "last_seen_at";
