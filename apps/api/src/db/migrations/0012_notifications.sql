CREATE TABLE "notification_read_marks" (
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"up_to_id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_read_marks_customer_id_kind_pk" PRIMARY KEY("customer_id","kind"),
	CONSTRAINT "notification_read_marks_kind" CHECK ("notification_read_marks"."kind" in ('order', 'promotion', 'announce', 'blog'))
);
--> statement-breakpoint
CREATE TABLE "notification_states" (
	"customer_id" uuid NOT NULL,
	"notification_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "notification_states_customer_id_notification_id_pk" PRIMARY KEY("customer_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"link" text,
	"audience" text NOT NULL,
	"tier" text,
	"customer_id" uuid,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('order', 'promotion', 'announce', 'blog')),
	CONSTRAINT "notifications_audience" CHECK ("notifications"."audience" in ('ALL', 'TIER', 'MEMBER')),
	CONSTRAINT "notifications_tier" CHECK ("notifications"."tier" is null or "notifications"."tier" in ('REGULAR', 'GOLD', 'VIP')),
	CONSTRAINT "notifications_audience_target" CHECK (("notifications"."audience" = 'ALL' and "notifications"."tier" is null and "notifications"."customer_id" is null)
        or ("notifications"."audience" = 'TIER' and "notifications"."tier" is not null and "notifications"."customer_id" is null)
        or ("notifications"."audience" = 'MEMBER' and "notifications"."tier" is null and "notifications"."customer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_states" ADD CONSTRAINT "notification_states_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_states" ADD CONSTRAINT "notification_states_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_broadcast_idx" ON "notifications" USING btree ("kind","created_at") WHERE "notifications"."customer_id" is null;--> statement-breakpoint
CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("customer_id","kind","created_at") WHERE "notifications"."customer_id" is not null;--> statement-breakpoint
-- Notifications have their page now (issue #14): their account-menu entry joins existing shops after recently viewed
-- (0009 took it out until then). A fresh database has no menu yet at this point: the seed writes the whole menu.
UPDATE "account_menu_items" SET "position" = "position" + 1 WHERE "position" > (SELECT "position" FROM "account_menu_items" WHERE "key" = 'my-recently-view');--> statement-breakpoint
INSERT INTO "account_menu_items" ("key", "path", "icon", "label", "position")
  SELECT 'notification', '/account/notification', 'bell', '{"th": "การแจ้งเตือน", "en": "Notifications"}'::jsonb, "position" + 1
  FROM "account_menu_items" WHERE "key" = 'my-recently-view'
  ON CONFLICT ("key") DO NOTHING;
