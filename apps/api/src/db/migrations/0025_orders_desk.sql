CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_label" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"refund_id" uuid NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "refund_lines_quantity_positive" CHECK ("refund_lines"."quantity" > 0),
	CONSTRAINT "refund_lines_amount" CHECK ("refund_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"shipping_amount" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"cashback_reversed" integer DEFAULT 0 NOT NULL,
	"cashback_returned" integer DEFAULT 0 NOT NULL,
	"staff_id" uuid,
	"staff_label" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"gateway_reference" text NOT NULL,
	"gateway_refund_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_shipping_part" CHECK ("refunds"."shipping_amount" >= 0 and "refunds"."shipping_amount" <= "refunds"."amount")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "restocked_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_lines_pk" ON "refund_lines" USING btree ("refund_id","order_line_id");--> statement-breakpoint
CREATE INDEX "refund_lines_line_idx" ON "refund_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_key_idx" ON "refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_reference_idx" ON "refunds" USING btree ("gateway_reference");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" <> 'SUCCEEDED';--> statement-breakpoint
CREATE INDEX "customers_name_search_idx" ON "customers" USING gin ((lower(coalesce("firstname", '') || ' ' || coalesce("lastname", '') || ' ' || coalesce("display_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_order_no_prefix_idx" ON "orders" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_contact_phone_idx" ON "orders" USING btree ("contact_phone","created_at");--> statement-breakpoint
CREATE INDEX "orders_recipient_name_idx" ON "orders" USING gin ((lower(coalesce("delivery" #>> '{recipient,name}', coalesce("delivery" #>> '{address,firstname}', '') || ' ' || coalesce("delivery" #>> '{address,lastname}', '')))) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_quantity" CHECK ("order_lines"."refunded_quantity" >= 0 and "order_lines"."refunded_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_restocked_quantity" CHECK ("order_lines"."restocked_quantity" >= 0 and "order_lines"."restocked_quantity" <= "order_lines"."refunded_quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_total" >= 0 and "orders"."refunded_total" <= "orders"."total");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_amount" >= 0 and "payments"."refunded_amount" <= "payments"."amount");