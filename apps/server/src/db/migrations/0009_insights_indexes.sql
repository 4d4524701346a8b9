DROP INDEX "page_views_asset_idx";--> statement-breakpoint
CREATE INDEX "page_views_asset_page_idx" ON "page_views" USING btree ("asset_id","page","session_id");--> statement-breakpoint
CREATE INDEX "feedback_session_idx" ON "feedback" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "link_forwards_session_idx" ON "link_forwards" USING btree ("view_session_id");