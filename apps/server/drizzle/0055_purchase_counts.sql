-- How many purchases each state holds, kept by statement triggers on purchases (the per-state counter's
-- functions of 0054), so that staff's purchase queue shows its per-state counts (the tabs) by reading a
-- few rows instead of grouping every purchase on every first page: at 300,000 purchases that was a
-- sequential scan, 30–80 ms of PostgreSQL a request, for a tab that held one (issue 27, 2026-12-03). A
-- search, and a customer's own purchases, still count their rows (by their indexes). Raw SQL only
-- (modules/purchases/purchases.service.ts): not in the drizzle schema, so generated migrations never see it.
CREATE TABLE "purchase_counts" (
	"state" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "purchase_counts" ("state", "n")
	SELECT "state", count(*) FROM "purchases" GROUP BY 1;
--> statement-breakpoint
CREATE TRIGGER "purchase_counts_insert" AFTER INSERT ON "purchases"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_inserted"('purchase_counts');
--> statement-breakpoint
CREATE TRIGGER "purchase_counts_delete" AFTER DELETE ON "purchases"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_deleted"('purchase_counts');
--> statement-breakpoint
CREATE TRIGGER "purchase_counts_update" AFTER UPDATE ON "purchases"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_updated"('purchase_counts');
--> statement-breakpoint
CREATE TRIGGER "purchase_counts_truncate" AFTER TRUNCATE ON "purchases"
	FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_truncated"('purchase_counts');
