import type { AdminMenu, AdminMenuItem, MenuItemBody, MenuItemEditBody } from '@talad/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { menuItems } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import type { ContentEditor } from './home-blocks.ts';
import { reorders } from './ordering.ts';

type MenuRow = typeof menuItems.$inferSelect;

/** Main → sub → detail category: the shop's menu has three levels. */
const MENU_DEPTH = 3;

const itemOf = (row: MenuRow): AdminMenuItem => ({
  id: row.id,
  parent_id: row.parentId,
  section: row.section,
  position: row.position,
  label: { th: row.label.th, en: row.label.en ?? null },
  link_type: row.linkType,
  link_value: row.linkValue,
  icon: row.icon,
});

/** What an entry shows, as its audit entries keep it. */
const termsOf = (item: AdminMenuItem) => ({ label: item.label, link_type: item.link_type, link_value: item.link_value, icon: item.icon });

/** GET admin/menu: every entry, top level first, then each parent's children, each in order. */
export async function adminMenu(db: Database | Transaction): Promise<AdminMenu> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id));
  const ordered: MenuRow[] = [];
  const walk = (parentId: number | null) => {
    for (const row of rows.filter((candidate) => candidate.parentId === parentId)) {
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return { items: ordered.map(itemOf) };
}

async function lockedItem(tx: Transaction, id: number): Promise<MenuRow> {
  const [row] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
  if (!row) throw new AppError('MENU_ITEM_NOT_FOUND');
  return row;
}

/** How many levels down an entry is (a top-level entry is 1). */
async function depthOf(tx: Transaction, row: MenuRow): Promise<number> {
  let depth = 1;
  for (let parentId = row.parentId; parentId !== null; depth += 1) {
    const [parent] = await tx.select({ parentId: menuItems.parentId }).from(menuItems).where(eq(menuItems.id, parentId));
    parentId = parent?.parentId ?? null;
  }
  return depth;
}

const siblingsOf = (parentId: number | null, section: MenuRow['section']) =>
  parentId === null ? and(isNull(menuItems.parentId), eq(menuItems.section, section)) : eq(menuItems.parentId, parentId);

/** POST admin/menu: a new entry at the end of its parent's (or its section's top level). */
export function addMenuItem(db: Database, body: MenuItemBody, editor: ContentEditor): Promise<AdminMenuItem> {
  return db.transaction(async (tx) => {
    const parent = body.parent_id === null ? null : await lockedItem(tx, body.parent_id);
    if (parent && (await depthOf(tx, parent)) >= MENU_DEPTH) throw new AppError('MENU_TOO_DEEP');
    const section = parent?.section ?? body.section;
    const siblings = await tx
      .select({ position: menuItems.position })
      .from(menuItems)
      .where(siblingsOf(parent?.id ?? null, section));
    const position = Math.max(0, ...siblings.map((row) => row.position)) + 1;
    const [row] = await tx
      .insert(menuItems)
      .values({
        parentId: parent?.id ?? null,
        section,
        position,
        label: body.label,
        linkType: body.link_type,
        linkValue: body.link_value,
        icon: body.icon ?? null,
      })
      .returning();
    const item = itemOf(row!);
    await recordAudit(tx, {
      actor: editor.actor,
      action: 'menu_item.create',
      entity: { type: 'menu_item', id: item.id },
      after: { parent_id: item.parent_id, section, ...termsOf(item) },
      context: editor.context,
    });
    return item;
  });
}

/** PATCH admin/menu/{id}: its labels, link or icon (those left out stay); the same values again write nothing. */
export function editMenuItem(db: Database, id: number, body: MenuItemEditBody, editor: ContentEditor): Promise<AdminMenuItem> {
  return db.transaction(async (tx) => {
    const before = itemOf(await lockedItem(tx, id));
    const wanted = {
      ...termsOf(before),
      ...(body.label ? { label: { th: body.label.th, en: body.label.en ?? null } } : {}),
      ...(body.link_type ? { link_type: body.link_type } : {}),
      ...(body.link_value !== undefined ? { link_value: body.link_value } : {}),
      ...(body.icon !== undefined ? { icon: body.icon } : {}),
    };
    const changed = changedFields(termsOf(before), wanted);
    if (Object.keys(changed.after).length === 0) return before;
    const [row] = await tx
      .update(menuItems)
      .set({ label: wanted.label, linkType: wanted.link_type, linkValue: wanted.link_value, icon: wanted.icon })
      .where(eq(menuItems.id, id))
      .returning();
    await recordAudit(tx, {
      actor: editor.actor,
      action: 'menu_item.edit',
      entity: { type: 'menu_item', id },
      ...changed,
      context: editor.context,
    });
    return itemOf(row!);
  });
}

/** DELETE admin/menu/{id}: the entry and the entries under it. */
export function removeMenuItem(db: Database, id: number, editor: ContentEditor): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockedItem(tx, id);
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    await recordAudit(tx, {
      actor: editor.actor,
      action: 'menu_item.remove',
      entity: { type: 'menu_item', id },
      before: { parent_id: row.parentId, section: row.section, ...termsOf(itemOf(row)) },
      context: editor.context,
    });
  });
}

/** PUT admin/menu/order: the entries under one parent (or one section's top level) in a new order, each once. */
export function orderMenuItems(db: Database, ids: number[], editor: ContentEditor): Promise<AdminMenu> {
  return db.transaction(async (tx) => {
    const first = await lockedItem(tx, ids[0]!);
    const siblings = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(siblingsOf(first.parentId, first.section))
      .orderBy(asc(menuItems.position), asc(menuItems.id));
    const before = siblings.map((row) => row.id);
    if (reorders(ids, before, 'MENU_ORDER_MISMATCH')) {
      for (const [index, id] of ids.entries())
        await tx
          .update(menuItems)
          .set({ position: index + 1 })
          .where(eq(menuItems.id, id));
      await recordAudit(tx, {
        actor: editor.actor,
        action: 'menu_item.reorder',
        entity: { type: 'menu_item', id: first.parentId ?? first.section },
        before: { ids: before },
        after: { ids },
        context: editor.context,
      });
    }
    return adminMenu(tx);
  });
}
