CREATE TABLE "favorites" (
	"customer_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "support_case_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_case_messages_author" CHECK ("support_case_messages"."author" in ('MEMBER', 'STAFF'))
);
--> statement-breakpoint
CREATE TABLE "support_case_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"topic" text NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_seen_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_cases_case_no_unique" UNIQUE("case_no"),
	CONSTRAINT "support_cases_topic" CHECK ("support_cases"."topic" in ('delivery', 'return_refund', 'damaged_item', 'payment', 'cancellation', 'account', 'coupon_promotion', 'other')),
	CONSTRAINT "support_cases_status" CHECK ("support_cases"."status" in ('OPEN', 'ANSWERED', 'CLOSED'))
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_case_messages" ADD CONSTRAINT "support_case_messages_case_id_support_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."support_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_case_photos" ADD CONSTRAINT "support_case_photos_message_id_support_case_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_case_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_newest_idx" ON "favorites" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "support_case_messages_case_idx" ON "support_case_messages" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "support_case_photos_message_idx" ON "support_case_photos" USING btree ("message_id","id");--> statement-breakpoint
CREATE INDEX "support_cases_customer_idx" ON "support_cases" USING btree ("customer_id","updated_at");--> statement-breakpoint
CREATE INDEX "support_cases_queue_idx" ON "support_cases" USING btree ("status","updated_at") WHERE "support_cases"."status" <> 'CLOSED';--> statement-breakpoint
-- The wish list and support cases have their pages now (issue #14): their account-menu entries join existing shops
-- (0009 took the wish list's out until then), the wish list after membership and support cases after the cards.
-- A fresh database has no menu yet at this point: the seed writes the whole menu, these entries included.
UPDATE "account_menu_items" SET "position" = "position" + 1 WHERE "position" > (SELECT "position" FROM "account_menu_items" WHERE "key" = 'member-ship');--> statement-breakpoint
INSERT INTO "account_menu_items" ("key", "path", "icon", "label", "position")
  SELECT 'my-wish-list', '/account/my-wish-list', 'heart', '{"th": "รายการโปรด", "en": "My wish list"}'::jsonb, "position" + 1
  FROM "account_menu_items" WHERE "key" = 'member-ship'
  ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
UPDATE "account_menu_items" SET "position" = "position" + 1 WHERE "position" > (SELECT "position" FROM "account_menu_items" WHERE "key" = 'my-card');--> statement-breakpoint
INSERT INTO "account_menu_items" ("key", "path", "icon", "label", "position")
  SELECT 'case-management', '/case-management', 'life-buoy', '{"th": "แจ้งปัญหาและติดต่อเรา", "en": "Help requests"}'::jsonb, "position" + 1
  FROM "account_menu_items" WHERE "key" = 'my-card'
  ON CONFLICT ("key") DO NOTHING;
