-- Issue 16: banners, campaigns and module content blocks are reference data too (every module home
-- reads them; an operator changes them rarely). A change tells every server process, as 0011 does.
CREATE TRIGGER banners_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER module_contents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "module_contents" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
