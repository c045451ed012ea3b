-- The search text's trigram index keeps a pending list of at most 256 kB (not 4 MB): every search reads all of it.
-- ALTER, not drizzle-kit's DROP and CREATE: the same index without a rebuild; its pending list is merged now.
ALTER INDEX "products_search_text_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_text_idx'::regclass);
