-- Home page blocks edited in the back office (decision 0054): a block's live version is `theme`/`settings`, shown from
-- `published_at` (null: never published, a draft); staff edits wait in `draft` ({theme, settings}) until published,
-- at once or at `draft_publish_at` (a Bangkok time the admin chose, kept as an instant). Rows already in the shop are
-- published when this ran.
ALTER TABLE "content_blocks" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "draft_publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_schedule_has_draft" CHECK ("content_blocks"."draft_publish_at" is null or "content_blocks"."draft" is not null);
