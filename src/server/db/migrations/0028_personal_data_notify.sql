-- Issue 16: every signed-in request reads the shopper's session and customer row. Each server
-- process keeps them (src/server/cache/reference-cache.ts, `personalData`) until a change to either
-- table, by the app, the seed or an operator's psql, tells it on commit. A channel of its own: the
-- reference data's notices empty the page cache, and a sign-in must not. 0011's notice function
-- serves both: the channel is the trigger's argument (none: the reference data's).
CREATE OR REPLACE FUNCTION reference_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(coalesce(TG_ARGV[0], 'reference_data'), TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed('personal_data');
--> statement-breakpoint
CREATE TRIGGER customers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed('personal_data');
