import { z } from 'zod';

/**
 * What the admin's lists share (issue #26). Lists are keyset pages: `next_cursor` is an opaque token naming where
 * the page ended (null on the last page), sent back as `cursor` for the next one, so page 5,000 costs what page 1
 * does; totals are approximate (counted exactly up to a bound, estimated above it), since exact counts are what
 * stall other admins' lists at hundreds of thousands of rows.
 */

/** An opaque cursor, as a previous page's next_cursor gave it (URL-safe base64). */
export const keysetCursor = z
  .string()
  .max(200, 'must be a cursor this list gave')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor this list gave');

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** ?cursor&size of every keyset list. */
export const keysetQuery = {
  cursor: keysetCursor.optional(),
  size: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(ADMIN_PAGE_SIZE_MAX, `must be at most ${ADMIN_PAGE_SIZE_MAX}`)
    .default(ADMIN_PAGE_SIZE),
};

/** One page of an admin list: the next page by `next_cursor` (null on the last page). */
export const keysetPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    next_cursor: z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last page'),
    approximate_total: z
      .number()
      .int()
      .describe('How many match: exact up to a cap (total_exact true), else an estimate from the database statistics'),
    total_exact: z.boolean(),
  });
export type KeysetPage<T> = { items: T[]; next_cursor: string | null; approximate_total: number; total_exact: boolean };

/** A staff search box's text (?q=): trimmed, 1–100 characters. */
export const adminSearchText = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

/** Who did something, as the audit log keeps it: a staff member or the shop itself (one of its jobs). */
export const adminActor = z.object({
  type: z.enum(['staff', 'system']),
  /** The staff member's id; null for the system. */
  id: z.string().nullable(),
  /** As they were named at the time: "Name <e-mail>", or the job's kind. */
  label: z.string(),
});
export type AdminActor = z.infer<typeof adminActor>;
