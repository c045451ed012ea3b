DROP INDEX "products_shop_recommended_idx";--> statement-breakpoint
DROP INDEX "products_shop_discount_idx";--> statement-breakpoint
DROP INDEX "products_shop_best_selling_idx";--> statement-breakpoint
DROP INDEX "products_main_category_recommended_idx";--> statement-breakpoint
DROP INDEX "products_main_category_discount_idx";--> statement-breakpoint
DROP INDEX "products_main_category_best_selling_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_recommended_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_discount_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_best_selling_idx";--> statement-breakpoint
DROP INDEX "products_detail_category_recommended_idx";--> statement-breakpoint
DROP INDEX "products_detail_category_discount_idx";--> statement-breakpoint
DROP INDEX "products_detail_category_best_selling_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock > 0) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_ranked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The best-selling order counted once now; the refresh job (catalog/best-selling.ts) keeps it after.
UPDATE "products" SET "sold_ranked" = "sold";--> statement-breakpoint
CREATE INDEX "products_shop_recommended_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"rank" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_shop_discount_idx" ON "products" USING btree ("discount_percent" DESC NULLS FIRST,"sold_ranked" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_shop_best_selling_idx" ON "products" USING btree ("sold_ranked" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_main_category_recommended_idx" ON "products" USING btree ("main_category_id","in_stock" DESC NULLS FIRST,"rank" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_main_category_discount_idx" ON "products" USING btree ("main_category_id","discount_percent" DESC NULLS FIRST,"sold_ranked" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_main_category_best_selling_idx" ON "products" USING btree ("main_category_id","sold_ranked" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_sub_category_recommended_idx" ON "products" USING btree ("sub_category_id","in_stock" DESC NULLS FIRST,"rank" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_sub_category_discount_idx" ON "products" USING btree ("sub_category_id","discount_percent" DESC NULLS FIRST,"sold_ranked" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_sub_category_best_selling_idx" ON "products" USING btree ("sub_category_id","sold_ranked" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_detail_category_recommended_idx" ON "products" USING btree ("detail_category_id","in_stock" DESC NULLS FIRST,"rank" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_detail_category_discount_idx" ON "products" USING btree ("detail_category_id","discount_percent" DESC NULLS FIRST,"sold_ranked" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_detail_category_best_selling_idx" ON "products" USING btree ("detail_category_id","sold_ranked" DESC NULLS FIRST,"id","effective_price");