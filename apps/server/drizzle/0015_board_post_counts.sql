-- How many visible (not hidden) posts each board category holds, kept by statement triggers on
-- board_posts, so that the board's first page shows its total by reading a handful of rows instead of
-- counting every visible post (200,000 posts: a parallel sequential scan, about 230 ms of PostgreSQL
-- per first page; bench/README.md, "Content"). A search still counts its matches. Raw SQL only
-- (modules/board/board.service.ts): not in the drizzle schema. The shape of production_order_counts (0011).
CREATE TABLE "board_post_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "board_post_counts" ("category_id", "n")
	SELECT "category_id", count(*) FROM "board_posts" WHERE NOT "hidden" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "board_post_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "board_post_counts" AS c ("category_id", "n")
		SELECT "category_id", count(*) FROM new_rows WHERE NOT "hidden" GROUP BY 1
	ON CONFLICT ("category_id") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "board_post_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "board_post_counts" c SET "n" = c."n" - d."n"
	FROM (SELECT "category_id", count(*) AS "n" FROM old_rows WHERE NOT "hidden" GROUP BY 1) d
	WHERE c."category_id" = d."category_id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "board_post_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only categories whose visible count moved (hiding, showing, moving a post; an edit changes nothing)
	INSERT INTO "board_post_counts" AS c ("category_id", "n")
		SELECT "category_id", sum(d) FROM (
			SELECT "category_id", 1 AS d FROM new_rows WHERE NOT "hidden"
			UNION ALL
			SELECT "category_id", -1 AS d FROM old_rows WHERE NOT "hidden"
		) x GROUP BY 1 HAVING sum(d) <> 0
	ON CONFLICT ("category_id") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "board_post_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "board_post_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "board_post_counts_insert" AFTER INSERT ON "board_posts"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_post_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "board_post_counts_delete" AFTER DELETE ON "board_posts"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_post_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "board_post_counts_update" AFTER UPDATE ON "board_posts"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_post_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "board_post_counts_truncate" AFTER TRUNCATE ON "board_posts"
	FOR EACH STATEMENT EXECUTE FUNCTION "board_post_counts_truncated"();
