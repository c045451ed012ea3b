import { Readable } from 'node:stream';
import { CATALOGUE_IMPORT_REPORT_COLUMNS, type CatalogueImport } from '@talad/contract';
import { errorMessage, inertCell, isErrorName, type Locale } from '@talad/domain';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { catalogueImportRows, catalogueImports } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

/** GET admin/catalogue/imports/{id}: how far an import got, and its counts. */
export async function importOf(db: Database, id: number): Promise<CatalogueImport> {
  const [kept] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
  if (!kept) throw new AppError('CSV_IMPORT_NOT_FOUND');
  return {
    id: kept.id,
    state: kept.state,
    rows: kept.rows,
    done: kept.created + kept.changed + kept.unchanged + kept.failed,
    created: kept.created,
    changed: kept.changed,
    unchanged: kept.unchanged,
    failed: kept.failed,
    by: kept.staffLabel,
    at: kept.createdAt.toISOString(),
    finished_at: kept.finishedAt?.toISOString() ?? null,
  };
}

const REPORT_BATCH = 1000;

async function* reportRows(db: Database, id: number, locale: Locale) {
  let afterRow = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(catalogueImportRows)
      .where(and(eq(catalogueImportRows.importId, id), gt(catalogueImportRows.row, afterRow)))
      .orderBy(asc(catalogueImportRows.row))
      .limit(REPORT_BATCH);
    for (const row of batch) {
      const message = row.problem && isErrorName(row.problem) ? errorMessage(row.problem, locale) : (row.problem ?? '');
      yield [String(row.row), inertCell(row.sku), row.outcome, message];
    }
    if (batch.length < REPORT_BATCH) return;
    afterRow = batch.at(-1)!.row;
  }
}

/** GET admin/catalogue/imports/{id}/report.csv: each row of the file and what became of it, in the reader's language. */
export async function importReportCsv(db: Database, id: number, locale: Locale): Promise<Readable> {
  await importOf(db, id);
  const csv = stringify({ bom: true, header: true, columns: [...CATALOGUE_IMPORT_REPORT_COLUMNS], record_delimiter: 'windows' });
  const rows = Readable.from(reportRows(db, id, locale));
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
