CREATE TABLE "personal_versions" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_versions" ADD CONSTRAINT "personal_versions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 48.2: a customer's cart lines and orders change their version in the same transaction
-- (src/server/db/schema.ts, personalVersions). A guest's rows have none (a guest has no session to
-- read it with). A customer being deleted (the cascade to their rows) gets no row here.
CREATE FUNCTION raise_personal_version(customer bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO personal_versions (customer_id, version) SELECT c.id, 1 FROM customers c WHERE c.id = customer
  ON CONFLICT (customer_id) DO UPDATE SET version = personal_versions.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION personal_rows_versioned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.is_guest THEN
    PERFORM raise_personal_version(OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.is_guest AND (TG_OP = 'INSERT' OR OLD.is_guest OR OLD.user_id <> NEW.user_id) THEN
    PERFORM raise_personal_version(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cart_lines_versioned AFTER INSERT OR UPDATE OR DELETE ON "cart_lines" FOR EACH ROW EXECUTE FUNCTION personal_rows_versioned();
--> statement-breakpoint
CREATE TRIGGER orders_versioned AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION personal_rows_versioned();
--> statement-breakpoint
-- every customer's rows at once: every version moves
CREATE FUNCTION raise_every_personal_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO personal_versions (customer_id, version) SELECT id, 1 FROM customers
  ON CONFLICT (customer_id) DO UPDATE SET version = personal_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cart_lines_truncated_versioned AFTER TRUNCATE ON "cart_lines" FOR EACH STATEMENT EXECUTE FUNCTION raise_every_personal_version();
--> statement-breakpoint
CREATE TRIGGER orders_truncated_versioned AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION raise_every_personal_version();
--> statement-breakpoint
-- the customer's own row (their name, wallet, points: what customer/info answers) moves it too
CREATE FUNCTION customer_row_versioned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM raise_personal_version(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_versioned AFTER UPDATE ON "customers" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION customer_row_versioned();
