-- How many purchases each state holds, kept by statement triggers on purchases, so that staff's purchase
-- queue shows its per-state counts (the tabs) by reading a few rows instead of grouping every purchase on
-- every first page: at 300,000 purchases that was a sequential scan, 80 ms of PostgreSQL a request, for a
-- tab that held one (issue 27, 2026-12-03). A search, and a customer's own purchases, still count their
-- rows (by their indexes). Raw SQL only (modules/purchases/purchases.service.ts): not in the drizzle
-- schema, so generated migrations never see it. The same shape as sample_request_counts (0014).
CREATE TABLE "purchase_counts" (
	"state" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "purchase_counts" ("state", "n")
	SELECT "state", count(*) FROM "purchases" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "purchase_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "purchase_counts" AS c ("state", "n")
		SELECT "state", count(*) FROM new_rows GROUP BY 1
	ON CONFLICT ("state") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "purchase_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "purchase_counts" c SET "n" = c."n" - d."n"
	FROM (SELECT "state", count(*) AS "n" FROM old_rows GROUP BY 1) d
	WHERE c."state" = d."state";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "purchase_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only states whose count moved (a note or a tracking number changes nothing here)
	INSERT INTO "purchase_counts" AS c ("state", "n")
		SELECT "state", sum(d) FROM (
			SELECT "state", 1 AS d FROM new_rows
			UNION ALL
			SELECT "state", -1 AS d FROM old_rows
		) x GROUP BY 1 HAVING sum(d) <> 0
	ON CONFLICT ("state") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "purchase_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "purchase_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "purchase_counts_insert" AFTER INSERT ON "purchases"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchase_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "purchase_counts_delete" AFTER DELETE ON "purchases"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchase_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "purchase_counts_update" AFTER UPDATE ON "purchases"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchase_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "purchase_counts_truncate" AFTER TRUNCATE ON "purchases"
	FOR EACH STATEMENT EXECUTE FUNCTION "purchase_counts_truncated"();
