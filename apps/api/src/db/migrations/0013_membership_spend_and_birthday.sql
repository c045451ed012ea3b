CREATE TABLE "birthday_coupon_grants" (
	"customer_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birthday_coupon_grants_customer_id_year_pk" PRIMARY KEY("customer_id","year")
);
--> statement-breakpoint
CREATE TABLE "member_spend" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"amount" integer NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_spend_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "member_spend_amount" CHECK ("member_spend"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "cashback_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "free_delivery_from" integer;--> statement-breakpoint
ALTER TABLE "birthday_coupon_grants" ADD CONSTRAINT "birthday_coupon_grants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_coupon_grants" ADD CONSTRAINT "birthday_coupon_grants_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_spend" ADD CONSTRAINT "member_spend_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_spend" ADD CONSTRAINT "member_spend_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_spend_customer_idx" ON "member_spend" USING btree ("customer_id","spent_at");--> statement-breakpoint
-- Spend counted toward tiers before this ledger existed: kept as one entry now, so members keep their tier for 12 months.
INSERT INTO "member_spend" ("customer_id", "amount", "spent_at")
  SELECT "id", least("yearly_spend", 2147483647)::integer, now() FROM "customers" WHERE "yearly_spend" > 0;--> statement-breakpoint
-- The benefits the tiers' rules now say themselves (cashback, free delivery, birthday coupon) leave the content lists,
-- and so do those the shop does not give (early flash-sale access, a hotline); the tier-only coupons are named instead.
UPDATE "membership_tiers" SET "benefits" = jsonb_build_object('th', jsonb_build_array("benefits"->'th'->2), 'en', jsonb_build_array("benefits"->'en'->2))
  WHERE "code" = 'REGULAR' AND jsonb_array_length("benefits"->'th') = 3;--> statement-breakpoint
UPDATE "membership_tiers" SET "benefits" = '{"th": ["คูปองส่วนลดเฉพาะสมาชิกโกลด์ขึ้นไป"], "en": ["Coupons for Gold members and above"]}'::jsonb
  WHERE "code" = 'GOLD';--> statement-breakpoint
UPDATE "membership_tiers" SET "benefits" = '{"th": ["คูปองส่วนลดและคูปองส่งฟรีเฉพาะสมาชิกวีไอพี"], "en": ["VIP-only discount and free-delivery coupons"]}'::jsonb
  WHERE "code" = 'VIP';--> statement-breakpoint
-- The cashback page joins the account menu with its screen (migration 0009 took the entry out until then).
UPDATE "account_menu_items" SET "position" = "position" + 1 WHERE "position" > (SELECT "position" FROM "account_menu_items" WHERE "key" = 'my-coupon');--> statement-breakpoint
INSERT INTO "account_menu_items" ("key", "path", "icon", "label", "position")
  SELECT 'cashback', '/account/cashback', 'coins', '{"th": "เงินคืนของฉัน", "en": "My cashback"}'::jsonb, "position" + 1
  FROM "account_menu_items" WHERE "key" = 'my-coupon'
  ON CONFLICT ("key") DO NOTHING;
