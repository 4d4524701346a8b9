ALTER TABLE "assets" ADD COLUMN "ai_summarizer_result" jsonb;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "summarizer_progress" jsonb;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "ignore_asset_summarizer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "show_selection_summarize" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "show_warning_ai_summarizer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "ai_generated" boolean DEFAULT false NOT NULL;