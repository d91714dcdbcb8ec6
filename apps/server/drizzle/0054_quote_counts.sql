-- How many quotes each state holds, kept by statement triggers on quotes, so that staff's quote queue
-- shows its per-state counts (the tabs) by reading a few rows instead of grouping every quote on every
-- first page: at 1,000,000 quotes that was a sequential scan, 0.12 s of PostgreSQL a request (issue 27,
-- 2026-12-03). A search, and a customer's own quotes, still count their rows (by their indexes). Raw SQL
-- only (modules/quotes/quotes.service.ts): not in the drizzle schema, so generated migrations never see
-- it. The shape of sample_request_counts (0014), with trigger functions any table's per-state counter can
-- use: the counter's name is the trigger's argument (purchase_counts, 0055, uses them too).
CREATE TABLE "quote_counts" (
	"state" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "quote_counts" ("state", "n")
	SELECT "state", count(*) FROM "quotes" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "state_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('INSERT INTO %I AS c ("state", "n") SELECT "state", count(*) FROM new_rows GROUP BY 1
		ON CONFLICT ("state") DO UPDATE SET "n" = c."n" + excluded."n"', TG_ARGV[0]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "state_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('UPDATE %I c SET "n" = c."n" - d."n"
		FROM (SELECT "state", count(*) AS "n" FROM old_rows GROUP BY 1) d WHERE c."state" = d."state"', TG_ARGV[0]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "state_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only states whose count moved (a price or a note changes nothing here)
	EXECUTE format('INSERT INTO %I AS c ("state", "n")
		SELECT "state", sum(d) FROM (
			SELECT "state", 1 AS d FROM new_rows
			UNION ALL
			SELECT "state", -1 AS d FROM old_rows
		) x GROUP BY 1 HAVING sum(d) <> 0
		ON CONFLICT ("state") DO UPDATE SET "n" = c."n" + excluded."n"', TG_ARGV[0]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "state_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quote_counts_insert" AFTER INSERT ON "quotes"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_inserted"('quote_counts');
--> statement-breakpoint
CREATE TRIGGER "quote_counts_delete" AFTER DELETE ON "quotes"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_deleted"('quote_counts');
--> statement-breakpoint
CREATE TRIGGER "quote_counts_update" AFTER UPDATE ON "quotes"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_updated"('quote_counts');
--> statement-breakpoint
CREATE TRIGGER "quote_counts_truncate" AFTER TRUNCATE ON "quotes"
	FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_truncated"('quote_counts');
