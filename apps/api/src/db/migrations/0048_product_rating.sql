-- The product's rating as the product page shows it (productRatingSummary in review/product-reviews.ts): the mean
-- score of its written reviews the staff have not hidden, in tenths, rounded half up; 0 while it has none. Listings
-- and search filter on it ("4 stars & up"). It is in no index, yet a product's row is wide and its page full, so moving
-- it is seldom a HOT update: each of products' indexes gets the new row version (≈ 1 ms a product, bench/README.md
-- "The rating column's upkeep"), paid once per review change in real use and once per rated product by the seed.
ALTER TABLE "products" ADD COLUMN "rating_tenths" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_tenths" CHECK ("products"."rating_tenths" = 0 or "products"."rating_tenths" between 10 and 50);--> statement-breakpoint
-- Kept by triggers on reviews rather than by the code that writes reviews: besides writing, hiding and restoring,
-- reviews go by cascades (an order line's, a member's deletion) and by set-wise inserts (the seed), which no module
-- code sees. The triggers are per statement, with the changed rows as transition tables, so the seed's few thousand
-- reviews cost one recount per product in one statement, and a like (an UPDATE of reviews) recounts nothing.
-- The products are locked first, in id order, and counted in a later statement: two reviews of one product written at
-- once then count each other (the second waits for the first to commit, and its recount's fresh snapshot sees it).
CREATE FUNCTION products_rate(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  UPDATE products SET rating_tenths = rated.tenths
  FROM (
    SELECT p.id, (SELECT CASE count(*) WHEN 0 THEN 0 ELSE (2 * sum(r.score_tenths) + count(*)) / (2 * count(*)) END
      FROM reviews r WHERE r.product_id = p.id AND r.status = 'REVIEWED' AND r.hidden_at IS NULL)::smallint AS tenths
    FROM unnest(ids) AS p(id)
  ) rated
  WHERE products.id = rated.id AND products.rating_tenths <> rated.tenths;
END
$$;--> statement-breakpoint
-- Only what the product page's average reads moves it: a review written, its score, its product, hidden or shown.
CREATE FUNCTION reviews_rate_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_rate(ARRAY(SELECT DISTINCT product_id FROM new_reviews WHERE status = 'REVIEWED'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_rate(ARRAY(SELECT DISTINCT product_id FROM old_reviews WHERE status = 'REVIEWED'));
  ELSE
    PERFORM products_rate(ARRAY(
      SELECT DISTINCT unnest(ARRAY[o.product_id, n.product_id])
      FROM old_reviews o JOIN new_reviews n ON n.id = o.id
      WHERE (o.status, o.score_tenths, o.hidden_at IS NULL, o.product_id)
        IS DISTINCT FROM (n.status, n.score_tenths, n.hidden_at IS NULL, n.product_id)
    ));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_rate_products_inserted AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION reviews_rate_products();--> statement-breakpoint
CREATE TRIGGER reviews_rate_products_updated AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION reviews_rate_products();--> statement-breakpoint
CREATE TRIGGER reviews_rate_products_deleted AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION reviews_rate_products();--> statement-breakpoint
-- The reviews written so far.
SELECT products_rate(ARRAY(SELECT DISTINCT product_id FROM reviews WHERE status = 'REVIEWED'));
