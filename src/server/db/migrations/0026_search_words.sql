CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of an item's name, as to_tsvector('simple') cuts them (so a word found here is a lexeme
-- the items' search document holds). Three letters or more, numbers left out: typos are looked up
-- from four letters (src/server/services/catalogue/products.ts, FUZZY_FROM).
CREATE FUNCTION name_search_words(name text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(name, '')))) AS w
  WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
$$;
--> statement-breakpoint
CREATE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT DISTINCT name_search_words(name) FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- one statement's new items at once (the seed inserts thousands per statement)
CREATE TRIGGER items_search_words_insert AFTER INSERT ON "items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
CREATE FUNCTION remember_renamed_item_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT DISTINCT name_search_words(NEW.name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a renamed item (stock and counters change on every order and do not fire it)
CREATE TRIGGER items_search_words_rename AFTER UPDATE OF "name" ON "items" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION remember_renamed_item_words();
--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT name_search_words(name) FROM items ON CONFLICT DO NOTHING;
