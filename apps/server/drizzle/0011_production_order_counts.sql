-- How many production orders each (state, payment status) pair holds, kept by statement triggers on
-- production_orders, so that staff's order queue shows its per-state counts (and the payment filter's)
-- by reading a handful of rows instead of counting every order on each first page (a million orders
-- took 0.8 s and a sequential scan). Raw SQL only (modules/orders/orders.service.ts): not in the
-- drizzle schema, so generated migrations never see it.
CREATE TABLE "production_order_counts" (
	"state" text NOT NULL,
	"payment_status" text NOT NULL,
	"n" bigint NOT NULL,
	PRIMARY KEY ("state", "payment_status")
);
--> statement-breakpoint
INSERT INTO "production_order_counts" ("state", "payment_status", "n")
	SELECT "state", "payment_status", count(*) FROM "production_orders" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "production_order_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "production_order_counts" AS c ("state", "payment_status", "n")
		SELECT "state", "payment_status", count(*) FROM new_rows GROUP BY 1, 2
	ON CONFLICT ("state", "payment_status") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "production_order_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "production_order_counts" c SET "n" = c."n" - d."n"
	FROM (SELECT "state", "payment_status", count(*) AS "n" FROM old_rows GROUP BY 1, 2) d
	WHERE c."state" = d."state" AND c."payment_status" = d."payment_status";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "production_order_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only pairs whose count moved (a tracking number or a note changes nothing here)
	INSERT INTO "production_order_counts" AS c ("state", "payment_status", "n")
		SELECT "state", "payment_status", sum(d) FROM (
			SELECT "state", "payment_status", 1 AS d FROM new_rows
			UNION ALL
			SELECT "state", "payment_status", -1 AS d FROM old_rows
		) x GROUP BY 1, 2 HAVING sum(d) <> 0
	ON CONFLICT ("state", "payment_status") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "production_order_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "production_order_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "production_order_counts_insert" AFTER INSERT ON "production_orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "production_order_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "production_order_counts_delete" AFTER DELETE ON "production_orders"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "production_order_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "production_order_counts_update" AFTER UPDATE ON "production_orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "production_order_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "production_order_counts_truncate" AFTER TRUNCATE ON "production_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "production_order_counts_truncated"();
