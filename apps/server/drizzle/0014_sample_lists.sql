-- Sample request lists at scale (bench/README.md, "Sample requests"): a customer's per-state counts and state tab
-- read sample_requests_owner_state_idx (index only), and staff's queue reads its per-state counts from
-- sample_request_counts instead of counting every request on every page.
CREATE INDEX "sample_requests_owner_state_idx" ON "sample_requests" USING btree ("owner_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- How many sample requests each state holds, kept by statement triggers on sample_requests, so that
-- staff's sample queue shows its per-state counts (the tabs) by reading eight rows instead of counting
-- every request, with its customer joined, on every page (300,000 requests: a sequential scan of the
-- table each time). Raw SQL only (modules/samples/samples.service.ts): not in the drizzle schema, so
-- generated migrations never see it. The same shape as production_order_counts (0011).
CREATE TABLE "sample_request_counts" (
	"state" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "sample_request_counts" ("state", "n")
	SELECT "state", count(*) FROM "sample_requests" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "sample_request_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sample_request_counts" AS c ("state", "n")
		SELECT "state", count(*) FROM new_rows GROUP BY 1
	ON CONFLICT ("state") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sample_request_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "sample_request_counts" c SET "n" = c."n" - d."n"
	FROM (SELECT "state", count(*) AS "n" FROM old_rows GROUP BY 1) d
	WHERE c."state" = d."state";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sample_request_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only states whose count moved (a note or a tracking number changes nothing here)
	INSERT INTO "sample_request_counts" AS c ("state", "n")
		SELECT "state", sum(d) FROM (
			SELECT "state", 1 AS d FROM new_rows
			UNION ALL
			SELECT "state", -1 AS d FROM old_rows
		) x GROUP BY 1 HAVING sum(d) <> 0
	ON CONFLICT ("state") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sample_request_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "sample_request_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sample_request_counts_insert" AFTER INSERT ON "sample_requests"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sample_request_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "sample_request_counts_delete" AFTER DELETE ON "sample_requests"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sample_request_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "sample_request_counts_update" AFTER UPDATE ON "sample_requests"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sample_request_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "sample_request_counts_truncate" AFTER TRUNCATE ON "sample_requests"
	FOR EACH STATEMENT EXECUTE FUNCTION "sample_request_counts_truncated"();
