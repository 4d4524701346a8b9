CREATE TABLE "asset_time" (
	"session_id" integer NOT NULL,
	"asset_id" integer,
	"page" integer DEFAULT -1 NOT NULL,
	"kind" text DEFAULT 'view' NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"session_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"page" integer NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "view_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"share_link_id" integer NOT NULL,
	"presentation_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"phone" text,
	"name" text,
	"viewer_user_id" integer,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_seconds" real DEFAULT 0 NOT NULL,
	"video_seconds" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"presentation_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"emoji" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_signing_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"secret" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_time" ADD CONSTRAINT "asset_time_session_id_view_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."view_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_time" ADD CONSTRAINT "asset_time_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_session_id_view_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."view_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_sessions" ADD CONSTRAINT "view_sessions_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_sessions" ADD CONSTRAINT "view_sessions_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_sessions" ADD CONSTRAINT "view_sessions_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_session_id_view_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."view_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_time_key" ON "asset_time" USING btree ("session_id",coalesce("asset_id", 0),"page","kind");--> statement-breakpoint
CREATE INDEX "asset_time_asset_idx" ON "asset_time" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_views_key" ON "page_views" USING btree ("session_id","asset_id","page");--> statement-breakpoint
CREATE INDEX "page_views_asset_idx" ON "page_views" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "view_sessions_token_key" ON "view_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "view_sessions_presentation_idx" ON "view_sessions" USING btree ("presentation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "view_sessions_link_idx" ON "view_sessions" USING btree ("share_link_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_presentation_idx" ON "feedback" USING btree ("presentation_id","created_at" DESC NULLS LAST);