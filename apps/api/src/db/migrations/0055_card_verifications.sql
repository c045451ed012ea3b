-- Adding a card from /account/my-card (issue #29, decision 0069): the gateway's fingerprint makes the same card saved
-- again one row; one card per member is the default; a card being verified waits in card_verifications.
ALTER TABLE "saved_cards" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Members who already saved cards: the most recent is their default, as if the others had been removed.
UPDATE "saved_cards" SET "is_default" = true WHERE "id" IN (
	SELECT DISTINCT ON ("customer_id") "id" FROM "saved_cards" ORDER BY "customer_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_customer_fingerprint_idx" ON "saved_cards" USING btree ("customer_id","fingerprint") WHERE "saved_cards"."fingerprint" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_one_default_idx" ON "saved_cards" USING btree ("customer_id") WHERE "saved_cards"."is_default";--> statement-breakpoint
CREATE TABLE "card_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"gateway_token" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"resp_code" text,
	"saved_card_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_verifications_status" CHECK ("card_verifications"."status" in ('PENDING', 'ADDED', 'FAILED'))
);--> statement-breakpoint
ALTER TABLE "card_verifications" ADD CONSTRAINT "card_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD CONSTRAINT "card_verifications_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_verifications_invoice_idx" ON "card_verifications" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "card_verifications_customer_idx" ON "card_verifications" USING btree ("customer_id");
