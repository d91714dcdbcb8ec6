-- Every change to a session or a user announces itself on channel formulab_auth, so that each server
-- instance's session cache (modules/auth/session.ts) forgets it at once, whoever made the change
-- (better-auth, the admin screens, a command-line script, psql).
CREATE OR REPLACE FUNCTION formulab_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('formulab_auth', 't:' || OLD.token);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION formulab_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('formulab_auth', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION formulab_notify_session();
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION formulab_notify_user();
