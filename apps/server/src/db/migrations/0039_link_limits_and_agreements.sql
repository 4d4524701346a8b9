CREATE TABLE "agreement_acceptances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"share_link_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "link_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"share_link_id" integer NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_viewers" (
	"share_link_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_viewers_share_link_id_viewer_key_pk" PRIMARY KEY("share_link_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "expires_days_after_first_view" integer;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "max_views" integer;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "max_viewers" integer;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "first_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "views_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "viewers_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_agreement_id_link_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."link_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_agreements" ADD CONSTRAINT "link_agreements_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_viewers" ADD CONSTRAINT "link_viewers_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_acceptances_link_idx" ON "agreement_acceptances" USING btree ("share_link_id","accepted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "link_agreements_version_key" ON "link_agreements" USING btree ("share_link_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "link_agreements_current_key" ON "link_agreements" USING btree ("share_link_id") WHERE "link_agreements"."current";