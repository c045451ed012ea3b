import type { ShopTaxDetails, ShopTaxDetailsBody } from '@talad/contract';
import { isThaiTaxId } from '@talad/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { shopTaxDetails } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { changedFields, recordAudit, type AuditActor, type AuditContext } from '../audit/index.ts';

type Db = Database | Transaction;

/** The seller as every document states it: the one row of shop_tax_details (the migration seeds the demo shop's). */
export async function readShopTaxDetails(db: Db): Promise<ShopTaxDetails> {
  const [row] = await db.select().from(shopTaxDetails).where(eq(shopTaxDetails.id, 1));
  if (!row) throw new Error('shop_tax_details has no row: the migration seeds one');
  return {
    legal_name: { th: row.legalName.th, en: row.legalName.en ?? row.legalName.th },
    tax_id: row.taxId,
    branch_code: row.branchCode,
    address: { th: row.address.th, en: row.address.en ?? row.address.th },
    phone: row.phone,
  };
}

/**
 * Staff change the shop's details (settings.write): the next documents state them; documents already issued keep the
 * copy they were issued with. Audited in the same transaction, with the fields that changed before and after.
 */
export async function updateShopTaxDetails(
  db: Database,
  body: ShopTaxDetailsBody,
  caller: { actor: AuditActor; context?: AuditContext | undefined },
): Promise<ShopTaxDetails> {
  if (!isThaiTaxId(body.tax_id)) throw new AppError('SHOP_TAX_ID_INVALID');
  const { reason, ...next } = body;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: shopTaxDetails.id }).from(shopTaxDetails).where(eq(shopTaxDetails.id, 1)).for('update');
    if (!locked) throw new Error('shop_tax_details has no row: the migration seeds one');
    const before = await readShopTaxDetails(tx);
    await tx
      .update(shopTaxDetails)
      .set({
        legalName: next.legal_name,
        taxId: next.tax_id,
        branchCode: next.branch_code,
        address: next.address,
        phone: next.phone,
        updatedAt: sql`now()`,
      })
      .where(eq(shopTaxDetails.id, 1));
    const changed = changedFields(before as unknown as Record<string, unknown>, next as unknown as Record<string, unknown>);
    await recordAudit(tx, {
      actor: caller.actor,
      action: 'shop.tax_details',
      entity: { type: 'shop', id: 'tax_details' },
      before: changed.before,
      after: changed.after,
      reason,
      ...(caller.context ? { context: caller.context } : {}),
    });
    return next;
  });
}
