CREATE TABLE "link_forwards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "link_forwards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"share_link_id" integer NOT NULL,
	"presentation_id" integer NOT NULL,
	"view_session_id" integer,
	"forward_link_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_white_label" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "presentation_receipts" ADD COLUMN "share_link_id" integer;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "has_auto_reminder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "days_until_next_reminder" integer;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "reminder_interval" integer;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "next_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "forwarded_from_link_id" integer;--> statement-breakpoint
ALTER TABLE "link_forwards" ADD CONSTRAINT "link_forwards_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_forwards" ADD CONSTRAINT "link_forwards_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_forwards" ADD CONSTRAINT "link_forwards_forward_link_id_share_links_id_fk" FOREIGN KEY ("forward_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_forwards_presentation_idx" ON "link_forwards" USING btree ("presentation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_forwarded_from_link_id_share_links_id_fk" FOREIGN KEY ("forwarded_from_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_next_reminder_idx" ON "share_links" USING btree ("next_reminder_at") WHERE "share_links"."next_reminder_at" is not null;--> statement-breakpoint
CREATE INDEX "share_links_email_idx" ON "share_links" USING btree ("created_by_user_id","email");