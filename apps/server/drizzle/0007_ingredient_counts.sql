CREATE TABLE "ingredient_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ingredients_visible_name_idx" ON "ingredients" USING btree ("name_en","id") WHERE visible;--> statement-breakpoint
INSERT INTO "ingredient_counts" ("key", "n") VALUES
	('all', (SELECT count(*) FROM "ingredients")),
	('visible', (SELECT count(*) FROM "ingredients" WHERE "visible"));
--> statement-breakpoint
CREATE FUNCTION "ingredient_counts_apply"(d_all bigint, d_visible bigint) RETURNS void LANGUAGE sql AS $$
	UPDATE "ingredient_counts" SET "n" = "n" + CASE "key" WHEN 'all' THEN d_all ELSE d_visible END
	WHERE ("key" = 'all' AND d_all <> 0) OR ("key" = 'visible' AND d_visible <> 0);
$$;
--> statement-breakpoint
CREATE FUNCTION "ingredient_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "ingredient_counts_apply"((SELECT count(*) FROM new_rows), (SELECT count(*) FROM new_rows WHERE "visible"));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ingredient_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "ingredient_counts_apply"(-(SELECT count(*) FROM old_rows), -(SELECT count(*) FROM old_rows WHERE "visible"));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ingredient_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "ingredient_counts_apply"(0, (SELECT count(*) FROM new_rows WHERE "visible") - (SELECT count(*) FROM old_rows WHERE "visible"));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ingredient_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "ingredient_counts" SET "n" = 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ingredient_counts_insert" AFTER INSERT ON "ingredients"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ingredient_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "ingredient_counts_delete" AFTER DELETE ON "ingredients"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ingredient_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "ingredient_counts_update" AFTER UPDATE ON "ingredients"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ingredient_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "ingredient_counts_truncate" AFTER TRUNCATE ON "ingredients"
	FOR EACH STATEMENT EXECUTE FUNCTION "ingredient_counts_truncated"();
