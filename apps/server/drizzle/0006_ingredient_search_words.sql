CREATE TABLE "ingredient_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ingredient_search_words_trgm_idx" ON "ingredient_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "ingredient_search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "ingredient_search_words" ("word")
	SELECT DISTINCT w FROM regexp_split_to_table(NEW."search_text", '[^a-z0-9]+') AS w
	WHERE w ~ '^[a-z][a-z0-9]{2,}$'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ingredients_search_words" AFTER INSERT OR UPDATE OF "inci_name", "name_ko", "name_en", "cas_number" ON "ingredients"
	FOR EACH ROW EXECUTE FUNCTION "ingredient_search_words_add"();
--> statement-breakpoint
INSERT INTO "ingredient_search_words" ("word")
SELECT DISTINCT w FROM "ingredients", regexp_split_to_table("search_text", '[^a-z0-9]+') AS w
WHERE w ~ '^[a-z][a-z0-9]{2,}$'
ON CONFLICT DO NOTHING;
