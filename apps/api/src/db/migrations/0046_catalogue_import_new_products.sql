ALTER TABLE "catalogue_import_rows" ALTER COLUMN "variant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD COLUMN "new_product" jsonb;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "created" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_import_rows_handle_idx" ON "catalogue_import_rows" USING btree ("import_id","handle") WHERE "catalogue_import_rows"."handle" is not null;
