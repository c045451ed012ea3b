CREATE TABLE "price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price_before" integer NOT NULL,
	"special_price_before" integer,
	"price_after" integer NOT NULL,
	"special_price_after" integer,
	"source" text NOT NULL,
	"staff_id" uuid,
	"staff_label" text NOT NULL,
	"scheduled_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price" integer,
	"sets_special_price" boolean DEFAULT false NOT NULL,
	"special_price" integer,
	"run_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_label" text NOT NULL,
	"failure" text,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_price_changes_something" CHECK ("scheduled_price_changes"."price" is not null or "scheduled_price_changes"."sets_special_price")
);
--> statement-breakpoint
CREATE TABLE "stock_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"counted" integer,
	"note" text,
	"staff_id" uuid NOT NULL,
	"staff_label" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_stock_after" CHECK ("stock_adjustments"."stock_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_price_changes" ADD CONSTRAINT "scheduled_price_changes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_variant_idx" ON "price_changes" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "scheduled_price_changes_variant_idx" ON "scheduled_price_changes" USING btree ("variant_id","run_at");--> statement-breakpoint
CREATE INDEX "stock_adjustments_variant_idx" ON "stock_adjustments" USING btree ("variant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_adjustments_key_idx" ON "stock_adjustments" USING btree ("variant_id","idempotency_key");