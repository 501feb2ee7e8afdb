-- Issue 16: every product page reads its item by id or slug. Each server process on the embedded
-- database keeps that row (src/server/cache/reference-cache.ts, `itemRows`) until a change to the item
-- is announced: the notice names it ('items:7'), so an order that takes stock from one item empties
-- only that item's entries. A TRUNCATE of items, or any change to units (whose name the row carries),
-- names the table and empties them all.
CREATE OR REPLACE FUNCTION item_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('item_data', 'items:' || OLD.id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('item_data', 'items:' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_rows_changed AFTER INSERT OR UPDATE OR DELETE ON "items" FOR EACH ROW EXECUTE FUNCTION item_rows_changed();
--> statement-breakpoint
CREATE TRIGGER items_truncated AFTER TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed('item_data');
--> statement-breakpoint
CREATE TRIGGER units_changed_items AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "units" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed('item_data');
