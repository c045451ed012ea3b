CREATE TABLE "review_likes" (
	"review_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_likes_review_id_customer_id_pk" PRIMARY KEY("review_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "review_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"source_key" text,
	"file_key" text,
	"thumbnail_key" text,
	"poster_key" text,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_media_kind" CHECK ("review_media"."kind" in ('IMAGE', 'VIDEO')),
	CONSTRAINT "review_media_status" CHECK ("review_media"."status" in ('PROCESSING', 'READY', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"variations" jsonb NOT NULL,
	"product_quality_rating" smallint,
	"shipping_service_rating" smallint,
	"sales_service_rating" smallint,
	"score_tenths" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"ready_photos" smallint DEFAULT 0 NOT NULL,
	"ready_videos" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('WAITING', 'REVIEWED')),
	CONSTRAINT "reviews_ratings" CHECK (("reviews"."status" = 'WAITING') or ("reviews"."product_quality_rating" between 1 and 5 and "reviews"."shipping_service_rating" between 1 and 5 and "reviews"."sales_service_rating" between 1 and 5 and "reviews"."score_tenths" between 10 and 50)),
	CONSTRAINT "reviews_likes_not_negative" CHECK ("reviews"."likes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_media" ADD CONSTRAINT "review_media_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_media_review_idx" ON "review_media" USING btree ("review_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line_idx" ON "reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","reviewed_at") WHERE "reviews"."status" = 'REVIEWED';