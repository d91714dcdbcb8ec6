CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "sales_product_daily" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_product_daily_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_daily" (
	"what" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_daily_what_day_pk" PRIMARY KEY("what","day")
);
--> statement-breakpoint
-- The sales report's and the admin dashboard's rollups (issue 27), kept by the database itself: statement
-- triggers on the rows they sum (payments, payment_refunds, purchases; users, sample_requests, quotes,
-- production_orders) add what a statement's new rows count for and take away what its old rows counted
-- for, in the writer's transaction, so no code path has to know the rollups exist. Days are Asia/Seoul
-- calendar days, as the report's. The triggers are made before the backfill: the migration's transaction
-- then holds the tables' locks, so no write can land between the backfill and its trigger.
--
-- Rollup rows are locked in one order by every path (sales_daily before sales_product_daily, keys in
-- order within a statement), so two payments or refunds of the same day wait for each other rather than
-- deadlock.
CREATE FUNCTION "sales_payments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
	INSERT INTO "sales_daily" AS s ("day", "kind", "gross", "payments")
		SELECT "day", "kind", sum("gross"), sum("n") FROM (
			SELECT ("approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", "kind", "amount" AS "gross", 1 AS "n" FROM new_rows
			WHERE "status" IN ('paid', 'partially_refunded', 'refunded') AND "approved_at" IS NOT NULL
		) x GROUP BY 1, 2 HAVING sum("gross") <> 0 OR sum("n") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "kind") DO UPDATE SET "gross" = s."gross" + excluded."gross", "payments" = s."payments" + excluded."payments";
	INSERT INTO "sales_product_daily" AS s ("day", "product_id", "units", "net", "payments")
		SELECT "day", "product_id", sum("units"), sum("net"), sum("n") FROM (
			SELECT (p."approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", b."product_id", b."quantity" AS "units",
				(p."amount" - p."refunded_amount") AS "net", 1 AS "n"
			FROM new_rows p JOIN "purchases" b ON b."id" = p."target_id"
			WHERE p."kind" = 'purchase' AND p."status" IN ('paid', 'partially_refunded', 'refunded') AND p."approved_at" IS NOT NULL
		) x GROUP BY 1, 2 HAVING sum("units") <> 0 OR sum("net") <> 0 OR sum("n") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "product_id") DO UPDATE
		SET "units" = s."units" + excluded."units", "net" = s."net" + excluded."net", "payments" = s."payments" + excluded."payments";
	ELSIF TG_OP = 'DELETE' THEN
	INSERT INTO "sales_daily" AS s ("day", "kind", "gross", "payments")
		SELECT "day", "kind", sum("gross"), sum("n") FROM (
			SELECT ("approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", "kind", -"amount" AS "gross", -1 AS "n" FROM old_rows
			WHERE "status" IN ('paid', 'partially_refunded', 'refunded') AND "approved_at" IS NOT NULL
		) x GROUP BY 1, 2 HAVING sum("gross") <> 0 OR sum("n") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "kind") DO UPDATE SET "gross" = s."gross" + excluded."gross", "payments" = s."payments" + excluded."payments";
	ELSE
	INSERT INTO "sales_daily" AS s ("day", "kind", "gross", "payments")
		SELECT "day", "kind", sum("gross"), sum("n") FROM (
			SELECT ("approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", "kind", "amount" AS "gross", 1 AS "n" FROM new_rows
			WHERE "status" IN ('paid', 'partially_refunded', 'refunded') AND "approved_at" IS NOT NULL
			UNION ALL
			SELECT ("approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", "kind", -"amount" AS "gross", -1 AS "n" FROM old_rows
			WHERE "status" IN ('paid', 'partially_refunded', 'refunded') AND "approved_at" IS NOT NULL
		) x GROUP BY 1, 2 HAVING sum("gross") <> 0 OR sum("n") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "kind") DO UPDATE SET "gross" = s."gross" + excluded."gross", "payments" = s."payments" + excluded."payments";
	-- a payment whose kind changed takes its refunds along
	INSERT INTO "sales_daily" AS s ("day", "kind", "refunded")
		SELECT "day", "kind", sum("amount") FROM (
			SELECT (f."created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", n."kind", f."amount" AS "amount"
			FROM new_rows n JOIN old_rows o ON o."id" = n."id" JOIN "payment_refunds" f ON f."payment_id" = n."id" WHERE n."kind" <> o."kind"
			UNION ALL
			SELECT (f."created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", o."kind", -f."amount" AS "amount"
			FROM new_rows n JOIN old_rows o ON o."id" = n."id" JOIN "payment_refunds" f ON f."payment_id" = n."id" WHERE n."kind" <> o."kind"
		) x GROUP BY 1, 2 HAVING sum("amount") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "kind") DO UPDATE SET "refunded" = s."refunded" + excluded."refunded";
	INSERT INTO "sales_product_daily" AS s ("day", "product_id", "units", "net", "payments")
		SELECT "day", "product_id", sum("units"), sum("net"), sum("n") FROM (
			SELECT (p."approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", b."product_id", b."quantity" AS "units",
				(p."amount" - p."refunded_amount") AS "net", 1 AS "n"
			FROM new_rows p JOIN "purchases" b ON b."id" = p."target_id"
			WHERE p."kind" = 'purchase' AND p."status" IN ('paid', 'partially_refunded', 'refunded') AND p."approved_at" IS NOT NULL
			UNION ALL
			SELECT (p."approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", b."product_id", -b."quantity" AS "units",
				-(p."amount" - p."refunded_amount") AS "net", -1 AS "n"
			FROM old_rows p JOIN "purchases" b ON b."id" = p."target_id"
			WHERE p."kind" = 'purchase' AND p."status" IN ('paid', 'partially_refunded', 'refunded') AND p."approved_at" IS NOT NULL
		) x GROUP BY 1, 2 HAVING sum("units") <> 0 OR sum("net") <> 0 OR sum("n") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "product_id") DO UPDATE
		SET "units" = s."units" + excluded."units", "net" = s."net" + excluded."net", "payments" = s."payments" + excluded."payments";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A deletion's share is taken away row by row, before the row goes, while what it joins is still
-- there: a deleted payment's refunds go with it (ON DELETE CASCADE) and a deleted account takes its
-- purchases and payments, and the statement triggers of such cascades run only after all of them, when
-- neither a refund's payment (its kind) nor a payment's purchase (its product) can be found any more.
-- Whichever of a payment and its purchase goes first takes their share; the other then finds nothing.
CREATE FUNCTION "sales_payment_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sales_daily" AS s ("day", "kind", "refunded")
		SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date, OLD."kind", -sum("amount") FROM "payment_refunds"
		WHERE "payment_id" = OLD."id" GROUP BY 1 ORDER BY 1
	ON CONFLICT ("day", "kind") DO UPDATE SET "refunded" = s."refunded" + excluded."refunded";
	IF OLD."kind" = 'purchase' AND OLD."status" IN ('paid', 'partially_refunded', 'refunded') AND OLD."approved_at" IS NOT NULL THEN
		INSERT INTO "sales_product_daily" AS s ("day", "product_id", "units", "net", "payments")
			SELECT (OLD."approved_at" AT TIME ZONE 'Asia/Seoul')::date, b."product_id", -b."quantity", -(OLD."amount" - OLD."refunded_amount"), -1
			FROM "purchases" b WHERE b."id" = OLD."target_id"
		ON CONFLICT ("day", "product_id") DO UPDATE
			SET "units" = s."units" + excluded."units", "net" = s."net" + excluded."net", "payments" = s."payments" + excluded."payments";
	END IF;
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_purchase_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sales_product_daily" AS s ("day", "product_id", "units", "net", "payments")
		SELECT (p."approved_at" AT TIME ZONE 'Asia/Seoul')::date, OLD."product_id", -sum(OLD."quantity"), -sum(p."amount" - p."refunded_amount"), -count(*)
		FROM "payments" p
		WHERE p."target_id" = OLD."id" AND p."kind" = 'purchase' AND p."status" IN ('paid', 'partially_refunded', 'refunded') AND p."approved_at" IS NOT NULL
		GROUP BY 1 ORDER BY 1
	ON CONFLICT ("day", "product_id") DO UPDATE
		SET "units" = s."units" + excluded."units", "net" = s."net" + excluded."net", "payments" = s."payments" + excluded."payments";
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_payments_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "sales_daily";
	DELETE FROM "sales_product_daily";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_refunds_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
	INSERT INTO "sales_daily" AS s ("day", "kind", "refunded")
		SELECT "day", "kind", sum("amount") FROM (
			SELECT (f."created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", p."kind", f."amount" AS "amount"
			FROM new_rows f JOIN "payments" p ON p."id" = f."payment_id"
		) x GROUP BY 1, 2 HAVING sum("amount") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "kind") DO UPDATE SET "refunded" = s."refunded" + excluded."refunded";
	ELSIF TG_OP = 'DELETE' THEN
	INSERT INTO "sales_daily" AS s ("day", "kind", "refunded")
		SELECT "day", "kind", sum("amount") FROM (
			SELECT (f."created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", p."kind", -f."amount" AS "amount"
			FROM old_rows f JOIN "payments" p ON p."id" = f."payment_id"
		) x GROUP BY 1, 2 HAVING sum("amount") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "kind") DO UPDATE SET "refunded" = s."refunded" + excluded."refunded";
	ELSE
	INSERT INTO "sales_daily" AS s ("day", "kind", "refunded")
		SELECT "day", "kind", sum("amount") FROM (
			SELECT (f."created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", p."kind", f."amount" AS "amount"
			FROM new_rows f JOIN "payments" p ON p."id" = f."payment_id"
			UNION ALL
			SELECT (f."created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", p."kind", -f."amount" AS "amount"
			FROM old_rows f JOIN "payments" p ON p."id" = f."payment_id"
		) x GROUP BY 1, 2 HAVING sum("amount") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "kind") DO UPDATE SET "refunded" = s."refunded" + excluded."refunded";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_refunds_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "sales_daily" SET "refunded" = 0 WHERE "refunded" <> 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The top products join a payment to its purchase for the product and the units: a purchase that
-- appears or changes its product or quantity moves its taken payment's share (one that goes: above).
CREATE FUNCTION "sales_purchases_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
	INSERT INTO "sales_product_daily" AS s ("day", "product_id", "units", "net", "payments")
		SELECT "day", "product_id", sum("units"), sum("net"), sum("n") FROM (
			SELECT (p."approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", b."product_id", b."quantity" AS "units",
				(p."amount" - p."refunded_amount") AS "net", 1 AS "n"
			FROM "payments" p JOIN new_rows b ON b."id" = p."target_id"
			WHERE p."kind" = 'purchase' AND p."status" IN ('paid', 'partially_refunded', 'refunded') AND p."approved_at" IS NOT NULL
		) x GROUP BY 1, 2 HAVING sum("units") <> 0 OR sum("net") <> 0 OR sum("n") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "product_id") DO UPDATE
		SET "units" = s."units" + excluded."units", "net" = s."net" + excluded."net", "payments" = s."payments" + excluded."payments";
	ELSE
	INSERT INTO "sales_product_daily" AS s ("day", "product_id", "units", "net", "payments")
		SELECT "day", "product_id", sum("units"), sum("net"), sum("n") FROM (
			SELECT (p."approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", b."product_id", b."quantity" AS "units",
				(p."amount" - p."refunded_amount") AS "net", 1 AS "n"
			FROM "payments" p JOIN new_rows b ON b."id" = p."target_id"
			WHERE p."kind" = 'purchase' AND p."status" IN ('paid', 'partially_refunded', 'refunded') AND p."approved_at" IS NOT NULL
				AND NOT EXISTS (SELECT 1 FROM old_rows o WHERE o."id" = b."id" AND o."quantity" = b."quantity" AND o."product_id" = b."product_id")
			UNION ALL
			SELECT (p."approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", b."product_id", -b."quantity" AS "units",
				-(p."amount" - p."refunded_amount") AS "net", -1 AS "n"
			FROM "payments" p JOIN old_rows b ON b."id" = p."target_id"
			WHERE p."kind" = 'purchase' AND p."status" IN ('paid', 'partially_refunded', 'refunded') AND p."approved_at" IS NOT NULL
				AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n."id" = b."id" AND n."quantity" = b."quantity" AND n."product_id" = b."product_id")
		) x GROUP BY 1, 2 HAVING sum("units") <> 0 OR sum("net") <> 0 OR sum("n") <> 0 ORDER BY 1, 2
	ON CONFLICT ("day", "product_id") DO UPDATE
		SET "units" = s."units" + excluded."units", "net" = s."net" + excluded."net", "payments" = s."payments" + excluded."payments";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_purchases_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "sales_product_daily";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_daily_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "dashboard_daily" WHERE "what" = 'customers';
	ELSIF TG_OP = 'INSERT' THEN
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'customers', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", 1 AS "d" FROM new_rows WHERE "role" = 'customer'
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	ELSIF TG_OP = 'DELETE' THEN
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'customers', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", -1 AS "d" FROM old_rows WHERE "role" = 'customer'
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	ELSE
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'customers', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", 1 AS "d" FROM new_rows WHERE "role" = 'customer'
			UNION ALL
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", -1 AS "d" FROM old_rows WHERE "role" = 'customer'
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_daily_samples"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "dashboard_daily" WHERE "what" = 'samples';
	ELSIF TG_OP = 'INSERT' THEN
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'samples', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", 1 AS "d" FROM new_rows
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	ELSIF TG_OP = 'DELETE' THEN
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'samples', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", -1 AS "d" FROM old_rows
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	ELSE
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'samples', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", 1 AS "d" FROM new_rows
			UNION ALL
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", -1 AS "d" FROM old_rows
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_daily_quotes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "dashboard_daily" WHERE "what" = 'quotes';
	ELSIF TG_OP = 'INSERT' THEN
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'quotes', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", 1 AS "d" FROM new_rows
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	ELSIF TG_OP = 'DELETE' THEN
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'quotes', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", -1 AS "d" FROM old_rows
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	ELSE
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'quotes', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", 1 AS "d" FROM new_rows
			UNION ALL
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", -1 AS "d" FROM old_rows
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_daily_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "dashboard_daily" WHERE "what" = 'orders';
	ELSIF TG_OP = 'INSERT' THEN
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'orders', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", 1 AS "d" FROM new_rows
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	ELSIF TG_OP = 'DELETE' THEN
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'orders', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", -1 AS "d" FROM old_rows
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	ELSE
	INSERT INTO "dashboard_daily" AS c ("what", "day", "n")
		SELECT 'orders', "day", sum("d") FROM (
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", 1 AS "d" FROM new_rows
			UNION ALL
			SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", -1 AS "d" FROM old_rows
		) x GROUP BY 2 HAVING sum("d") <> 0 ORDER BY 2
	ON CONFLICT ("what", "day") DO UPDATE SET "n" = c."n" + excluded."n";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sales_payments_insert" AFTER INSERT ON "payments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_payments_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_payments_update" AFTER UPDATE ON "payments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_payments_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_payments_delete" AFTER DELETE ON "payments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_payments_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_payments_deleting" BEFORE DELETE ON "payments"
	FOR EACH ROW EXECUTE FUNCTION "sales_payment_deleting"();
--> statement-breakpoint
CREATE TRIGGER "sales_payments_truncate" AFTER TRUNCATE ON "payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "sales_payments_truncated"();
--> statement-breakpoint
CREATE TRIGGER "sales_refunds_insert" AFTER INSERT ON "payment_refunds"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_refunds_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_refunds_update" AFTER UPDATE ON "payment_refunds"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_refunds_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_refunds_delete" AFTER DELETE ON "payment_refunds"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_refunds_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_refunds_truncate" AFTER TRUNCATE ON "payment_refunds"
	FOR EACH STATEMENT EXECUTE FUNCTION "sales_refunds_truncated"();
--> statement-breakpoint
CREATE TRIGGER "sales_purchases_insert" AFTER INSERT ON "purchases"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_purchases_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_purchases_update" AFTER UPDATE ON "purchases"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_purchases_changed"();
--> statement-breakpoint
CREATE TRIGGER "sales_purchases_deleting" BEFORE DELETE ON "purchases"
	FOR EACH ROW EXECUTE FUNCTION "sales_purchase_deleting"();
--> statement-breakpoint
CREATE TRIGGER "sales_purchases_truncate" AFTER TRUNCATE ON "purchases"
	FOR EACH STATEMENT EXECUTE FUNCTION "sales_purchases_truncated"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_customers_insert" AFTER INSERT ON "users"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_customers"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_customers_update" AFTER UPDATE ON "users"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_customers"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_customers_delete" AFTER DELETE ON "users"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_customers"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_customers_truncate" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_customers"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_samples_insert" AFTER INSERT ON "sample_requests"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_samples"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_samples_update" AFTER UPDATE ON "sample_requests"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_samples"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_samples_delete" AFTER DELETE ON "sample_requests"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_samples"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_samples_truncate" AFTER TRUNCATE ON "sample_requests"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_samples"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_quotes_insert" AFTER INSERT ON "quotes"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_quotes"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_quotes_update" AFTER UPDATE ON "quotes"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_quotes"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_quotes_delete" AFTER DELETE ON "quotes"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_quotes"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_quotes_truncate" AFTER TRUNCATE ON "quotes"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_quotes"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_orders_insert" AFTER INSERT ON "production_orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_orders"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_orders_update" AFTER UPDATE ON "production_orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_orders"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_orders_delete" AFTER DELETE ON "production_orders"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_orders"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_daily_orders_truncate" AFTER TRUNCATE ON "production_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_daily_orders"();
--> statement-breakpoint
-- the backfill: what the rows already there count for
INSERT INTO "sales_daily" ("day", "kind", "gross", "refunded", "payments")
	SELECT "day", "kind", sum("gross"), sum("refunded"), sum("n") FROM (
		SELECT ("approved_at" AT TIME ZONE 'Asia/Seoul')::date AS "day", "kind", "amount" AS "gross", 0 AS "refunded", 1 AS "n" FROM "payments"
		WHERE "status" IN ('paid', 'partially_refunded', 'refunded') AND "approved_at" IS NOT NULL
		UNION ALL
		SELECT (f."created_at" AT TIME ZONE 'Asia/Seoul')::date, p."kind", 0, f."amount", 0 FROM "payment_refunds" f JOIN "payments" p ON p."id" = f."payment_id"
	) x GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "sales_product_daily" ("day", "product_id", "units", "net", "payments")
	SELECT (p."approved_at" AT TIME ZONE 'Asia/Seoul')::date, b."product_id", sum(b."quantity"), sum(p."amount" - p."refunded_amount"), count(*)
	FROM "payments" p JOIN "purchases" b ON b."id" = p."target_id"
	WHERE p."kind" = 'purchase' AND p."status" IN ('paid', 'partially_refunded', 'refunded') AND p."approved_at" IS NOT NULL
	GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "dashboard_daily" ("what", "day", "n")
	SELECT 'customers', ("created_at" AT TIME ZONE 'Asia/Seoul')::date, count(*) FROM "users" WHERE "role" = 'customer' GROUP BY 2;
--> statement-breakpoint
INSERT INTO "dashboard_daily" ("what", "day", "n")
	SELECT 'samples', ("created_at" AT TIME ZONE 'Asia/Seoul')::date, count(*) FROM "sample_requests" GROUP BY 2;
--> statement-breakpoint
INSERT INTO "dashboard_daily" ("what", "day", "n")
	SELECT 'quotes', ("created_at" AT TIME ZONE 'Asia/Seoul')::date, count(*) FROM "quotes" GROUP BY 2;
--> statement-breakpoint
INSERT INTO "dashboard_daily" ("what", "day", "n")
	SELECT 'orders', ("created_at" AT TIME ZONE 'Asia/Seoul')::date, count(*) FROM "production_orders" GROUP BY 2;
