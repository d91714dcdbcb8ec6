-- The production orders' counter (0011), one row a (state, payment status) pair, becomes rows of changes
-- like the per-state counters of 0056 and 0057: a statement on production_orders appends one row a pair
-- it moved (+n or -n) instead of adding to that pair's one row, which every writer of the pair locked until
-- it committed (each order paid waited for the one paid before it; a payment's confirm holds the counter
-- while it goes on to write other rows). A pair's count is the sum of its rows; the state-counts-fold job
-- folds them (lib/state-counts.ts). The triggers stay; their functions append.
ALTER TABLE "production_order_counts" DROP CONSTRAINT "production_order_counts_pkey";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "production_order_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "production_order_counts" ("state", "payment_status", "n")
		SELECT "state", "payment_status", count(*) FROM new_rows GROUP BY 1, 2;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "production_order_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "production_order_counts" ("state", "payment_status", "n")
		SELECT "state", "payment_status", -count(*) FROM old_rows GROUP BY 1, 2;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "production_order_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only pairs whose count moved (a tracking number or a note changes nothing here)
	INSERT INTO "production_order_counts" ("state", "payment_status", "n")
		SELECT "state", "payment_status", sum(d) FROM (
			SELECT "state", "payment_status", 1 AS d FROM new_rows
			UNION ALL
			SELECT "state", "payment_status", -1 AS d FROM old_rows
		) x GROUP BY 1, 2 HAVING sum(d) <> 0;
	RETURN NULL;
END $$;
