CREATE TABLE "assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"presentation_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"website" text,
	"thumbnail" text,
	"contact" jsonb,
	"height" integer DEFAULT 310 NOT NULL,
	"file_key" text,
	"filename" text,
	"number_of_pages" integer DEFAULT 0 NOT NULL,
	"converted_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploading" boolean DEFAULT false NOT NULL,
	"percentage_upload" real DEFAULT 0 NOT NULL,
	"has_error" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clipboard_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clipboard_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source_presentation_id" integer,
	"asset" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_receipts" (
	"presentation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shared_by_user_id" integer,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presentation_receipts_user_id_presentation_id_pk" PRIMARY KEY("user_id","presentation_id")
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "presentations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer,
	"type" text DEFAULT 'presentation' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_is_hidden" boolean DEFAULT false NOT NULL,
	"logo_key" text,
	"background_key" text,
	"background_thumbnail_key" text,
	"background_color" text,
	"background_opacity" real DEFAULT 0.6 NOT NULL,
	"border_color" text,
	"opening_msg" text DEFAULT '' NOT NULL,
	"closing_msg" text DEFAULT '' NOT NULL,
	"user_name_is_hidden" boolean DEFAULT false NOT NULL,
	"created_by_text" text DEFAULT '' NOT NULL,
	"created_by_text_color" text,
	"favorite" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_template" boolean DEFAULT false NOT NULL,
	"folder_id" integer,
	"is_webpage" boolean DEFAULT false NOT NULL,
	"disable_forwarding" boolean DEFAULT false NOT NULL,
	"times_cloned" integer DEFAULT 0 NOT NULL,
	"number_of_access" integer DEFAULT 0 NOT NULL,
	"number_of_invites" integer DEFAULT 0 NOT NULL,
	"number_of_feedback" integer DEFAULT 0 NOT NULL,
	"last_access" timestamp with time zone,
	"share_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clipboard_items" ADD CONSTRAINT "clipboard_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clipboard_items" ADD CONSTRAINT "clipboard_items_source_presentation_id_presentations_id_fk" FOREIGN KEY ("source_presentation_id") REFERENCES "public"."presentations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_receipts" ADD CONSTRAINT "presentation_receipts_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_receipts" ADD CONSTRAINT "presentation_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_receipts" ADD CONSTRAINT "presentation_receipts_shared_by_user_id_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_presentation_position_idx" ON "assets" USING btree ("presentation_id","position");--> statement-breakpoint
CREATE INDEX "clipboard_user_idx" ON "clipboard_items" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_user_email_key" ON "contacts" USING btree ("user_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "folders_user_name_key" ON "folders" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "presentations_owner_list_idx" ON "presentations" USING btree ("user_id","id" DESC NULLS LAST) WHERE "presentations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "presentations_company_templates_idx" ON "presentations" USING btree ("company_id") WHERE "presentations"."is_template";--> statement-breakpoint
CREATE INDEX "presentations_folder_idx" ON "presentations" USING btree ("folder_id");