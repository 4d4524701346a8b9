CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "presentations_title_trgm_idx" ON "presentations" USING gin ("title" gin_trgm_ops);