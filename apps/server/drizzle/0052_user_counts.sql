-- How many accounts each (role, banned) pair holds, kept by statement triggers on users (as
-- production_order_counts, migration 0011), so that staff's users list shows its counts by role and
-- status on each first page by reading a handful of rows instead of counting every account: at 120,000
-- accounts that count was a Seq Scan of users, 44 ms of PostgreSQL a request (bench, 2026-12-01). A
-- search still counts its matches (by the search's indexes). Raw SQL only (modules/users/users.service.ts):
-- not in the drizzle schema, so generated migrations never see it.
CREATE TABLE "user_counts" (
	"role" text NOT NULL,
	"banned" boolean NOT NULL,
	"n" bigint NOT NULL,
	PRIMARY KEY ("role", "banned")
);
--> statement-breakpoint
INSERT INTO "user_counts" ("role", "banned", "n")
	SELECT "role", "banned", count(*) FROM "users" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "user_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "user_counts" AS c ("role", "banned", "n")
		SELECT "role", "banned", count(*) FROM new_rows GROUP BY 1, 2
	ON CONFLICT ("role", "banned") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "user_counts" c SET "n" = c."n" - d."n"
	FROM (SELECT "role", "banned", count(*) AS "n" FROM old_rows GROUP BY 1, 2) d
	WHERE c."role" = d."role" AND c."banned" = d."banned";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only pairs whose count moved (a new name or a sign-in changes nothing here)
	INSERT INTO "user_counts" AS c ("role", "banned", "n")
		SELECT "role", "banned", sum(d) FROM (
			SELECT "role", "banned", 1 AS d FROM new_rows
			UNION ALL
			SELECT "role", "banned", -1 AS d FROM old_rows
		) x GROUP BY 1, 2 HAVING sum(d) <> 0
	ON CONFLICT ("role", "banned") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "user_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_counts_insert" AFTER INSERT ON "users"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "user_counts_delete" AFTER DELETE ON "users"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "user_counts_update" AFTER UPDATE ON "users"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "user_counts_truncate" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_truncated"();
