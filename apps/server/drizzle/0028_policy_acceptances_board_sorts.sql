-- 1. A log of policy acceptances for staff (GET /api/admin/policies/acceptances, modules/policies). Until now
-- only the versions a user accepted last were kept (users.terms_version / privacy_version), without when.
-- `policy_acceptances` keeps every acceptance; the trigger below writes it whenever one of those columns is
-- set or changes — sign-up (better-auth's insert), the "accept new terms" prompt (acceptPolicies), seeds and
-- scripts alike — in the same statement. The users' current versions are copied in, dated at the earliest the
-- acceptance can have happened: the later of sign-up (consented_at, else created_at) and the version's
-- effective date. Indexes: the list newest first, one kind and version newest first, and by user (a search
-- finds its users first; a deleted user's rows cascade). `policy_acceptance_counts` (per kind and version, kept
-- by statement triggers like board_post_counts, 0015; raw SQL only, not in the drizzle schema) gives the first
-- page its total without counting the log (a Seq Scan of it, 1.5 ms of PostgreSQL per page at 45,000 rows and
-- growing with every sign-up); a search still counts its matches.
-- 2. The board's sort=views and sort=comments read their keysets' order (view_count or comment_count desc,
-- then id desc; no pinned first, unlike sort=latest) from an index instead of sorting every post per page.
CREATE TABLE "policy_acceptances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_acceptances_latest_idx" ON "policy_acceptances" USING btree ("accepted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policy_acceptances_version_idx" ON "policy_acceptances" USING btree ("kind","version","accepted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policy_acceptances_user_idx" ON "policy_acceptances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "board_posts_views_idx" ON "board_posts" USING btree ("view_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_posts_comments_idx" ON "board_posts" USING btree ("comment_count" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "policy_acceptance_counts" (
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"n" bigint NOT NULL,
	PRIMARY KEY ("kind", "version")
);
--> statement-breakpoint
CREATE FUNCTION "policy_acceptance_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "policy_acceptance_counts" AS c ("kind", "version", "n")
		SELECT "kind", "version", count(*) FROM new_rows GROUP BY 1, 2
	ON CONFLICT ("kind", "version") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "policy_acceptance_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "policy_acceptance_counts" c SET "n" = c."n" - d."n"
	FROM (SELECT "kind", "version", count(*) AS "n" FROM old_rows GROUP BY 1, 2) d
	WHERE c."kind" = d."kind" AND c."version" = d."version";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "policy_acceptance_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- the log is never edited; should a row be, its kind and version move
	INSERT INTO "policy_acceptance_counts" AS c ("kind", "version", "n")
		SELECT "kind", "version", sum(d) FROM (
			SELECT "kind", "version", 1 AS d FROM new_rows
			UNION ALL
			SELECT "kind", "version", -1 AS d FROM old_rows
		) x GROUP BY 1, 2 HAVING sum(d) <> 0
	ON CONFLICT ("kind", "version") DO UPDATE SET "n" = c."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "policy_acceptance_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "policy_acceptance_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "policy_acceptance_counts_insert" AFTER INSERT ON "policy_acceptances"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "policy_acceptance_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "policy_acceptance_counts_delete" AFTER DELETE ON "policy_acceptances"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "policy_acceptance_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "policy_acceptance_counts_update" AFTER UPDATE ON "policy_acceptances"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "policy_acceptance_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "policy_acceptance_counts_truncate" AFTER TRUNCATE ON "policy_acceptances"
	FOR EACH STATEMENT EXECUTE FUNCTION "policy_acceptance_counts_truncated"();
--> statement-breakpoint
INSERT INTO "policy_acceptances" ("user_id", "kind", "version", "accepted_at")
	SELECT u."id", a."kind", a."version", greatest(coalesce(u."consented_at", u."created_at"), coalesce(p."effective_at", u."created_at"))
	FROM "users" u
	CROSS JOIN LATERAL (VALUES ('terms', u."terms_version"), ('privacy', u."privacy_version")) a ("kind", "version")
	LEFT JOIN "policies" p ON p."kind" = a."kind" AND p."version" = a."version"
	WHERE a."version" IS NOT NULL
	ORDER BY 4, 1, 2;
--> statement-breakpoint
CREATE FUNCTION "users_policy_accepted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."terms_version" IS NOT NULL AND (TG_OP = 'INSERT' OR NEW."terms_version" IS DISTINCT FROM OLD."terms_version") THEN
		INSERT INTO "policy_acceptances" ("user_id", "kind", "version") VALUES (NEW."id", 'terms', NEW."terms_version");
	END IF;
	IF NEW."privacy_version" IS NOT NULL AND (TG_OP = 'INSERT' OR NEW."privacy_version" IS DISTINCT FROM OLD."privacy_version") THEN
		INSERT INTO "policy_acceptances" ("user_id", "kind", "version") VALUES (NEW."id", 'privacy', NEW."privacy_version");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_policy_accepted_insert" AFTER INSERT ON "users"
	FOR EACH ROW WHEN (NEW."terms_version" IS NOT NULL OR NEW."privacy_version" IS NOT NULL)
	EXECUTE FUNCTION "users_policy_accepted"();
--> statement-breakpoint
CREATE TRIGGER "users_policy_accepted_update" AFTER UPDATE OF "terms_version", "privacy_version" ON "users"
	FOR EACH ROW WHEN (NEW."terms_version" IS DISTINCT FROM OLD."terms_version" OR NEW."privacy_version" IS DISTINCT FROM OLD."privacy_version")
	EXECUTE FUNCTION "users_policy_accepted"();
