CREATE INDEX "mail_outbox_search_trgm_idx" ON "mail_outbox" USING gin (lower("to" || ' ' || "subject") gin_trgm_ops);--> statement-breakpoint
-- The outbox's totals at scale (100,000 e-mails: a sequential scan for every first page): a few rows
-- by status kept by statement triggers, the same shape as inquiry_counts (0018). Raw SQL only
-- (modules/console/console.service.ts), not in the drizzle schema, so generated migrations never see it.
CREATE TABLE "mail_outbox_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "mail_outbox_counts" ("status", "n")
	SELECT "status", count(*) FROM "mail_outbox" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "mail_outbox_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "mail_outbox_counts" AS c ("status", "n")
		SELECT "status", count(*) FROM new_rows GROUP BY 1
	ON CONFLICT ("status") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "mail_outbox_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "mail_outbox_counts" c SET "n" = c."n" - d."n"
	FROM (SELECT "status", count(*) AS "n" FROM old_rows GROUP BY 1) d
	WHERE c."status" = d."status";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "mail_outbox_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only statuses whose count moved (queued → sent, a retry back to queued)
	INSERT INTO "mail_outbox_counts" AS c ("status", "n")
		SELECT "status", sum(d) FROM (
			SELECT "status", 1 AS d FROM new_rows
			UNION ALL
			SELECT "status", -1 AS d FROM old_rows
		) x GROUP BY 1 HAVING sum(d) <> 0
	ON CONFLICT ("status") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "mail_outbox_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "mail_outbox_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "mail_outbox_counts_insert" AFTER INSERT ON "mail_outbox"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "mail_outbox_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "mail_outbox_counts_delete" AFTER DELETE ON "mail_outbox"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "mail_outbox_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "mail_outbox_counts_update" AFTER UPDATE ON "mail_outbox"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "mail_outbox_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "mail_outbox_counts_truncate" AFTER TRUNCATE ON "mail_outbox"
	FOR EACH STATEMENT EXECUTE FUNCTION "mail_outbox_counts_truncated"();
