ALTER TABLE "cashback_entries" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_source_key_idx" ON "cashback_entries" USING btree ("source_key");