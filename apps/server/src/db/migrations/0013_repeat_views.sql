CREATE TABLE "view_session_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "view_sessions" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "view_session_tokens" ADD CONSTRAINT "view_session_tokens_session_id_view_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."view_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "view_sessions_client_idx" ON "view_sessions" USING btree ("share_link_id","client_hash");