CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"translatable_type" text NOT NULL,
	"translatable_id" text NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "translations_target_idx" ON "translations" USING btree ("translatable_type","translatable_id","locale","key");--> statement-breakpoint
CREATE TRIGGER translations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "translations" FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
