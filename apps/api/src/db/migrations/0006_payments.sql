CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_id" text NOT NULL,
	"payment_id" uuid,
	"resp_code" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"holder" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "saved_card_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "approval_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resp_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resp_desc" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installment_bank" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installment_months" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_partner" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_qr" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_idempotency_idx" ON "payment_notifications" USING btree ("idempotency_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_customer_token_idx" ON "saved_cards" USING btree ("customer_id","gateway_token");--> statement-breakpoint
CREATE INDEX "payments_pending_gateway_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'PENDING' and "payments"."gateway_token" is not null;