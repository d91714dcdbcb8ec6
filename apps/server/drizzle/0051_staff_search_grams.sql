-- Decision 0029 (migrations 0049, 0050) for the staff searches left: the ingredients' (public and staff's
-- list, by names and CAS), sub-materials', materials' (trade name, supplier), IR disclosures', partnership
-- inquiries', payments' and purchases'. The last five had no index at all; lib/like.ts containsAnyField
-- looks a term up in the fields joined by spaces and tests each field exactly.
CREATE INDEX "ingredients_search_grams_idx" ON "ingredients" USING gin (search_grams("search_text"));--> statement-breakpoint
CREATE INDEX "materials_search_trgm_idx" ON "materials" USING gin (lower("trade_name" || ' ' || "supplier") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_search_grams_idx" ON "materials" USING gin (search_grams(lower("trade_name" || ' ' || "supplier")));--> statement-breakpoint
CREATE INDEX "sub_materials_search_grams_idx" ON "sub_materials" USING gin (search_grams("search_text"));--> statement-breakpoint
CREATE INDEX "ir_posts_search_trgm_idx" ON "ir_posts" USING gin (lower("title" || ' ' || "body_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ir_posts_search_grams_idx" ON "ir_posts" USING gin (search_grams(lower("title" || ' ' || "body_text")));--> statement-breakpoint
CREATE INDEX "purchases_search_trgm_idx" ON "purchases" USING gin (lower("product_name_ko" || ' ' || "product_name_en") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchases_search_grams_idx" ON "purchases" USING gin (search_grams(lower("product_name_ko" || ' ' || "product_name_en")));--> statement-breakpoint
CREATE INDEX "payments_search_trgm_idx" ON "payments" USING gin (lower("order_id" || ' ' || "target_ref" || ' ' || "order_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_search_grams_idx" ON "payments" USING gin (search_grams(lower("order_id" || ' ' || "target_ref" || ' ' || "order_name")));--> statement-breakpoint
CREATE INDEX "partnership_inquiries_search_trgm_idx" ON "partnership_inquiries" USING gin (lower("company" || ' ' || "contact_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partnership_inquiries_search_grams_idx" ON "partnership_inquiries" USING gin (search_grams(lower("company" || ' ' || "contact_name" || ' ' || "email")));