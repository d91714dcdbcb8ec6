CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || "email" || ' ' || "company_name") gin_trgm_ops);