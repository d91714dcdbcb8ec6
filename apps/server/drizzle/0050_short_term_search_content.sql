-- Decision 0029 (migration 0049) for the other searches of the same shape: recipes (customers' lists, the gallery,
-- staff's list), notices and board posts, and shop products; lib/like.ts `containsText` picks the index.
CREATE INDEX "recipes_search_grams_idx" ON "recipes" USING gin (search_grams("search_text"));--> statement-breakpoint
CREATE INDEX "notices_search_grams_idx" ON "notices" USING gin (search_grams("search_text"));--> statement-breakpoint
CREATE INDEX "board_posts_search_grams_idx" ON "board_posts" USING gin (search_grams("search_text"));--> statement-breakpoint
CREATE INDEX "products_search_grams_idx" ON "products" USING gin (search_grams("search"));