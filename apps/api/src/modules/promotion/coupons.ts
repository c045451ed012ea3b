import type { AdminCoupon, AdminCouponsPage, AdminPromotionsQuery, CouponCreateBody, CouponEditBody } from '@talad/contract';
import { couponProblem, promotionStatus, type MembershipTier } from '@talad/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, pageOfRows } from '../../platform/keyset.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { endedWindow, pastCursor, refuse, refuseHistoryEdit, statusIs, type Author } from './common.ts';

type CouponRow = typeof coupons.$inferSelect;

function answerOf(row: CouponRow, now: Date): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    kind: row.kind,
    name: row.name as AdminCoupon['name'],
    description: row.description as AdminCoupon['description'],
    discount: row.discount,
    value: row.value,
    max_discount: row.maxDiscount,
    min_spend: row.minSpend,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    total_limit: row.totalLimit,
    per_member_limit: row.perMemberLimit,
    categories: row.categories,
    brands: row.brands,
    layout_id: row.layoutId as AdminCoupon['layout_id'],
    tiers: row.tiers as MembershipTier[],
    status: promotionStatus(row, now),
    used: row.used,
  };
}

/** The columns of a coupon's editable terms, from the request's (snake_case) fields. */
function columnsOf(body: CouponEditBody) {
  const columns = {
    kind: body.kind,
    name: body.name,
    description: body.description,
    discount: body.discount,
    value: body.value,
    maxDiscount: body.max_discount,
    minSpend: body.min_spend,
    startsAt: body.starts_at === undefined ? undefined : new Date(body.starts_at),
    endsAt: body.ends_at === undefined ? undefined : new Date(body.ends_at),
    totalLimit: body.total_limit,
    perMemberLimit: body.per_member_limit,
    categories: body.categories,
    brands: body.brands,
    layoutId: body.layout_id,
    tiers: body.tiers,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<typeof coupons.$inferInsert>;
}

/** The rules of the coupon's terms as they would be (type, kind, value, limits, window), against what was used. */
function refuseTerms(row: Pick<CouponRow, 'type' | 'used'> & Partial<typeof coupons.$inferInsert>): void {
  refuse(
    couponProblem(
      {
        type: row.type,
        kind: row.kind!,
        discount: row.discount!,
        value: row.value!,
        maxDiscount: row.maxDiscount ?? null,
        minSpend: row.minSpend ?? 0,
        totalLimit: row.totalLimit ?? null,
        perMemberLimit: row.perMemberLimit ?? 1,
        startsAt: row.startsAt!,
        endsAt: row.endsAt!,
      },
      row.used,
    ),
  );
}

/** GET admin/coupons: newest first, by status. */
export async function listCoupons(db: Database, query: AdminPromotionsQuery, now: Date): Promise<AdminCouponsPage> {
  const where = query.status ? statusIs(query.status, coupons, now) : undefined;
  const rows = await db
    .select()
    .from(coupons)
    .where(and(where, pastCursor(coupons.id, query.cursor)))
    .orderBy(desc(coupons.id))
    .limit(query.size + 1);
  const page = pageOfRows(
    rows,
    query.size,
    (row) => [row.id],
    (row) => answerOf(row, now),
  );
  return { ...page, ...(await approximateTotal(db, db.select({ id: coupons.id }).from(coupons).where(where))) };
}

async function couponRow(db: Database | Transaction, id: number, lock = false): Promise<CouponRow> {
  const query = db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  return row;
}

export async function adminCoupon(db: Database, id: number, now: Date): Promise<AdminCoupon> {
  return answerOf(await couponRow(db, id), now);
}

/** POST admin/coupons: the code once, the kind of its type, the terms checked, one audit entry. */
export function createCoupon(db: Database, body: CouponCreateBody, author: Author): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const columns = { code: body.code, type: body.type, ...columnsOf(body) };
    refuseTerms({ ...columns, used: 0 });
    const [taken] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, body.code));
    if (taken) throw new AppError('PROMO_CODE_TAKEN', { errors: [{ field: 'code', reason: body.code }] });
    const [row] = await tx
      .insert(coupons)
      .values(columns as typeof coupons.$inferInsert)
      .returning();
    const answer = answerOf(row!, author.now);
    const { status: _status, used: _used, ...terms } = answer;
    await recordAudit(tx, {
      actor: author.actor,
      action: 'coupon.create',
      entity: { type: 'coupon', id: row!.id },
      after: terms,
      context: author.context,
    });
    return answer;
  });
}

/**
 * PATCH admin/coupons/{id}: the terms of a coupon not ended (a running one keeps its start); a total limit never
 * below the uses so far (under the row's lock, which every use takes). Orders already placed keep the discount they
 * were given: coupon_uses and the order's totals were written as priced.
 */
export function editCoupon(db: Database, id: number, body: CouponEditBody, author: Author): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const row = await couponRow(tx, id, true);
    const change = columnsOf(body);
    refuseHistoryEdit(row, change.startsAt, author.now);
    refuseTerms({ ...row, ...change });
    const [updated] = await tx.update(coupons).set(change).where(eq(coupons.id, id)).returning();
    const before = answerOf(row, author.now);
    const after = answerOf(updated!, author.now);
    const changed = changedFields(before as Record<string, unknown>, { ...after, status: before.status });
    if (Object.keys(changed.after).length > 0)
      await recordAudit(tx, {
        actor: author.actor,
        action: 'coupon.edit',
        entity: { type: 'coupon', id },
        ...changed,
        context: author.context,
      });
    return after;
  });
}

/** POST admin/coupons/{id}/end: no one can use it from now (one still scheduled never starts). */
export function endCoupon(db: Database, id: number, author: Author): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const row = await couponRow(tx, id, true);
    refuseHistoryEdit(row, undefined, author.now);
    const window = endedWindow(row, author.now);
    const [updated] = await tx.update(coupons).set(window).where(eq(coupons.id, id)).returning();
    await recordAudit(tx, {
      actor: author.actor,
      action: 'coupon.end',
      entity: { type: 'coupon', id },
      before: { starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() },
      after: { starts_at: updated!.startsAt.toISOString(), ends_at: updated!.endsAt.toISOString() },
      context: author.context,
    });
    return answerOf(updated!, author.now);
  });
}
