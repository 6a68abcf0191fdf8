-- Every committed change to what a website's visitors are shown (its addresses, domain proof,
-- status, live release, catalogue or blog version, or the website going away) is announced on
-- the channel `tessera_site` with the website's id. Sent in the changing transaction, so it is
-- delivered on commit only; every server process on the database listens and forgets what it
-- remembered of that website (modules/sites/site-invalidation.ts).
CREATE OR REPLACE FUNCTION tessera_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tessera_site', COALESCE(OLD.id, NEW.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER websites_site_changed_update
  AFTER UPDATE ON websites
  FOR EACH ROW
  WHEN (
    OLD.subdomain IS DISTINCT FROM NEW.subdomain
    OR OLD.domain IS DISTINCT FROM NEW.domain
    OR OLD.domain_status IS DISTINCT FROM NEW.domain_status
    OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.live_release_id IS DISTINCT FROM NEW.live_release_id
    OR OLD.catalogue_version IS DISTINCT FROM NEW.catalogue_version
    OR OLD.blog_version IS DISTINCT FROM NEW.blog_version
    OR OLD.template_id IS DISTINCT FROM NEW.template_id
  )
  EXECUTE FUNCTION tessera_site_changed();
--> statement-breakpoint
CREATE TRIGGER websites_site_changed_delete
  AFTER DELETE ON websites
  FOR EACH ROW
  EXECUTE FUNCTION tessera_site_changed();
