CREATE TABLE "asset_pages" (
	"asset_id" integer NOT NULL,
	"index" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "asset_pages_asset_id_index_pk" PRIMARY KEY("asset_id","index")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"filename" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "page_thumbnails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "page_sizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "job_status" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "waiting_for_converted_files" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "conversion_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "conversion_finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_pages" ADD CONSTRAINT "asset_pages_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_at" is null;