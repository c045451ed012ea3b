import type { AdminCategory, CategoryEditBody, CategoryMoveBody, NewCategoryBody } from '@talad/contract';
import type { CategoryLevel } from '@talad/domain';
import { asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/statements.ts';
import { AppError } from '../../platform/app-error.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { both, hiddenAtOf, placed, refuseTakenSlug, renumber, rewriteSearchTexts, stored, writing, type Editor } from './writing.ts';

type CategoryRow = typeof categories.$inferSelect;

/** The level under a parent of `level` (null: the top); a detail category holds none. */
const CHILD_LEVEL: Record<CategoryLevel | 'top', CategoryLevel | null> = { top: 'main', main: 'sub', sub: 'detail', detail: null };

/** Products sitting in a category at any level (a product names its main, sub and detail category). */
const holding = (id: number): SQL =>
  sql`(${products.mainCategoryId} = ${id} or ${products.subCategoryId} = ${id} or ${products.detailCategoryId} = ${id})`;

function answer(row: CategoryRow, productCount: number): AdminCategory {
  return {
    id: row.id,
    slug: row.slug,
    parent_id: row.parentId,
    level: row.level,
    name: both(row.name),
    description: both(row.description),
    colour: row.colour,
    position: row.position,
    hidden: row.hiddenAt !== null,
    product_count: productCount,
  };
}

/** Products per category, each counted at its main, sub and detail category (one grouped pass per level). */
async function productCounts(db: Database | Transaction): Promise<Map<number, number>> {
  const rows = rowsOf<{ id: number; total: number }>(
    await db.execute(sql`select main_category_id as id, count(*)::int as total from products group by 1
      union all select sub_category_id, count(*)::int from products group by 1
      union all select detail_category_id, count(*)::int from products where detail_category_id is not null group by 1`),
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.total)]));
}

/** GET admin/categories: the whole tree, each category followed by its children, siblings in their order. */
export async function categoryTree(db: Database): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    productCounts(db),
  ]);
  const walk = (parentId: number | null): AdminCategory[] =>
    rows.filter((row) => row.parentId === parentId).flatMap((row) => [answer(row, counts.get(row.id) ?? 0), ...walk(row.id)]);
  return walk(null);
}

export async function categoryById(db: Database | Transaction, id: number): Promise<AdminCategory> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(holding(id));
  return answer(row, Number(counted?.total ?? 0));
}

async function locked(tx: Transaction, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return row;
}

/** The siblings' ids under `parentId` in their order. */
async function siblings(tx: Transaction, parentId: number | null): Promise<number[]> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => row.id);
}

