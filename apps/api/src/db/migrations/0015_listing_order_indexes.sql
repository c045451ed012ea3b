ALTER TABLE "categories" ADD CONSTRAINT "categories_id_parent_key" UNIQUE("id","parent_id");--> statement-breakpoint
DROP INDEX "products_main_category_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_idx";--> statement-breakpoint
DROP INDEX "products_detail_category_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_in_main_fk" FOREIGN KEY ("sub_category_id","main_category_id") REFERENCES "public"."categories"("id","parent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_detail_category_in_sub_fk" FOREIGN KEY ("detail_category_id","sub_category_id") REFERENCES "public"."categories"("id","parent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING btree ("main_category_id","sub_category_id","detail_category_id","effective_price","brand_id","id","option_values") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_shop_recommended_idx" ON "products" USING btree (("stock" > 0) desc,"rank" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_shop_newest_idx" ON "products" USING btree ("created_at","id","effective_price");--> statement-breakpoint
CREATE INDEX "products_shop_price_idx" ON "products" USING btree ("effective_price","id");--> statement-breakpoint
CREATE INDEX "products_shop_discount_idx" ON "products" USING btree ("discount_percent" DESC NULLS FIRST,"sold" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_shop_best_selling_idx" ON "products" USING btree ("sold" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_main_category_recommended_idx" ON "products" USING btree ("main_category_id",("stock" > 0) desc,"rank" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_main_category_newest_idx" ON "products" USING btree ("main_category_id","created_at","id","effective_price");--> statement-breakpoint
CREATE INDEX "products_main_category_price_idx" ON "products" USING btree ("main_category_id","effective_price","id");--> statement-breakpoint
CREATE INDEX "products_main_category_discount_idx" ON "products" USING btree ("main_category_id","discount_percent" DESC NULLS FIRST,"sold" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_main_category_best_selling_idx" ON "products" USING btree ("main_category_id","sold" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_sub_category_recommended_idx" ON "products" USING btree ("sub_category_id",("stock" > 0) desc,"rank" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_sub_category_newest_idx" ON "products" USING btree ("sub_category_id","created_at","id","effective_price");--> statement-breakpoint
CREATE INDEX "products_sub_category_price_idx" ON "products" USING btree ("sub_category_id","effective_price","id");--> statement-breakpoint
CREATE INDEX "products_sub_category_discount_idx" ON "products" USING btree ("sub_category_id","discount_percent" DESC NULLS FIRST,"sold" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_sub_category_best_selling_idx" ON "products" USING btree ("sub_category_id","sold" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_detail_category_recommended_idx" ON "products" USING btree ("detail_category_id",("stock" > 0) desc,"rank" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_detail_category_newest_idx" ON "products" USING btree ("detail_category_id","created_at","id","effective_price");--> statement-breakpoint
CREATE INDEX "products_detail_category_price_idx" ON "products" USING btree ("detail_category_id","effective_price","id");--> statement-breakpoint
CREATE INDEX "products_detail_category_discount_idx" ON "products" USING btree ("detail_category_id","discount_percent" DESC NULLS FIRST,"sold" DESC NULLS FIRST,"id","effective_price");--> statement-breakpoint
CREATE INDEX "products_detail_category_best_selling_idx" ON "products" USING btree ("detail_category_id","sold" DESC NULLS FIRST,"id","effective_price");