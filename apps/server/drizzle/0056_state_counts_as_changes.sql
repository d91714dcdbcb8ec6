-- The per-state counters of 0054 and 0055 (quote_counts, purchase_counts) become rows of changes: a
-- statement on quotes or purchases appends one row a state it moved (+n or -n) instead of adding to that
-- state's one row. The one row a state was a lock every writer of that state took and held until it
-- committed: all checkouts waited for each other on 'pending_payment', and a checkout (the product's row,
-- then the counter) and a payment's confirm (the counter, then the product's sold count) waited for each
-- other: PostgreSQL found deadlocks in the crash-consistency test (2026-12-03). Appended rows lock
-- nothing. A state's count is the sum of its rows; the `state-counts-fold` job (jobs/index.ts) folds them
-- into one row a state every minute, so a read sums a handful.
ALTER TABLE "quote_counts" DROP CONSTRAINT "quote_counts_pkey";
--> statement-breakpoint
ALTER TABLE "purchase_counts" DROP CONSTRAINT "purchase_counts_pkey";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "state_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('INSERT INTO %I ("state", "n") SELECT "state", count(*) FROM new_rows GROUP BY 1', TG_ARGV[0]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "state_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('INSERT INTO %I ("state", "n") SELECT "state", -count(*) FROM old_rows GROUP BY 1', TG_ARGV[0]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "state_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only states whose count moved (a price or a note changes nothing here)
	EXECUTE format('INSERT INTO %I ("state", "n")
		SELECT "state", sum(d) FROM (
			SELECT "state", 1 AS d FROM new_rows
			UNION ALL
			SELECT "state", -1 AS d FROM old_rows
		) x GROUP BY 1 HAVING sum(d) <> 0', TG_ARGV[0]);
	RETURN NULL;
END $$;
