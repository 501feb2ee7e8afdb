-- Search (issue 17): the items' text indexes lead with the module (btree_gin gives GIN its integer
-- column). A word common in one module ('chicken': 6,904 names, 808 of them in grocery) is then found
-- in the module's rows only, not in every module's and intersected with the module's 25,000.
-- A query without a module still uses them (GIN serves any subset of its columns).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "items_search_idx";--> statement-breakpoint
DROP INDEX "items_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "items_module_search_idx" ON "items" USING gin ("module_id","search");--> statement-breakpoint
CREATE INDEX "items_module_name_trgm_idx" ON "items" USING gin ("module_id",lower("name") gin_trgm_ops);