-- Staff's analytics funnel (analytics.service.ts) starts from the customers who made a recipe in the
-- report's months: with only owner-first indexes, that was a scan of every recipe (about 100 ms of the
-- report's 260 ms at 100,000 recipes in the full bench of 2026-12-01). Read from this index alone.
CREATE INDEX "recipes_created_owner_idx" ON "recipes" USING btree ("created_at","owner_id");
