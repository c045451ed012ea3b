-- "Remind me" on an upcoming flash sale or live show (issue #29 item 5, decision 0070): one row per member and event,
-- WANTED/OFF/SENT; the job at the event's start claims the WANTED rows.
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"status" text DEFAULT 'WANTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminders_subject" CHECK ("reminders"."subject" in ('flash_sale', 'live_show')),
	CONSTRAINT "reminders_status" CHECK ("reminders"."status" in ('WANTED', 'OFF', 'SENT'))
);--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_member_event_idx" ON "reminders" USING btree ("customer_id","subject","subject_id");--> statement-breakpoint
CREATE INDEX "reminders_wanted_idx" ON "reminders" USING btree ("subject","subject_id") WHERE "reminders"."status" = 'WANTED';
