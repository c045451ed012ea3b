import type { AdminCollection, CollectionEditBody, CollectionProductsPage, NewCollectionBody } from '@talad/contract';
import { pickText, type Locale } from '@talad/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { collectionProducts, collections, products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, decodeCursor, pageOfRows } from '../../platform/keyset.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { both, hiddenAtOf, placed, refuseTakenSlug, renumber, stored, writing, type Editor } from './writing.ts';

type CollectionRow = typeof collections.$inferSelect;

function answer(row: CollectionRow, productCount: number): AdminCollection {
  return {
    id: row.id,
    slug: row.slug,
    name: both(row.name),
    description: both(row.description),
    position: row.position,
    hidden: row.hiddenAt !== null,
    product_count: productCount,
  };
}

/** GET admin/collections: every collection, hidden ones too, in the shop's order, with its products (on sale or not). */
export async function collectionList(db: Database): Promise<AdminCollection[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(collections).orderBy(asc(collections.position), asc(collections.id)),
    db.select({ id: collectionProducts.collectionId, total: count() }).from(collectionProducts).groupBy(collectionProducts.collectionId),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, row.total]));
  return rows.map((row) => answer(row, countOf.get(row.id) ?? 0));
}

export async function collectionById(db: Database | Transaction, id: number): Promise<AdminCollection> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id));
  if (!row) throw new AppError('COLLECTION_NOT_FOUND');
  const [counted] = await db.select({ total: count() }).from(collectionProducts).where(eq(collectionProducts.collectionId, id));
  return answer(row, counted?.total ?? 0);
}

async function locked(tx: Transaction, id: number): Promise<CollectionRow> {
  const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
  if (!row) throw new AppError('COLLECTION_NOT_FOUND');
  return row;
}

const allCollections = async (tx: Transaction) =>
  (await tx.select({ id: collections.id }).from(collections).orderBy(asc(collections.position), asc(collections.id))).map((row) => row.id);

export async function createCollection(db: Database, body: NewCollectionBody, by: Editor): Promise<number> {
  return writing(
    db,
    () =>
      db.transaction(async (tx) => {
        await refuseTakenSlug(tx, collections, body.slug, null, 'COLLECTION_SLUG_TAKEN');
        const [row] = await tx
          .insert(collections)
          .values({
            slug: body.slug,
            name: stored(body.name),
            description: stored(body.description ?? { th: '' }),
            position: (await allCollections(tx)).length + 1,
          })
          .returning();
        await recordAudit(tx, {
          actor: by.actor,
          context: by.context,
          action: 'collection.create',
          entity: { type: 'collection', id: row!.id },
          after: { slug: row!.slug, name: row!.name },
        });
        return row!.id;
      }),
    'COLLECTION_SLUG_TAKEN',
  );
}

/** PATCH admin/collections/{id}: one audit entry (collection.edit) with what changed; nothing changed writes none. */
export async function editCollection(db: Database, id: number, edit: CollectionEditBody, by: Editor, now: Date): Promise<void> {
  await writing(
    db,
    () =>
      db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (edit.slug !== undefined) await refuseTakenSlug(tx, collections, edit.slug, id, 'COLLECTION_SLUG_TAKEN');
        const order = await allCollections(tx);
        const newOrder = edit.position === undefined ? order : placed(order, id, edit.position);
        const before = {
          slug: row.slug,
          name: both(row.name),
          description: both(row.description),
          hidden: row.hiddenAt !== null,
          position: order.indexOf(id) + 1,
        };
        const after = {
          slug: edit.slug ?? row.slug,
          name: edit.name ? both(edit.name) : before.name,
          description: edit.description ? both(edit.description) : before.description,
          hidden: edit.hidden ?? before.hidden,
          position: newOrder.indexOf(id) + 1,
        };
        const changed = changedFields(before, after);
        if (Object.keys(changed.after).length === 0) return;
        await tx
          .update(collections)
          .set({
            slug: after.slug,
            name: edit.name ? stored(edit.name) : row.name,
            description: edit.description ? stored(edit.description) : row.description,
            hiddenAt: hiddenAtOf(edit.hidden, row.hiddenAt, now),
          })
          .where(eq(collections.id, id));
        await renumber(tx, collections, sql`${collections.id}`, newOrder);
        await recordAudit(tx, {
          actor: by.actor,
          context: by.context,
          action: 'collection.edit',
          entity: { type: 'collection', id },
          ...changed,
        });
      }),
    'COLLECTION_SLUG_TAKEN',
  );
}

const pageKey = z.tuple([z.number().int(), z.number().int()]);

