-- 7-Eleven pickup (issue #29 item 4, decision 0070): a parcel waiting at the store has a code the member shows at the
-- counter (unique while open); a store's opening hours are data (null: open 24 hours).
ALTER TABLE "seven_eleven_stores" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "seven_eleven_stores" ADD CONSTRAINT "seven_eleven_stores_hours" CHECK ("seven_eleven_stores"."opening_hours" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-4]):[0-5][0-9]$');--> statement-breakpoint
CREATE TABLE "pickups" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"store_id" text,
	"code" text NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"collect_by" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_store_id_seven_eleven_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."seven_eleven_stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_open_code_idx" ON "pickups" USING btree ("code") WHERE "pickups"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "pickups_order_idx" ON "pickups" USING btree ("order_id");
