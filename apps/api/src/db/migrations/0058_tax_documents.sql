-- Thai tax documents (issue #29, decision 0067): receipts (abbreviated tax invoices), full tax invoices and credit
-- notes, numbered per series without gap or repeat, never deleted; and the shop's own details as the seller.
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"running" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"against_id" uuid,
	"refund_id" uuid,
	"total" integer NOT NULL,
	"vat" integer NOT NULL,
	"before_vat" integer NOT NULL,
	"content" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"replaced_by_id" uuid,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('RECEIPT', 'TAX_INVOICE', 'CREDIT_NOTE')),
	CONSTRAINT "tax_documents_figures" CHECK ("tax_documents"."total" >= 0 and "tax_documents"."vat" >= 0 and "tax_documents"."before_vat" = "tax_documents"."total" - "tax_documents"."vat"),
	CONSTRAINT "tax_documents_credit_note" CHECK (("tax_documents"."kind" = 'CREDIT_NOTE') = ("tax_documents"."against_id" is not null))
);--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_running_idx" ON "tax_documents" USING btree ("series","running");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_idx" ON "tax_documents" USING btree ("refund_id") WHERE "tax_documents"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_sale_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" in ('RECEIPT', 'TAX_INVOICE') and "tax_documents"."cancelled_at" is null;--> statement-breakpoint
-- An issued document is kept as issued: never deleted, and the one change allowed is marking it cancelled once
-- (when, why, and what replaced it). Whoever asks, the API's own database user included.
CREATE FUNCTION tax_documents_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL
     AND (to_jsonb(NEW) - 'cancelled_at' - 'cancel_reason' - 'replaced_by_id') = (to_jsonb(OLD) - 'cancelled_at' - 'cancel_reason' - 'replaced_by_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'tax_documents are kept as issued: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER tax_documents_kept BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION tax_documents_keep();
--> statement-breakpoint
CREATE TRIGGER tax_documents_no_truncate BEFORE TRUNCATE ON "tax_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION tax_documents_keep();
--> statement-breakpoint
CREATE TABLE "tax_document_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_document_series_positive" CHECK ("tax_document_series"."last_number" > 0)
);--> statement-breakpoint
CREATE TABLE "shop_tax_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" jsonb NOT NULL,
	"tax_id" text NOT NULL,
	"branch_code" text NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_tax_details_one_row" CHECK ("shop_tax_details"."id" = 1)
);--> statement-breakpoint
-- The demo shop's details (a made-up company; the tax id has a valid check digit). Staff change them in the back office.
INSERT INTO "shop_tax_details" ("id", "legal_name", "tax_id", "branch_code", "address", "phone") VALUES (
	1,
	'{"th": "บริษัท ตลาด คอมเมิร์ซ จำกัด", "en": "Talad Commerce Co., Ltd."}',
	'0105558123451',
	'00000',
	'{"th": "99/9 อาคารตลาดทาวเวอร์ ชั้น 12 ถนนพระราม 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110", "en": "99/9 Talad Tower, 12th floor, Rama IV Road, Khlong Toei, Bangkok 10110"}',
	'02-123-4567'
);
