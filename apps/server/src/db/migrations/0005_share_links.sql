CREATE TABLE "share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"presentation_id" integer NOT NULL,
	"hash" text NOT NULL,
	"name" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_indexable" boolean DEFAULT false NOT NULL,
	"submitted_to_gallery" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"activity_email_updates" boolean DEFAULT true NOT NULL,
	"require_email" boolean DEFAULT false NOT NULL,
	"require_email_message" text DEFAULT '' NOT NULL,
	"require_phone_number" boolean DEFAULT false NOT NULL,
	"require_phone_number_message" text DEFAULT '' NOT NULL,
	"forward_tracking" boolean DEFAULT false NOT NULL,
	"prevent_download" boolean DEFAULT false NOT NULL,
	"prevent_feedback" boolean DEFAULT false NOT NULL,
	"prevent_printing" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_hash_key" ON "share_links" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "share_links_presentation_idx" ON "share_links" USING btree ("presentation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_one_public_key" ON "share_links" USING btree ("presentation_id") WHERE "share_links"."is_public" and not "share_links"."disabled";