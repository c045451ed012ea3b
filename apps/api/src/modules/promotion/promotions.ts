import {
  parsePromotionRules,
  type AdminPromotion,
  type AdminPromotionsPage,
  type AdminPromotionsQuery,
  type PromotionCreateBody,
  type PromotionEditBody,
} from '@talad/contract';
import { promotionRulesProblem, promotionStatus, windowProblem, type PromotionKind, type PromotionRules } from '@talad/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { productVariants, products, promotionProducts, promotions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, pageOfRows } from '../../platform/keyset.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { endedWindow, pastCursor, productIdsOf, refuse, refuseHistoryEdit, statusIs, timeOf, type Author } from './common.ts';

type PromotionRow = typeof promotions.$inferSelect;
type Rules = Record<string, number | null>;

function rowOf(row: PromotionRow, now: Date) {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    status: promotionStatus(row, now),
    title: row.title as { th: string; en: string },
    description: row.description as { th: string; en: string },
    rules: row.rules as Rules,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

async function productCodesOf(db: Database | Transaction, promotionId: number): Promise<string[]> {
  const rows = await db
    .select({ code: products.code })
    .from(promotionProducts)
    .innerJoin(products, eq(products.id, promotionProducts.productId))
    .where(eq(promotionProducts.promotionId, promotionId))
    .orderBy(asc(products.code));
  return rows.map((row) => row.code);
}

/** GET admin/promotions: newest first, by status, with each one's product count. */
export async function listPromotions(db: Database, query: AdminPromotionsQuery, now: Date): Promise<AdminPromotionsPage> {
  const where = query.status ? statusIs(query.status, promotions, now) : undefined;
  const rows = await db
    .select()
    .from(promotions)
    .where(and(where, pastCursor(promotions.id, query.cursor)))
    .orderBy(desc(promotions.id))
    .limit(query.size + 1);
  const counts = new Map(
    rows.length === 0
      ? []
      : (
          await db
            .select({ id: promotionProducts.promotionId, total: count() })
            .from(promotionProducts)
            .where(
              inArray(
                promotionProducts.promotionId,
                rows.map((row) => row.id),
              ),
            )
            .groupBy(promotionProducts.promotionId)
        ).map((row) => [row.id, row.total]),
  );
  const page = pageOfRows(
    rows,
    query.size,
    (row) => [row.id],
    (row) => ({ ...rowOf(row, now), product_count: counts.get(row.id) ?? 0 }),
  );
  return { ...page, ...(await approximateTotal(db, db.select({ id: promotions.id }).from(promotions).where(where))) };
}

async function promotionRow(db: Database | Transaction, id: number, lock = false): Promise<PromotionRow> {
  const query = db.select().from(promotions).where(eq(promotions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
  return row;
}

export async function adminPromotion(db: Database | Transaction, id: number, now: Date): Promise<AdminPromotion> {
  const row = await promotionRow(db, id);
  return { ...rowOf(row, now), product_codes: await productCodesOf(db, id) };
}

/** The kind's rules: their shape (the pricing engine's PromotionRules), their numbers, the variants they name. */
async function checkedRules(tx: Transaction, kind: PromotionKind, rules: unknown): Promise<PromotionRules[PromotionKind]> {
  const parsed = parsePromotionRules(kind, rules);
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', {
      errors: parsed.error.issues.map((issue) => ({ field: ['rules', ...issue.path].join('.'), reason: issue.message })),
    });
  refuse(promotionRulesProblem(kind, parsed.data));
  const named = Object.entries(parsed.data as Rules).filter(([key]) => key.endsWith('VariantId'));
  for (const [key, variantId] of named) {
    const [variant] = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.id, variantId!));
    if (!variant) throw new AppError('VARIANT_NOT_FOUND', { errors: [{ field: `rules.${key}`, reason: String(variantId) }] });
  }
  return parsed.data;
}

/** A product's promotion kinds at `now`: those of the promotions it is in that have not ended. */
const kindsAt = (now: Date) => sql`coalesce((
  select array_agg(distinct p.kind order by p.kind) from ${promotionProducts} pp join ${promotions} p on p.id = pp.promotion_id
  where pp.product_id = ${products.id} and (p.ends_at is null or p.ends_at > ${now.toISOString()}::timestamptz)), '{}')`;

/**
 * The listing's promotion kinds of these products follow the promotions they are in that have not ended (the
 * "has promotion" filter and the card's labels read them).
 */
async function refreshPromotionKinds(tx: Transaction, productIds: number[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    update ${products} set promotion_kinds = ${kindsAt(now)}
    where ${products.id} in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/**
 * A promotion ending by the clock (decision 0057): the products of those that ended after `since` and by `until` lose
 * its kind, in one statement that writes only the products whose kinds change (run again, it writes nothing).
 * Answers how many products changed.
 */
export async function refreshEndedPromotionKinds(db: Database, since: Date, until: Date): Promise<number> {
  const result = await db.execute(sql`
    update ${products} set promotion_kinds = ${kindsAt(until)}
    where ${products.id} in (
      select pp.product_id from ${promotionProducts} pp join ${promotions} p on p.id = pp.promotion_id
      where p.ends_at > ${since.toISOString()}::timestamptz and p.ends_at <= ${until.toISOString()}::timestamptz)
    and ${products.promotionKinds} is distinct from ${kindsAt(until)}
    returning ${products.id}`);
  // Both drivers (pg and PGlite) answer {rows}.
  return (result as unknown as { rows: unknown[] }).rows.length;
}

async function setProducts(tx: Transaction, promotionId: number, codes: string[], now: Date): Promise<void> {
  const ids = [...(await productIdsOf(tx, codes, 'product_codes')).values()];
  const before = await tx.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId)).returning();
  if (ids.length > 0) await tx.insert(promotionProducts).values(ids.map((productId) => ({ promotionId, productId })));
  await refreshPromotionKinds(tx, [...new Set([...before.map((link) => link.productId), ...ids])], now);
}

