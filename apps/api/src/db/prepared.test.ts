import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTestDatabase } from '../test-support/test-app.ts';
import { embeddedDatabase, type Database } from './client.ts';
import { preparedSql, preparedStatement } from './prepared.ts';
import { timestamptz } from './schema/columns.ts';
import { rowsOf } from './statements.ts';

/**
 * Statements built once and run on whichever database or transaction is at hand (db/prepared.ts): what they answer and
 * write must be what drizzle's builder would, on the embedded database and on a PostgreSQL server (TEST_DATABASE_URL).
 */
const parcels = pgTable('prepared_test_parcels', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  weight: integer('weight').notNull(),
  contents: jsonb('contents').$type<{ items: string[] } | null>(),
  sentAt: timestamptz('sent_at'),
});
const createParcels = sql`create table if not exists prepared_test_parcels (
  id serial primary key, label text not null, weight integer not null, contents jsonb, sent_at timestamptz)`;

const addParcel = preparedStatement<{ label: string; weight: number; contents: { items: string[] } | null; sentAt: Date | null }>()(
  (db, value) =>
    db
      .insert(parcels)
      .values({ label: value('label'), weight: value('weight'), contents: value('contents'), sentAt: value('sentAt') })
      .returning({ id: parcels.id }),
);
const parcelById = preparedStatement<{ id: number }>()((db, value) =>
  db
    .select()
    .from(parcels)
    .where(eq(parcels.id, value('id'))),
);
const storedNulls = preparedSql<{ id: number }>()(
  (value) =>
    sql`select contents is null as no_contents, sent_at is null as not_sent from prepared_test_parcels where id = ${value('id')}::integer`,
);
const heavierThan = preparedSql<{ weights: number[] }>()(
  (value) => sql`select count(*)::int as n from prepared_test_parcels where weight = any(${value('weights')}::integer[])`,
);

function behaves(name: string, open: () => Promise<{ db: Database; close(): Promise<void> }>) {
  describe(name, () => {
    let db: Database;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ db, close } = await open());
      await db.execute(createParcels);
    });
    afterAll(() => close());

    it('answers rows mapped as the builder maps them (jsonb as objects, timestamps as dates), on the database and in a transaction', async () => {
      const sentAt = new Date('2026-11-27T03:04:05.000Z');
      const [added] = await addParcel(db, { label: 'box', weight: 7, contents: { items: ['mug'] }, sentAt });
      expect(await parcelById(db, { id: added!.id })).toEqual([
        { id: added!.id, label: 'box', weight: 7, contents: { items: ['mug'] }, sentAt },
      ]);
      const inside = await db.transaction(async (tx) => {
        const [other] = await addParcel(tx, { label: 'crate', weight: 9, contents: null, sentAt: null });
        return parcelById(tx, { id: other!.id });
      });
      expect(inside).toEqual([expect.objectContaining({ label: 'crate', contents: null, sentAt: null })]);
    });

    it('keeps null as SQL NULL (not JSON null) and runs in the caller’s transaction: a rollback leaves nothing', async () => {
      const [added] = await addParcel(db, { label: 'empty', weight: 1, contents: null, sentAt: null });
      expect(rowsOf(await storedNulls(db, { id: added!.id }))).toEqual([{ no_contents: true, not_sent: true }]);
      let rolledBack = 0;
      await expect(
        db.transaction(async (tx) => {
          const [inside] = await addParcel(tx, { label: 'ghost', weight: 2, contents: null, sentAt: null });
          rolledBack = inside!.id;
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await parcelById(db, { id: rolledBack })).toEqual([]);
    });

    it('takes an array as one parameter, and refuses a call that lacks a value', async () => {
      await addParcel(db, { label: 'a', weight: 1001, contents: null, sentAt: null });
      await addParcel(db, { label: 'b', weight: 1002, contents: null, sentAt: null });
      expect(rowsOf(await heavierThan(db, { weights: [1001, 1002, 5] }))).toEqual([{ n: 2 }]);
      await expect(parcelById(db, {} as { id: number })).rejects.toThrow('no value for id');
    });
  });
}

behaves('on the embedded database', async () => {
  const handle = embeddedDatabase(new PGlite());
  return { db: handle.db, close: () => handle.close() };
});

// Only a server prepares statements: this part runs in the PostgreSQL pass (TEST_DATABASE_URL), and is not reported
// as skipped in the embedded one.
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl)
  describe('on a PostgreSQL server', () => {
    behaves('statements built once', async () => {
      const server = await serverTestDatabase(adminUrl);
      return { db: server.handle.db, close: () => server.drop() };
    });

    it('is prepared on its connection under one name, by its text (PreparingClient), however often it runs', async () => {
      const server = await serverTestDatabase(adminUrl);
      try {
        const { db } = server.handle;
        await db.execute(createParcels);
        const names = await db.transaction(async (tx) => {
          for (const id of [1, 2, 3]) await parcelById(tx, { id });
          return rowsOf<{ name: string }>(
            await tx.execute(sql`select name from pg_prepared_statements where statement like '%from "prepared_test_parcels"%'`),
          );
        });
        expect(names).toHaveLength(1);
      } finally {
        await server.drop();
      }
    });
  });
