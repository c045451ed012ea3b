CREATE INDEX "products_draft_idx" ON "products" USING btree ("id") WHERE "products"."published_at" is null;--> statement-breakpoint
CREATE INDEX "products_withdrawn_idx" ON "products" USING btree ("id") WHERE "products"."withdrawn_at" is not null;
