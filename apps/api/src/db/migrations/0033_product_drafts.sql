-- Products made in the back office start as drafts (published_at null), always off sale too, so shoppers' queries keep
-- to `withdrawn_at is null` (decision 0048). Products already in the shop count as published when this ran.
ALTER TABLE "product_variants" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" jsonb;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_weight_positive" CHECK ("product_variants"."weight_grams" is null or "product_variants"."weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_draft_off_sale" CHECK ("products"."published_at" is not null or "products"."withdrawn_at" is not null);