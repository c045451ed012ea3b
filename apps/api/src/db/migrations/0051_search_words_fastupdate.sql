-- The words' trigram index takes a new word straight into its tree instead of its pending list (GIN's fastupdate),
-- and the list it holds now is merged. Every search reads that list whole on each lookup of the words table (the
-- words containing a term, a typo's corrections), and words are added one by one by products' triggers, so in a shop
-- seeded word by word it held all 1,955 words (31 pages) until a vacuum that a table this small seldom gets: a miss's
-- hits statement 0.93 → 0.11 ms, a typo's 3.2 → 2.4 ms, a hit's 3.5 → 2.9 ms at 100,000 products (bench/README.md).
-- A word is written rarely (a product with a word the shop did not hold), a few trigram entries each.
ALTER INDEX "search_words_word_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_word_idx'::regclass);
