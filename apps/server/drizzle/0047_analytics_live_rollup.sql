CREATE TABLE "analytics_day_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_day_visitors_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
-- Page views summed as they arrive (issue 27, decision 0010 amended): the report read the open day's raw
-- views on every request (about 11,000 a day at the bench's scale, 70 ms of PostgreSQL each time). A
-- statement trigger now adds each statement's page views to `analytics_daily` in the writer's
-- transaction: views per day, path, referrer, device and language, and the day's distinct visitors,
-- told apart from those already counted by `analytics_day_visitors` (a visitor's hash changes every
-- day, so only the last two days are needed: a browser may send a view up to an hour late). Deleting raw
-- views (the retention job) leaves the sums alone. Rows are locked in one order by every writer
-- (visitors by day and hash, then the sums by their key), so concurrent beacons queue, never deadlock.
CREATE FUNCTION "analytics_page_views_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "views" AS (
		SELECT ("at" AT TIME ZONE 'Asia/Seoul')::date AS "day", "path", "referrer", "visitor", "lang", "device"
		FROM new_rows WHERE "kind" = 'page_view'
	), "fresh" AS (
		INSERT INTO "analytics_day_visitors" ("day", "visitor")
		SELECT DISTINCT "day", "visitor" FROM "views" WHERE "visitor" IS NOT NULL ORDER BY 1, 2
		ON CONFLICT DO NOTHING RETURNING "day"
	), "sums" AS (
		SELECT "day", 'total' AS "dim", '' AS "name", count(*) AS "views", 0 AS "visitors" FROM "views" GROUP BY 1
		UNION ALL
		SELECT "day", 'total', '', 0, count(*) FROM "fresh" GROUP BY 1
		UNION ALL
		SELECT "day", CASE WHEN grouping("path") = 0 THEN 'path' WHEN grouping("referrer") = 0 THEN 'referrer'
				WHEN grouping("device") = 0 THEN 'device' ELSE 'lang' END,
			coalesce("path", "referrer", "device", "lang"), count(*), 0
		FROM "views" GROUP BY GROUPING SETS (("day", "path"), ("day", "referrer"), ("day", "device"), ("day", "lang"))
	)
	INSERT INTO "analytics_daily" AS d ("day", "dim", "name", "views", "visitors")
		SELECT "day", "dim", "name", sum("views")::int, sum("visitors")::int FROM "sums" WHERE "name" IS NOT NULL
		GROUP BY 1, 2, 3 ORDER BY 2, 1, 3
	ON CONFLICT ("dim", "day", "name") DO UPDATE
		SET "views" = d."views" + excluded."views", "visitors" = d."visitors" + excluded."visitors";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_events_summed" AFTER INSERT ON "analytics_events"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_page_views_added"();
--> statement-breakpoint
-- The backfill: the days the old nightly sum had not reached yet (the open day, or every day on an install
-- that never ran it) are summed from the raw views, under a lock that keeps writers out until the
-- migration commits; the last two days' visitors are remembered for views still to come.
LOCK TABLE "analytics_events" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TEMPORARY TABLE "analytics_backfill" ON COMMIT DROP AS
	SELECT ("at" AT TIME ZONE 'Asia/Seoul')::date AS "day", "path", "referrer", "visitor", "lang", "device"
	FROM "analytics_events"
	WHERE "kind" = 'page_view' AND "at" >= (coalesce(
		(SELECT ("value"->>'day')::date + 1 FROM "server_settings" WHERE "key" = 'analytics_rolled_until'), '0001-01-01'::date
	))::timestamp AT TIME ZONE 'Asia/Seoul';
--> statement-breakpoint
DELETE FROM "analytics_daily" WHERE "day" IN (SELECT DISTINCT "day" FROM "analytics_backfill");
--> statement-breakpoint
INSERT INTO "analytics_daily" ("day", "dim", "name", "views", "visitors")
	SELECT "day", 'total', '', count(*)::int, count(DISTINCT "visitor")::int FROM "analytics_backfill" GROUP BY 1
	UNION ALL
	SELECT "day", CASE WHEN grouping("path") = 0 THEN 'path' WHEN grouping("referrer") = 0 THEN 'referrer'
			WHEN grouping("device") = 0 THEN 'device' ELSE 'lang' END AS "dim",
		coalesce("path", "referrer", "device", "lang") AS "name", count(*)::int, 0
	FROM "analytics_backfill"
	GROUP BY GROUPING SETS (("day", "path"), ("day", "referrer"), ("day", "device"), ("day", "lang"))
	HAVING coalesce("path", "referrer", "device", "lang") IS NOT NULL;
--> statement-breakpoint
INSERT INTO "analytics_day_visitors" ("day", "visitor")
	SELECT DISTINCT "day", "visitor" FROM "analytics_backfill"
	WHERE "visitor" IS NOT NULL AND "day" >= (now() AT TIME ZONE 'Asia/Seoul')::date - 1;
--> statement-breakpoint
DELETE FROM "server_settings" WHERE "key" = 'analytics_rolled_until';