const underSameParent = (parentId: number | null) => (parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`);

/** POST admin/categories: a main category at the top, a sub under a main, a detail under a sub; last among its siblings. */
export async function createCategory(db: Database, body: NewCategoryBody, by: Editor): Promise<number> {
  return writing(
    db,
    () =>
      db.transaction(async (tx) => {
        const parent =
          body.parent_id === null ? null : await tx.select().from(categories).where(eq(categories.id, body.parent_id)).for('update');
        if (parent && !parent[0])
          throw new AppError('CATEGORY_PARENT_UNKNOWN', { errors: [{ field: 'parent_id', reason: String(body.parent_id) }] });
        const above = parent?.[0] ?? null;
        const level = CHILD_LEVEL[above?.level ?? 'top'];
        if (!level) throw new AppError('CATEGORY_TOO_DEEP', { errors: [{ field: 'parent_id', reason: String(body.parent_id) }] });
        await refuseTakenSlug(tx, categories, body.slug, null, 'CATEGORY_SLUG_TAKEN');
        const [row] = await tx
          .insert(categories)
          .values({
            slug: body.slug,
            parentId: above?.id ?? null,
            level,
            name: stored(body.name),
            description: stored(body.description ?? { th: '' }),
            colour: body.colour ?? above?.colour ?? '#6b7280',
            position: (await siblings(tx, above?.id ?? null)).length + 1,
          })
          .returning();
        await recordAudit(tx, {
          actor: by.actor,
          context: by.context,
          action: 'category.create',
          entity: { type: 'category', id: row!.id },
          after: { slug: row!.slug, parent_id: row!.parentId, level, name: row!.name },
        });
        return row!.id;
      }),
    'CATEGORY_SLUG_TAKEN',
  );
}

/**
 * PATCH admin/categories/{id}: slug, names, colour, hidden, place among its siblings. One audit entry (category.edit)
 * with what changed; nothing changed writes none. A new name rewrites its products' search texts.
 */
export async function editCategory(db: Database, id: number, edit: CategoryEditBody, by: Editor, now: Date): Promise<void> {
  await writing(
    db,
    () =>
      db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (edit.slug !== undefined) await refuseTakenSlug(tx, categories, edit.slug, id, 'CATEGORY_SLUG_TAKEN');
        const order = await siblings(tx, row.parentId);
        const newOrder = edit.position === undefined ? order : placed(order, id, edit.position);
        const before = {
          slug: row.slug,
          name: both(row.name),
          description: both(row.description),
          colour: row.colour,
          hidden: row.hiddenAt !== null,
          position: order.indexOf(id) + 1,
        };
        const after = {
          slug: edit.slug ?? row.slug,
          name: edit.name ? both(edit.name) : before.name,
          description: edit.description ? both(edit.description) : before.description,
          colour: edit.colour ?? row.colour,
          hidden: edit.hidden ?? before.hidden,
          position: newOrder.indexOf(id) + 1,
        };
        const changed = changedFields(before, after);
        if (Object.keys(changed.after).length === 0) return;
        await tx
          .update(categories)
          .set({
            slug: after.slug,
            name: edit.name ? stored(edit.name) : row.name,
            description: edit.description ? stored(edit.description) : row.description,
            colour: after.colour,
            hiddenAt: hiddenAtOf(edit.hidden, row.hiddenAt, now),
          })
          .where(eq(categories.id, id));
        await renumber(tx, categories, sql`${categories.id}`, newOrder, underSameParent(row.parentId));
        if ('name' in changed.after) await rewriteSearchTexts(db, tx, holding(id));
        await recordAudit(tx, {
          actor: by.actor,
          context: by.context,
          action: 'category.edit',
          entity: { type: 'category', id },
          ...changed,
        });
      }),
    'CATEGORY_SLUG_TAKEN',
  );
}

/** Whether `candidate` is `id` or sits under it. */
async function isWithin(tx: Transaction, candidate: number, id: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`with recursive up as (
        select id, parent_id from categories where id = ${candidate}
        union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
      select id from up where id = ${id}`),
  );
  return rows.length > 0;
}

/**
 * POST admin/categories/{id}/move: under another parent of the level above its own (a sub under a main, a detail under
 * a sub; a main stays at the top), last among its new siblings. Its products follow: a product names its main, sub and
 * detail category, and the foreign keys to categories' (id, parent_id) hold them to one chain, so the category and its
 * products change in one statement (the keys are checked at its end). Their search texts are written again.
 */
export async function moveCategory(db: Database, id: number, body: CategoryMoveBody, by: Editor): Promise<void> {
  await writing(db, () =>
    db.transaction(async (tx) => {
      const row = await locked(tx, id);
      if (row.parentId === body.parent_id) return;
      const [parent] = await tx.select().from(categories).where(eq(categories.id, body.parent_id)).for('update');
      if (!parent) throw new AppError('CATEGORY_PARENT_UNKNOWN', { errors: [{ field: 'parent_id', reason: String(body.parent_id) }] });
      if (await isWithin(tx, parent.id, id))
        throw new AppError('CATEGORY_MOVE_CYCLE', { errors: [{ field: 'parent_id', reason: String(parent.id) }] });
      if (CHILD_LEVEL[parent.level] !== row.level)
        throw new AppError('CATEGORY_MOVE_LEVEL', { errors: [{ field: 'parent_id', reason: parent.level }] });
      const position = (await siblings(tx, parent.id)).length + 1;
      const follow =
        row.level === 'sub'
          ? sql`update products set main_category_id = ${parent.id} where sub_category_id = ${id}`
          : sql`update products set sub_category_id = ${parent.id}, main_category_id = ${parent.parentId} where detail_category_id = ${id}`;
      await tx.execute(
        sql`with moved as (update categories set parent_id = ${parent.id}, position = ${position} where id = ${id}) ${follow}`,
      );
      await renumber(tx, categories, sql`${categories.id}`, await siblings(tx, row.parentId), underSameParent(row.parentId));
      await rewriteSearchTexts(db, tx, holding(id));
      await recordAudit(tx, {
        actor: by.actor,
        context: by.context,
        action: 'category.move',
        entity: { type: 'category', id },
        before: { parent_id: row.parentId },
        after: { parent_id: parent.id },
      });
    }),
  );
}

/** DELETE admin/categories/{id}: only an empty leaf; one holding products is hidden instead (409 CATEGORY_HAS_PRODUCTS). */
export async function deleteCategory(db: Database, id: number, by: Editor): Promise<void> {
  await writing(db, () =>
    db.transaction(async (tx) => {
      const row = await locked(tx, id);
      const [held] = await tx.select({ id: products.id }).from(products).where(holding(id)).limit(1);
      if (held) throw new AppError('CATEGORY_HAS_PRODUCTS');
      const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
      if (child) throw new AppError('CATEGORY_HAS_CHILDREN');
      await tx.delete(categories).where(eq(categories.id, id));
      await renumber(tx, categories, sql`${categories.id}`, await siblings(tx, row.parentId), underSameParent(row.parentId));
      await recordAudit(tx, {
        actor: by.actor,
        context: by.context,
        action: 'category.delete',
        entity: { type: 'category', id },
        before: { slug: row.slug, parent_id: row.parentId, name: row.name },
      });
    }),
  );
}
