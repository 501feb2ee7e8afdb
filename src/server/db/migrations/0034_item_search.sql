CREATE TABLE "item_search" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" boolean NOT NULL,
	"lower_name" text NOT NULL,
	"search" "tsvector" NOT NULL,
	"order_count" integer NOT NULL,
	"category_id" integer
);
--> statement-breakpoint
ALTER TABLE "item_search" ADD CONSTRAINT "item_search_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_search_module_search_idx" ON "item_search" USING gin ("module_id","search");--> statement-breakpoint
CREATE INDEX "item_search_module_name_trgm_idx" ON "item_search" USING gin ("module_id","lower_name" gin_trgm_ops);
--> statement-breakpoint
-- Issue 48.2: the results page's search reads this narrow copy of items (src/server/db/schema.ts,
-- itemSearch). One statement's new items at once (the seed inserts thousands per statement); a
-- changed item row by row, when a column the search reads is set (stock, the column every order
-- writes, is not one of them); a deleted item by the foreign key's cascade.
CREATE FUNCTION copy_new_items_for_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_search (item_id, module_id, zone_id, store_id, status, lower_name, search, order_count, category_id)
  SELECT id, module_id, zone_id, store_id, status, lower(name), coalesce(search, ''::tsvector), order_count, (category_ids->0->>'id')::int FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_search_copy_insert AFTER INSERT ON "items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION copy_new_items_for_search();
--> statement-breakpoint
CREATE FUNCTION copy_changed_item_for_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item_search SET module_id = NEW.module_id, zone_id = NEW.zone_id, store_id = NEW.store_id, status = NEW.status, lower_name = lower(NEW.name),
    search = coalesce(NEW.search, ''::tsvector), order_count = NEW.order_count, category_id = (NEW.category_ids->0->>'id')::int
  WHERE item_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_search_copy_update AFTER UPDATE OF "name", "tags", "description", "status", "module_id", "zone_id", "store_id", "order_count", "category_ids" ON "items" FOR EACH ROW EXECUTE FUNCTION copy_changed_item_for_search();
--> statement-breakpoint
INSERT INTO item_search (item_id, module_id, zone_id, store_id, status, lower_name, search, order_count, category_id)
SELECT id, module_id, zone_id, store_id, status, lower(name), coalesce(search, ''::tsvector), order_count, (category_ids->0->>'id')::int FROM items;
