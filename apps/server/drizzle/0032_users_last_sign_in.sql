ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- every new session is a sign-in: keep its time on the user, where deleting sessions (suspension,
-- "sign out everywhere", expiry) cannot take it away
CREATE OR REPLACE FUNCTION sessions_sign_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "last_sign_in_at" = greatest(coalesce("last_sign_in_at", NEW."created_at"), NEW."created_at")
    WHERE "id" = NEW."user_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_sign_in" AFTER INSERT ON "sessions" FOR EACH ROW EXECUTE FUNCTION sessions_sign_in();--> statement-breakpoint
-- backfill from the sessions there are
UPDATE "users" u SET "last_sign_in_at" = s.latest
  FROM (SELECT "user_id", max("created_at") AS latest FROM "sessions" GROUP BY "user_id") s WHERE s."user_id" = u."id";