/** What the audit log keeps of a promotion's terms. */
const termsOf = (answer: AdminPromotion) => ({
  title: answer.title,
  description: answer.description,
  rules: answer.rules,
  starts_at: answer.starts_at,
  ends_at: answer.ends_at,
  product_codes: answer.product_codes,
});

/** POST admin/promotions: the kind's rules, the window and the products checked, one audit entry. */
export function createPromotion(db: Database, body: PromotionCreateBody, author: Author): Promise<AdminPromotion> {
  return db.transaction(async (tx) => {
    refuse(windowProblem(timeOf(body.starts_at), timeOf(body.ends_at)));
    const rules = await checkedRules(tx, body.kind, body.rules);
    const [taken] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, body.slug));
    if (taken) throw new AppError('PROMO_CODE_TAKEN', { errors: [{ field: 'slug', reason: body.slug }] });
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${promotions.position}), 0)` }).from(promotions);
    const [row] = await tx
      .insert(promotions)
      .values({
        slug: body.slug,
        kind: body.kind,
        rules,
        title: body.title,
        description: body.description,
        startsAt: timeOf(body.starts_at),
        endsAt: timeOf(body.ends_at),
        position: Number(last?.position ?? 0) + 1,
      })
      .returning();
    await setProducts(tx, row!.id, body.product_codes, author.now);
    const answer = await adminPromotion(tx, row!.id, author.now);
    await recordAudit(tx, {
      actor: author.actor,
      action: 'promotion.create',
      entity: { type: 'promotion', id: row!.id },
      after: { kind: body.kind, slug: body.slug, ...termsOf(answer) },
      context: author.context,
    });
    return answer;
  });
}

/**
 * PATCH admin/promotions/{id}: terms of one not ended yet (a running one keeps its start). Orders already placed keep
 * what they were priced at: the engine reads the new terms from the next cart on.
 */
export function editPromotion(db: Database, id: number, body: PromotionEditBody, author: Author): Promise<AdminPromotion> {
  return db.transaction(async (tx) => {
    const row = await promotionRow(tx, id, true);
    const startsAt = body.starts_at === undefined ? undefined : timeOf(body.starts_at);
    refuseHistoryEdit(row, startsAt, author.now);
    const endsAt = body.ends_at === undefined ? row.endsAt : timeOf(body.ends_at);
    refuse(windowProblem(startsAt === undefined ? row.startsAt : startsAt, endsAt));
    const before = await adminPromotion(tx, id, author.now);
    const rules = body.rules === undefined ? undefined : await checkedRules(tx, row.kind, body.rules);
    await tx
      .update(promotions)
      .set({
        ...(rules === undefined ? {} : { rules }),
        ...(body.title ? { title: body.title } : {}),
        ...(body.description ? { description: body.description } : {}),
        ...(startsAt === undefined ? {} : { startsAt }),
        endsAt,
      })
      .where(eq(promotions.id, id));
    if (body.product_codes) await setProducts(tx, id, body.product_codes, author.now);
    const after = await adminPromotion(tx, id, author.now);
    const changed = changedFields(termsOf(before), termsOf(after));
    if (Object.keys(changed.after).length > 0)
      await recordAudit(tx, {
        actor: author.actor,
        action: 'promotion.edit',
        entity: { type: 'promotion', id },
        ...changed,
        context: author.context,
      });
    return after;
  });
}

/** POST admin/promotions/{id}/end: it stops now (one still scheduled never starts). */
export function endPromotion(db: Database, id: number, author: Author): Promise<AdminPromotion> {
  return db.transaction(async (tx) => {
    const row = await promotionRow(tx, id, true);
    refuseHistoryEdit(row, undefined, author.now);
    const window = endedWindow(row, author.now);
    await tx.update(promotions).set(window).where(eq(promotions.id, id));
    const links = await tx.select({ id: promotionProducts.productId }).from(promotionProducts).where(eq(promotionProducts.promotionId, id));
    await refreshPromotionKinds(
      tx,
      links.map((link) => link.id),
      author.now,
    );
    await recordAudit(tx, {
      actor: author.actor,
      action: 'promotion.end',
      entity: { type: 'promotion', id },
      before: { starts_at: row.startsAt?.toISOString() ?? null, ends_at: row.endsAt?.toISOString() ?? null },
      after: { starts_at: window.startsAt?.toISOString() ?? null, ends_at: window.endsAt.toISOString() },
      context: author.context,
    });
    return adminPromotion(tx, id, author.now);
  });
}
