CREATE TABLE "catalogue_import_rows" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"sku" text NOT NULL,
	"price" integer,
	"sets_special_price" boolean NOT NULL,
	"special_price" integer,
	"stock" integer,
	"status" text,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"problem" text,
	CONSTRAINT "catalogue_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "catalogue_import_rows_stock" CHECK ("catalogue_import_rows"."stock" is null or "catalogue_import_rows"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_label" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"rows" integer NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD CONSTRAINT "catalogue_import_rows_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;