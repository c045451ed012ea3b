import type { Database } from '../../../db/client.ts';
import { ProductColumns, type IndexRow } from './columns.ts';
import { changesSince, everyProduct, forgetOldChanges, horizonNow, searchWordsNamed } from './rows.ts';
import type { JobDefinition } from '../../../platform/jobs.ts';

export { answer, hitCounts, type ChildLevel, type IndexAnswer, type IndexFilters } from './query.ts';
export { KIND_BITS, type ProductColumns } from './columns.ts';
export { MOST_TERMS, wordHits, type SearchedTerm } from './words.ts';

/**
 * The change log keeps an hour (forgetOldChanges); a process that has not looked for half of that builds its index
 * again rather than trust a log that may have lost rows it never read.
 */
const LOOK_AGAIN_WITHIN_MS = 30 * 60_000;

export interface CatalogueIndexOptions {
  /**
   * How old the last look at the change log may be for a listing to be answered without looking again: 0 looks before
   * every listing (tests: a write is seen by the next request), 250 ms by default (CATALOGUE_INDEX_FRESH_MS).
   */
  freshMs: number;
  /**
   * Called when a look found changes a listing may show: the process's kept answers (CatalogueCaches) are emptied, so
   * a change that no one announced (an order selling a product out, a statement of the import, SQL by hand) is not
   * answered from them either. Not for an order's usual change (stock and units sold only, ProductColumns.put): kept
   * answers' cards show those at most ANSWER_CACHE_MS old, as before.
   */
  onChanged?: () => void;
  now?: () => number;
}

/**
 * The products on sale held in this process as columns, answering listings, their pages and side-menu counts without
 * a statement each (decision 0062). PostgreSQL stays the one truth: the index is built from it and follows its change
 * log (catalogue_changes, written in each changing transaction), looked at when a listing finds the last look older
 * than `freshMs`, at once after a change made here or announced by another process (Redis), and every 500 ms in
 * the background (keepCurrent).
 */
export class CatalogueIndex {
  private columns = new ProductColumns();
  private horizon = '0';
  /** Transactions at or above the horizon whose changes were applied (see changesSince). */
  private read = new Set<string>();
  private built: Promise<void> | null = null;
  private looking: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private lookedAt = -Infinity;
  private stale = false;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    private readonly options: CatalogueIndexOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Builds the index once (the first caller starts it; main.ts before listening). */
  ready(): Promise<void> {
    this.built ??= this.build().catch((error: unknown) => {
      this.built = null;
      throw error;
    });
    return this.built;
  }

  /** The columns, up to date within `freshMs` of now, or as of a look started after the last change here or announced. */
  async current(): Promise<ProductColumns> {
    await this.ready();
    if (this.stale || this.now() - this.lookedAt >= this.options.freshMs) await this.look();
    return this.columns;
  }

  /** The catalogue changed (here, or announced by another process): the next listing looks at the log first. */
  changed(): void {
    this.stale = true;
  }

  /** How many products the index holds (the bench's and the health page's figure). */
  get size(): number {
    return this.columns.size;
  }

  /** Looks at the log every `everyMs` while nobody asks, so that the first listing after a quiet hour finds it current. */
  keepCurrent(everyMs: number): () => void {
    const timer = setInterval(() => {
      if (Number.isFinite(this.lookedAt) && this.now() - this.lookedAt >= everyMs) this.look().catch(() => {});
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * One look at a time; a listing arriving during a look waits for the next one, which starts after it arrived and so
   * sees every change committed before it.
   */
  private look(): Promise<void> {
    if (!this.looking) {
      this.looking = this.lookOnce().finally(() => {
        this.looking = null;
      });
      return this.looking;
    }
    this.queued ??= this.looking
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.look();
      });
    return this.queued;
  }

  private async lookOnce(): Promise<void> {
    const startedAt = this.now();
    this.stale = false;
    if (startedAt - this.lookedAt > LOOK_AGAIN_WITHIN_MS) {
      await this.build();
      return;
    }
    const changes = await changesSince(this.db, this.horizon, this.read);
    await this.learnWords(this.columns, changes.onSale);
    for (const id of changes.gone) this.columns.remove(id);
    let shown = changes.gone.length > 0;
    for (const row of changes.onSale) shown = this.columns.put(row) || shown;
    this.horizon = changes.horizon;
    const horizon = BigInt(changes.horizon);
    this.read = new Set([...this.read, ...changes.read].filter((xid) => BigInt(xid) >= horizon));
    this.lookedAt = startedAt;
    if (shown) this.options.onChanged?.();
  }

  /** The words of these products' texts the columns do not know yet (added since they were read), read before them. */
  private async learnWords(columns: ProductColumns, rows: IndexRow[]): Promise<void> {
    const unknown = columns.words.tokenize(rows);
    if (unknown.length === 0) return;
    columns.words.learn(await searchWordsNamed(this.db, unknown));
    columns.words.tokenize(rows.filter((row) => row.tokens!.includes(0)));
  }

  /** Reads every product on sale into new columns, then swaps them in: listings meanwhile read the old ones. */
  private async build(): Promise<void> {
    const startedAt = this.now();
    // Taken first: what changes while the pages are read is read again by the first look.
    const horizon = await horizonNow(this.db);
    const columns = new ProductColumns();
    columns.words.learn(await searchWordsNamed(this.db));
    for await (const rows of everyProduct(this.db)) {
      await this.learnWords(columns, rows);
      for (const row of rows) columns.put(row);
    }
    columns.trim();
    this.columns = columns;
    this.horizon = horizon;
    this.read = new Set();
    this.lookedAt = startedAt;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The products on sale as columns in this process, answering listings (decision 0062); buildApp makes it. */
    catalogueIndex: CatalogueIndex;
  }
}

export const FORGET_CATALOGUE_CHANGES_JOB = 'forget-catalogue-changes';

/** Trims the change log every ten minutes to its last hour. */
export function forgetCatalogueChangesJob(db: Database): JobDefinition {
  return { kind: FORGET_CATALOGUE_CHANGES_JOB, everyMs: 600_000, run: () => forgetOldChanges(db) };
}
