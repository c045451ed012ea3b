CREATE TABLE "password_attempts" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_attempts_window_idx" ON "password_attempts" USING btree ("window_ends_at");--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "failed_password_count";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "locked_until";