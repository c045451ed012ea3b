-- A search ranks its hits by word_similarity to the product's names folded as its search text is (lower case, the Thai
-- marks shoppers drop removed): kept here once per product instead of folded again for every hit of every search
-- (EXPLAIN ANALYZE of 120 hits at 100,000 products: 1.7 ms with the names folded per row, 1.1 ms stored). The
-- expression is the one service.ts ranked by (FOLDED_THAI_MARKS of @talad/domain), so the ranking is the same.
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower((("name" ->> 'th') || ' ') || coalesce("name" ->> 'en', '')), U&'\0E47\0E48\0E49\0E4A\0E4B\0E4C', '')) STORED;--> statement-breakpoint
-- The ids of the words spelt exactly so (a typo's letters swapped back), through the words' unique btree: bitmap scans
-- are off while it runs, or the planner takes the trigram index for the equality (240 buffers, 2–10 ms for six
-- spellings at 100,000 products, against µs).
CREATE FUNCTION search_words_named(words text[]) RETURNS integer[] LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET enable_bitmapscan = off AS $$
BEGIN
  RETURN ARRAY(SELECT s.id FROM search_words s WHERE s.word = ANY(words) ORDER BY s.id);
END
$$;
