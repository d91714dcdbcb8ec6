-- Staff's inquiry queues at scale (bench/README.md): their per-state counts (the tabs) read a few rows
-- kept by statement triggers instead of counting every inquiry on every page (100,000 inquiries: a
-- sequential scan each time). Raw SQL only (modules/inquiries/*.service.ts), not in the drizzle schema,
-- so generated migrations never see it. The same shape as sample_request_counts (0014).
CREATE TABLE "inquiry_counts" (
	"state" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "inquiry_counts" ("state", "n")
	SELECT "state", count(*) FROM "inquiries" GROUP BY 1;
--> statement-breakpoint
CREATE TABLE "partnership_inquiry_counts" (
	"state" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "partnership_inquiry_counts" ("state", "n")
	SELECT "state", count(*) FROM "partnership_inquiries" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "inquiry_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "inquiry_counts" AS c ("state", "n")
		SELECT "state", count(*) FROM new_rows GROUP BY 1
	ON CONFLICT ("state") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "inquiry_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "inquiry_counts" c SET "n" = c."n" - d."n"
	FROM (SELECT "state", count(*) AS "n" FROM old_rows GROUP BY 1) d
	WHERE c."state" = d."state";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "inquiry_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only states whose count moved (a note or a tracking number changes nothing here)
	INSERT INTO "inquiry_counts" AS c ("state", "n")
		SELECT "state", sum(d) FROM (
			SELECT "state", 1 AS d FROM new_rows
			UNION ALL
			SELECT "state", -1 AS d FROM old_rows
		) x GROUP BY 1 HAVING sum(d) <> 0
	ON CONFLICT ("state") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "inquiry_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "inquiry_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_insert" AFTER INSERT ON "inquiries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_delete" AFTER DELETE ON "inquiries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_update" AFTER UPDATE ON "inquiries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_truncate" AFTER TRUNCATE ON "inquiries"
	FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_truncated"();
--> statement-breakpoint
CREATE FUNCTION "partnership_inquiry_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "partnership_inquiry_counts" AS c ("state", "n")
		SELECT "state", count(*) FROM new_rows GROUP BY 1
	ON CONFLICT ("state") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "partnership_inquiry_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "partnership_inquiry_counts" c SET "n" = c."n" - d."n"
	FROM (SELECT "state", count(*) AS "n" FROM old_rows GROUP BY 1) d
	WHERE c."state" = d."state";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "partnership_inquiry_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only states whose count moved (a note or a tracking number changes nothing here)
	INSERT INTO "partnership_inquiry_counts" AS c ("state", "n")
		SELECT "state", sum(d) FROM (
			SELECT "state", 1 AS d FROM new_rows
			UNION ALL
			SELECT "state", -1 AS d FROM old_rows
		) x GROUP BY 1 HAVING sum(d) <> 0
	ON CONFLICT ("state") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "partnership_inquiry_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "partnership_inquiry_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "partnership_inquiry_counts_insert" AFTER INSERT ON "partnership_inquiries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partnership_inquiry_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "partnership_inquiry_counts_delete" AFTER DELETE ON "partnership_inquiries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "partnership_inquiry_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "partnership_inquiry_counts_update" AFTER UPDATE ON "partnership_inquiries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partnership_inquiry_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "partnership_inquiry_counts_truncate" AFTER TRUNCATE ON "partnership_inquiries"
	FOR EACH STATEMENT EXECUTE FUNCTION "partnership_inquiry_counts_truncated"();
