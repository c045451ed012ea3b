import type { PromotionStatus, Problem } from '@talad/domain';
import { promotionStatus } from '@talad/domain';
import { and, gt, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { decodeCursor } from '../../platform/keyset.ts';
import type { AuditActor, AuditContext } from '../audit/index.ts';

/** Who changes a promotion, coupon or flash sale, as the audit log names them; `now` is the change's moment. */
export interface Author {
  actor: AuditActor;
  context: AuditContext;
  now: Date;
}

/** A rule of @talad/domain broken: its error, tied to the field. */
export function refuse(problem: Problem | null): void {
  if (problem) throw new AppError(problem.error, { errors: [{ field: problem.field, reason: problem.error }] });
}

export const timeOf = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);

/** Where a window stands at `now`, as SQL over its columns (a null start or end is open, as promotionStatus reads it). */
export function statusIs(status: PromotionStatus, window: { startsAt: AnyPgColumn; endsAt: AnyPgColumn }, now: Date): SQL {
  const { startsAt: starts, endsAt: ends } = window;
  if (status === 'ended') return lte(ends, now);
  if (status === 'scheduled') return and(gt(starts, now), or(isNull(ends), gt(ends, now))) as SQL;
  return and(or(isNull(starts), lte(starts, now)), or(isNull(ends), gt(ends, now))) as SQL;
}

/**
 * Something that has ended keeps its terms as they were (PROMO_ENDED); something running keeps its start (it is in
 * orders already: PROMO_STARTED). Orders placed under the old terms keep them whatever changes: their lines, totals and
 * coupon uses were written as priced.
 */
export function refuseHistoryEdit(
  window: { startsAt: Date | null; endsAt: Date | null },
  newStart: Date | null | undefined,
  now: Date,
): void {
  const status = promotionStatus(window, now);
  if (status === 'ended') throw new AppError('PROMO_ENDED');
  if (status === 'running' && newStart !== undefined && newStart?.getTime() !== window.startsAt?.getTime())
    throw new AppError('PROMO_STARTED', { errors: [{ field: 'starts_at', reason: 'PROMO_STARTED' }] });
}

/**
 * The window of something ended by hand now: its end is now; one still scheduled ends before it ever started (its
 * start moves to the millisecond before), so no order can fall in it.
 */
export function endedWindow<Start extends Date | null>(window: { startsAt: Start }, now: Date): { startsAt: Start; endsAt: Date } {
  const moved = window.startsAt !== null && window.startsAt >= now;
  return { startsAt: (moved ? new Date(now.getTime() - 1) : window.startsAt) as Start, endsAt: now };
}

/** Product codes (PRD…) to ids, each once; an unknown code is refused naming its place in the list. */
export async function productIdsOf(db: Database | Transaction, codes: string[], field: string): Promise<Map<string, number>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, wanted));
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  const missing = codes.findIndex((code) => !ids.has(code));
  if (missing >= 0) throw new AppError('PRODUCT_NOT_FOUND', { errors: [{ field: `${field}.${missing}`, reason: codes[missing]! }] });
  return ids;
}

const cursorKey = z.tuple([z.number().int()]);

/** Rows past a page's cursor in a newest-first list keyed by id. */
export const pastCursor = (id: AnyPgColumn, cursor: string | undefined): SQL | undefined =>
  cursor ? lt(id, decodeCursor(cursor, cursorKey)[0]) : undefined;
