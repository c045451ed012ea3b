CREATE TABLE "catalogue_bulk_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_label" text NOT NULL,
	"changes" jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_bulk_edits_staff_idx" ON "catalogue_bulk_edits" USING btree ("staff_id","id");