/** GET admin/collections/{id}/products: its products in its order (position, then product id), in keyset pages. */
export async function collectionProductPage(
  db: Database,
  id: number,
  query: { cursor?: string | undefined; size: number },
  locale: Locale,
): Promise<CollectionProductsPage> {
  await collectionById(db, id);
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, pageKey);
  const inCollection = eq(collectionProducts.collectionId, id);
  const rows = await db
    .select({
      productId: collectionProducts.productId,
      position: collectionProducts.position,
      code: products.code,
      name: products.name,
      withdrawnAt: products.withdrawnAt,
    })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(
      after === null
        ? inCollection
        : and(inCollection, sql`(${collectionProducts.position}, ${collectionProducts.productId}) > (${after[0]}, ${after[1]})`),
    )
    .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId))
    .limit(query.size + 1);
  const page = pageOfRows(
    rows,
    query.size,
    (row) => [row.position, row.productId],
    (row) => ({ code: row.code, name: pickText(row.name, locale), position: row.position, withdrawn: row.withdrawnAt !== null }),
  );
  const total = await approximateTotal(
    db,
    db
      .select({ one: sql`1` })
      .from(collectionProducts)
      .where(inCollection),
  );
  return { ...page, ...total };
}

async function productIdOf(tx: Transaction, code: string, unknown: 'COLLECTION_PRODUCT_UNKNOWN' | 'PRODUCT_NOT_FOUND'): Promise<number> {
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!product) throw new AppError(unknown, { errors: [{ field: 'code', reason: code }] });
  return product.id;
}

const memberIds = async (tx: Transaction, id: number) =>
  (
    await tx
      .select({ id: collectionProducts.productId })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, id))
      .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId))
  ).map((row) => row.id);

/** POST admin/collections/{id}/products: the product goes last; one already in it stays where it is (nothing written). */
export async function addCollectionProduct(db: Database, id: number, code: string, by: Editor): Promise<void> {
  await db.transaction(async (tx) => {
    await locked(tx, id);
    const productId = await productIdOf(tx, code, 'COLLECTION_PRODUCT_UNKNOWN');
    const members = await memberIds(tx, id);
    if (members.includes(productId)) return;
    await tx.insert(collectionProducts).values({ collectionId: id, productId, position: members.length + 1 });
    await renumber(tx, collectionProducts, sql`${collectionProducts.productId}`, [...members, productId], sql`collection_id = ${id}`);
    await recordAudit(tx, {
      actor: by.actor,
      context: by.context,
      action: 'collection.product_add',
      entity: { type: 'collection', id },
      after: { product: code },
    });
  });
}

/** DELETE admin/collections/{id}/products/{code}: 404 COLLECTION_PRODUCT_NOT_IN when it is not in it. */
export async function removeCollectionProduct(db: Database, id: number, code: string, by: Editor): Promise<void> {
  await db.transaction(async (tx) => {
    await locked(tx, id);
    const productId = await productIdOf(tx, code, 'PRODUCT_NOT_FOUND');
    const removed = await tx
      .delete(collectionProducts)
      .where(and(eq(collectionProducts.collectionId, id), eq(collectionProducts.productId, productId)))
      .returning({ id: collectionProducts.productId });
    if (removed.length === 0) throw new AppError('COLLECTION_PRODUCT_NOT_IN');
    await renumber(tx, collectionProducts, sql`${collectionProducts.productId}`, await memberIds(tx, id), sql`collection_id = ${id}`);
    await recordAudit(tx, {
      actor: by.actor,
      context: by.context,
      action: 'collection.product_remove',
      entity: { type: 'collection', id },
      before: { product: code },
    });
  });
}

/** PATCH admin/collections/{id}/products/{code} {position}: its place in the collection, the others close up around it. */
export async function moveCollectionProduct(db: Database, id: number, code: string, position: number, by: Editor): Promise<void> {
  await db.transaction(async (tx) => {
    await locked(tx, id);
    const productId = await productIdOf(tx, code, 'PRODUCT_NOT_FOUND');
    const members = await memberIds(tx, id);
    if (!members.includes(productId)) throw new AppError('COLLECTION_PRODUCT_NOT_IN');
    const order = placed(members, productId, position);
    if (order.indexOf(productId) === members.indexOf(productId)) return;
    await renumber(tx, collectionProducts, sql`${collectionProducts.productId}`, order, sql`collection_id = ${id}`);
    await recordAudit(tx, {
      actor: by.actor,
      context: by.context,
      action: 'collection.product_move',
      entity: { type: 'collection', id },
      before: { product: code, position: members.indexOf(productId) + 1 },
      after: { product: code, position: order.indexOf(productId) + 1 },
    });
  });
}
