import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index.ts';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * every moment is stored as timestamptz, an instant, so the shop can show it in Bangkok time (apps/web/app/lib/dates.ts)
 * whatever zone the database or a process runs in. A calendar day (a birthday) is a date, and no column is a plain timestamp.
 */
describe('moments in the schema (X-014)', () => {
  it('every timestamp column is timestamp with time zone', () => {
    const columns = tables.flatMap((table) =>
      getTableConfig(table).columns.map((column) => ({ table: getTableConfig(table).name, column })),
    );
    const timestamps = columns.filter(({ column }) => column.getSQLType().startsWith('timestamp'));
    expect(timestamps.length).toBeGreaterThan(30);
    expect(
      timestamps
        .filter(({ column }) => column.getSQLType() !== 'timestamp with time zone')
        .map(({ table, column }) => `${table}.${column.name}`),
    ).toEqual([]);
  });
});
