DROP INDEX "reviews_product_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_case_messages" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "support_case_messages" ADD COLUMN "staff_name" text;--> statement-breakpoint
CREATE INDEX "customers_members_idx" ON "customers" USING btree ("created_at","id") WHERE "customers"."role" = 'user';--> statement-breakpoint
CREATE INDEX "reviews_moderation_idx" ON "reviews" USING btree ("reviewed_at","id") WHERE "reviews"."status" = 'REVIEWED';--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","reviewed_at") WHERE "reviews"."status" = 'REVIEWED' and "reviews"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply" CHECK (("reviews"."replied_at" is null) = ("reviews"."reply_text" is null));--> statement-breakpoint
ALTER TABLE "support_case_messages" ADD CONSTRAINT "support_case_messages_staff" CHECK ("support_case_messages"."author" = 'STAFF' or ("support_case_messages"."staff_id" is null and "support_case_messages"."staff_name" is null));