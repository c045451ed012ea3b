-- Uploaded in the back office (decision 0061): a brand's logo (null: the shop's drawn /media/brands/{slug}.webp) and a
-- product video's poster frame (null: the product's first picture, as for the seed's recorded clips).
ALTER TABLE "brands" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "poster" text;
