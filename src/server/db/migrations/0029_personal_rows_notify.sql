-- Issue 16: every signed-in page reads the shopper's order counts (customer/info) and cart lines
-- (the header's cart). Each server process keeps them (src/server/cache/reference-cache.ts,
-- `personalData`) until a change to one of that shopper's rows is announced: the notice names the
-- table and the owner ('cart_lines:12', a guest's 'cart_lines:g12'), so one shopper's change empties
-- only their own. A TRUNCATE empties every shopper's (0011's notice, on 0028's channel, names the table alone).
CREATE OR REPLACE FUNCTION personal_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('personal_data', TG_TABLE_NAME || ':' || CASE WHEN OLD.is_guest THEN 'g' ELSE '' END || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('personal_data', TG_TABLE_NAME || ':' || CASE WHEN NEW.is_guest THEN 'g' ELSE '' END || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cart_lines_rows_changed AFTER INSERT OR UPDATE OR DELETE ON "cart_lines" FOR EACH ROW EXECUTE FUNCTION personal_rows_changed();
--> statement-breakpoint
CREATE TRIGGER orders_rows_changed AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION personal_rows_changed();
--> statement-breakpoint
CREATE TRIGGER cart_lines_truncated AFTER TRUNCATE ON "cart_lines" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed('personal_data');
--> statement-breakpoint
CREATE TRIGGER orders_truncated AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed('personal_data');
