import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@talad/domain';
import { z } from 'zod';

/** A URL slug: lower-case letters, digits and dashes. */
export const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a slug (a-z, 0-9, -)');

/** "a,b,c" on the wire → ['a','b','c'], each checked by `item`. */
export const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(1000)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(50));

/** A query flag: true/false/1/0 on the wire, a boolean inside. */
export const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Money is integer satang everywhere. */
export const satang = z.coerce.number({ error: 'must be a number' }).int('must be whole satang').min(0).max(100_000_000);

/** ?page&size of every paged list; pages count from 1. */
export const pagingQuery = {
  page: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be 1 or more').max(10_000).default(1),
  size: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, 'must be 1 or more')
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
};

/** One page of a list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    total_pages: z.number().int(),
  });
/** A page of T, as `pageOf` answers it. */
export type Page<T> = Omit<z.infer<ReturnType<typeof pageOf<z.ZodUnknown>>>, 'items'> & { items: T[] };

/** Params of routes addressed by slug. */
export const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Answers with no data (a delete, a consent saved). */
export const noData = z.null();
