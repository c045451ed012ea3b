-- A statement that sets every new product's word_ids itself, from search_words_of(search_text) as the trigger would
-- (the seed's bulk insert, see seed/catalog), says so with the transaction setting talad.word_ids_set, and the row
-- trigger is not called for its rows: a PL/pgSQL call and a lookup per product made a 20,000-product seed on PGlite
-- 6 times slower (15 → 91 s). Any other insert is unchanged.
DROP TRIGGER products_word_ids ON products;--> statement-breakpoint
CREATE TRIGGER products_word_ids BEFORE INSERT ON products
  FOR EACH ROW WHEN (current_setting('talad.word_ids_set', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION products_word_ids();
--> statement-breakpoint
-- A words table without statistics yet (a new shop's first products) was read whole for every product: index only.
ALTER FUNCTION products_word_ids() SET enable_seqscan = off;
