DROP INDEX "orders_placed_idx";--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("created_at","id") INCLUDE ("order_no");--> statement-breakpoint
DROP INDEX "customers_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "customers_name_prefix_idx" ON "customers" USING btree ((lower(coalesce("firstname", '') || ' ' || coalesce("lastname", '') || ' ' || coalesce("display_name", ''))) text_pattern_ops) INCLUDE ("id","firstname","lastname","display_name");
