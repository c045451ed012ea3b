/**
 * When a home page block shows (decision 0054). A block has a live version, shown from `publishedAt` (null: never
 * published, a draft), and may have staff edits waiting as a draft, published at once or at `draftPublishAt`. Shoppers
 * see the draft once its time has come, else the live version once its time has come, else nothing.
 */
export interface BlockTimes {
  publishedAt: Date | null;
  hasDraft: boolean;
  draftPublishAt: Date | null;
}

/** draft: never published; scheduled: a first publishing or waiting changes have a time to come; published: live. */
export type BlockState = 'draft' | 'scheduled' | 'published';

const come = (at: Date | null, now: Date): at is Date => at !== null && at.getTime() <= now.getTime();

/** Which version a shopper sees now: the draft, the live one, or none. */
export function shownVersion(block: BlockTimes, now: Date): 'draft' | 'live' | null {
  if (block.hasDraft && come(block.draftPublishAt, now)) return 'draft';
  return come(block.publishedAt, now) ? 'live' : null;
}

/** What the back office shows of a block: its state, whether edits wait unpublished, and a time to come if any. */
export function blockStateOf(block: BlockTimes, now: Date): { state: BlockState; hasChanges: boolean; publishAt: Date | null } {
  const draftDue = block.hasDraft && come(block.draftPublishAt, now);
  const publishAt = block.publishedAt && !come(block.publishedAt, now) ? block.publishedAt : draftDue ? null : block.draftPublishAt;
  if (block.publishedAt === null) return { state: 'draft', hasChanges: false, publishAt: null };
  return { state: publishAt ? 'scheduled' : 'published', hasChanges: block.hasDraft && !draftDue && !block.draftPublishAt, publishAt };
}
