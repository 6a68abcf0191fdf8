-- Every committed change to a sign-in session (its end by sign-out, refresh, password change or
-- reset, or with its account) or to an account's row (e-mail, names, plan, preferences,
-- password) is announced on the channel `tessera_session` with the account's id. Sent in the
-- changing transaction, so it is delivered on commit only; every server process on the database
-- listens and forgets the account's remembered sessions (modules/auth/session-cache.ts).
CREATE OR REPLACE FUNCTION tessera_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tessera_session', OLD.user_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tessera_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tessera_session', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_session_changed
  AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW
  EXECUTE FUNCTION tessera_session_changed();
--> statement-breakpoint
CREATE TRIGGER users_account_changed_update
  AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION tessera_account_changed();
--> statement-breakpoint
CREATE TRIGGER users_account_changed_delete
  AFTER DELETE ON users
  FOR EACH ROW
  EXECUTE FUNCTION tessera_account_changed();
