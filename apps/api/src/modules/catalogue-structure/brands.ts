import type { AdminBrand, BrandEditBody, NewBrandBody } from '@talad/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { brandLogo } from '../catalog/index.ts';
import { both, hiddenAtOf, refuseTakenSlug, rewriteSearchTexts, stored, writing, type Editor } from './writing.ts';

type BrandRow = typeof brands.$inferSelect;

function answer(row: BrandRow, productCount: number): AdminBrand {
  return {
    id: row.id,
    slug: row.slug,
    name: both(row.name),
    description: both(row.description),
    is_thai: row.isThai,
    colour: row.colour,
    logo: brandLogo(row),
    hidden: row.hiddenAt !== null,
    product_count: productCount,
  };
}

/** GET admin/brands: every brand, hidden ones too, A to Z by slug, with its products (on sale or not). */
export async function brandList(db: Database): Promise<AdminBrand[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(brands).orderBy(asc(brands.slug)),
    db.select({ id: products.brandId, total: count() }).from(products).groupBy(products.brandId),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, row.total]));
  return rows.map((row) => answer(row, countOf.get(row.id) ?? 0));
}

export async function brandById(db: Database | Transaction, id: number): Promise<AdminBrand> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw new AppError('BRAND_NOT_FOUND');
  const [counted] = await db.select({ total: count() }).from(products).where(eq(products.brandId, id));
  return answer(row, counted?.total ?? 0);
}

export async function createBrand(db: Database, body: NewBrandBody, by: Editor): Promise<number> {
  return writing(
    db,
    () =>
      db.transaction(async (tx) => {
        await refuseTakenSlug(tx, brands, body.slug, null, 'BRAND_SLUG_TAKEN');
        const [row] = await tx
          .insert(brands)
          .values({
            slug: body.slug,
            name: stored(body.name),
            description: stored(body.description ?? { th: '' }),
            isThai: body.is_thai ?? false,
            colour: body.colour ?? '#6b7280',
          })
          .returning();
        await recordAudit(tx, {
          actor: by.actor,
          context: by.context,
          action: 'brand.create',
          entity: { type: 'brand', id: row!.id },
          after: { slug: row!.slug, name: row!.name, is_thai: row!.isThai },
        });
        return row!.id;
      }),
    'BRAND_SLUG_TAKEN',
  );
}

/** PATCH admin/brands/{id}: one audit entry (brand.edit) with what changed; a new name rewrites its products' search texts. */
export async function editBrand(db: Database, id: number, edit: BrandEditBody, by: Editor, now: Date): Promise<void> {
  await writing(
    db,
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
        if (!row) throw new AppError('BRAND_NOT_FOUND');
        if (edit.slug !== undefined) await refuseTakenSlug(tx, brands, edit.slug, id, 'BRAND_SLUG_TAKEN');
        const before = {
          slug: row.slug,
          name: both(row.name),
          description: both(row.description),
          is_thai: row.isThai,
          colour: row.colour,
          hidden: row.hiddenAt !== null,
        };
        const after = {
          slug: edit.slug ?? row.slug,
          name: edit.name ? both(edit.name) : before.name,
          description: edit.description ? both(edit.description) : before.description,
          is_thai: edit.is_thai ?? row.isThai,
          colour: edit.colour ?? row.colour,
          hidden: edit.hidden ?? before.hidden,
        };
        const changed = changedFields(before, after);
        if (Object.keys(changed.after).length === 0) return;
        await tx
          .update(brands)
          .set({
            slug: after.slug,
            name: edit.name ? stored(edit.name) : row.name,
            description: edit.description ? stored(edit.description) : row.description,
            isThai: after.is_thai,
            colour: after.colour,
            hiddenAt: hiddenAtOf(edit.hidden, row.hiddenAt, now),
          })
          .where(eq(brands.id, id));
        if ('name' in changed.after) await rewriteSearchTexts(db, tx, eq(products.brandId, id));
        await recordAudit(tx, { actor: by.actor, context: by.context, action: 'brand.edit', entity: { type: 'brand', id }, ...changed });
      }),
    'BRAND_SLUG_TAKEN',
  );
}
