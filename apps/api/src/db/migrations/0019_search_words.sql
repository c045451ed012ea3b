-- The catalogue's distinct words and each product's word ids, so a search finds the words containing a term in a
-- small table and then their products, instead of scanning 100,000 long texts' trigram postings (decision 0030).
CREATE TABLE "search_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "word_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- The one definition of a product's words: the distinct non-empty space-separated tokens of its search text (a
-- search term has no space, so "a word contains the term" is exactly "the text contains the term").
CREATE FUNCTION search_words_of(search_text text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT word), '{}') FROM unnest(string_to_array(search_text, ' ')) AS word WHERE word <> ''
$$;--> statement-breakpoint
-- Existing products: their words, then their word ids, before the indexes (one pass each, not row by row).
INSERT INTO "search_words" ("word") SELECT DISTINCT word FROM "products", unnest(search_words_of("search_text")) AS word ORDER BY word;--> statement-breakpoint
UPDATE "products" SET "word_ids" = ARRAY(SELECT s."id" FROM "search_words" s WHERE s."word" = ANY(search_words_of("products"."search_text")) ORDER BY s."id");--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_word_ids_idx" ON "products" USING gin ("word_ids") WITH (gin_pending_list_limit=256);--> statement-breakpoint
-- A product inserted, or its text (or word ids) changed: its new words are added and its word ids set from its text,
-- whatever the statement wrote there. Looked up by the unique btree: bitmap scans are off in these functions, or the
-- planner picks the words' trigram index for equality (0.7 ms a word, not µs: 60 ms a product at 100,000).
CREATE FUNCTION products_word_ids() RETURNS trigger LANGUAGE plpgsql SET enable_bitmapscan = off AS $$
DECLARE
  words text[] := search_words_of(NEW.search_text);
BEGIN
  NEW.word_ids := ARRAY(SELECT s.id FROM search_words s WHERE s.word = ANY(words) ORDER BY s.id);
  IF cardinality(NEW.word_ids) < cardinality(words) THEN
    INSERT INTO search_words (word)
      SELECT w FROM unnest(words) AS w WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)
      ON CONFLICT (word) DO NOTHING;
    NEW.word_ids := ARRAY(SELECT s.id FROM search_words s WHERE s.word = ANY(words) ORDER BY s.id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_word_ids BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_word_ids();--> statement-breakpoint
CREATE TRIGGER products_word_ids_changed BEFORE UPDATE OF search_text, word_ids ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.word_ids IS DISTINCT FROM NEW.word_ids)
  EXECUTE FUNCTION products_word_ids();--> statement-breakpoint
-- A product's word ids changed (any UPDATE: a column list would miss the change made by the trigger above) or the
-- product deleted: the words it held that no product holds any longer are deleted,
-- each asked of word_ids' index on its own (sequential scans off: a word nobody holds would be looked for in every row).
CREATE FUNCTION search_words_forget() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  gone integer[] := CASE WHEN TG_OP = 'DELETE' THEN OLD.word_ids
    ELSE ARRAY(SELECT unnest(OLD.word_ids) EXCEPT SELECT unnest(NEW.word_ids)) END;
  word_id integer;
BEGIN
  FOREACH word_id IN ARRAY gone LOOP
    IF NOT EXISTS (SELECT 1 FROM products WHERE word_ids @> ARRAY[word_id]) THEN
      DELETE FROM search_words WHERE id = word_id;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_words_forgotten AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.word_ids IS DISTINCT FROM NEW.word_ids) EXECUTE FUNCTION search_words_forget();--> statement-breakpoint
CREATE TRIGGER products_words_deleted AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION search_words_forget();
