-- The public notice and board lists sort by the keyset's expressions (pinned::int, then the date and id,
-- modules/notices, modules/board); indexes on the boolean column itself could not give that order, so every
-- page sorted every notice or post (a sequential scan). The same indexes, on the expression.
DROP INDEX "notices_list_idx";--> statement-breakpoint
DROP INDEX "board_posts_latest_idx";--> statement-breakpoint
DROP INDEX "board_posts_category_idx";--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree (("pinned"::int) desc nulls last,"publish_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_posts_latest_idx" ON "board_posts" USING btree (("pinned"::int) desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_posts_category_idx" ON "board_posts" USING btree ("category_id",("pinned"::int) desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);