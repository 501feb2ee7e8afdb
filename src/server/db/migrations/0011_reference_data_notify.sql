-- Reference data (settings, landing blocks, zones, modules, zone rates, delivery vehicles, category
-- names, flash sales and their lines) is kept in each server process's memory
-- (src/server/cache/reference-cache.ts). Any change to these tables, by the app, the seed or an
-- operator's psql, tells every process on commit which table changed.
CREATE OR REPLACE FUNCTION reference_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reference_data', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER business_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "business_settings" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER landing_blocks_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "landing_blocks" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER zones_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "zones" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER modules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "modules" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER zone_modules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "zone_modules" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_vehicles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_vehicles" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER flash_sales_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flash_sales" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER flash_sale_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flash_sale_items" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
-- guests are only ever added by the app: each process remembers the ids it has seen, until one is deleted
CREATE TRIGGER guests_deleted AFTER DELETE OR TRUNCATE ON "guests" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
