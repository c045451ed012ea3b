-- A product's card picture (its cards, cart lines and new orders' lines): the first picture of its product_media order
-- once the back office chose one other than the drawn /media/products/{code}/1.webp (decision 0051); null for the drawn
-- pictures, which the cards already show. Products whose pictures were already changed get theirs here.
ALTER TABLE "products" ADD COLUMN "card_image" text;--> statement-breakpoint
UPDATE "products" SET "card_image" = "first"."url"
FROM (
  SELECT DISTINCT ON ("product_id") "product_id", "url" FROM "product_media" WHERE "kind" = 'IMAGE' ORDER BY "product_id", "position", "id"
) AS "first"
WHERE "first"."product_id" = "products"."id" AND "first"."url" <> '/media/products/' || "products"."code" || '/1.webp';
