-- Stores and their opening hours join the reference data kept in each server process's memory
-- (src/server/cache/reference-cache.ts): a store is read by id on every order, cart line and store
-- page, and changes rarely (an operator's edit, a new rating). Any change tells every process.
CREATE TRIGGER stores_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER store_schedules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_schedules" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
