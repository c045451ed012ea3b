-- The two lookups of the words table a search makes, as functions whose SET clauses apply while they run (decision
-- 0031): the words' trigram index serves them in a statement of its own, without a transaction to set anything in
-- (BEGIN, set_config, COMMIT: three statements of each search before). Plans are kept per connection (PL/pgSQL).
-- The ids of the words matching a LIKE pattern ('%term%', escaped by the caller): through the trigram index, not by
-- reading the table whole (0.04 against 0.3 ms at 100,000 products).
CREATE FUNCTION search_words_like(pattern text) RETURNS integer[] LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET enable_seqscan = off AS $$
BEGIN
  RETURN ARRAY(SELECT s.id FROM search_words s WHERE s.word LIKE pattern);
END
$$;--> statement-breakpoint
-- The ids of the `corrections` words a misspelt term is closest to, among those it is a typo of: `term <% word` is
-- word_similarity(term, word) >= the threshold, which the trigram index serves. word_similarity is a real (0.45 is
-- 0.449999988079071044921875 in it) and the threshold a double: this value, Math.fround(0.45) written as JavaScript
-- writes it, keeps exactly the words `word_similarity(…) >= 0.45` kept.
CREATE FUNCTION search_word_corrections(term text, corrections integer) RETURNS integer[] LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET pg_trgm.word_similarity_threshold = '0.44999998807907104' SET enable_seqscan = off AS $$
BEGIN
  RETURN ARRAY(
    SELECT s.id FROM search_words s WHERE term <% s.word
    ORDER BY word_similarity(term, s.word) DESC, similarity(term, s.word) DESC, s.id LIMIT corrections
  );
END
$$;
--> statement-breakpoint
-- Whether a product on sale (withdrawn_at null: catalog's onSale) holds a word matching the LIKE pattern: the probe of
-- a typo among several words, through the two GIN indexes. An EXISTS is priced as the first row of a scan, and a
-- sequential scan of the products nearly as cheap as the index to the planner: for a word nobody on sale holds it
-- would read every product.
CREATE FUNCTION search_words_held(pattern text) RETURNS boolean LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET enable_seqscan = off AS $$
BEGIN
  RETURN EXISTS(
    SELECT 1 FROM products p
    WHERE p.word_ids && ARRAY(SELECT s.id FROM search_words s WHERE s.word LIKE pattern) AND p.withdrawn_at IS NULL
  );
END
$$;
