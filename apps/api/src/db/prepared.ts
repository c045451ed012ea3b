import { is, Param, Placeholder, sql, type DriverValueEncoder, type Query, type SQL } from 'drizzle-orm';
import { PgDatabase, PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client.ts';

/**
 * Hot statements built ONCE per process instead of on every call (bench/README.md "Commerce": drizzle building the
 * query was ≈ 38 % of the API's CPU on the order path). A statement is written as usual with drizzle, its varying values
 * as `value('name')` placeholders; it is built on first use against a recorder, and each call hands the recorded text,
 * parameters and result mapping to the session of the database or transaction it runs on — PGlite or node-postgres
 * alike. The statement stays unnamed: PreparingClient names it by its text on each connection (decision 0020), so a
 * statement is parsed once per connection and never under two names.
 */

type ExecutedBy<Result> = { execute: (values?: Record<string, unknown>) => Promise<Result> };
/** What a drizzle builder's prepare() answers: a prepared query whose execute() resolves to the builder's rows. */
type Preparable<Result> = { prepare: (name: string) => ExecutedBy<Result> };
type Executor = Database | Transaction;

/** The arguments a builder hands its session's prepareQuery, kept to hand to another session later. */
interface Recorded {
  args: Parameters<PgSession['prepareQuery']>;
  joinsNotNullableMap?: Record<string, boolean>;
}

/** A session that builds nothing and runs nothing: it keeps what a builder's prepare() asks for. */
const recordingSession = {
  prepareQuery(...args: Parameters<PgSession['prepareQuery']>) {
    const recorded: Recorded & { setToken(): Recorded } = {
      args,
      setToken() {
        return this;
      },
    };
    return recorded;
  },
};
const dialect = new PgDialect();
// The same dialect settings as the databases of client.ts (no casing), which drizzle builds their statements with.
const recorder = new PgDatabase(dialect, recordingSession as unknown as PgSession, undefined) as unknown as Database;

const value = (name: string): Placeholder => sql.placeholder(name);

/**
 * The statement's parameters for these values: a value for a column goes through the column's encoder (JSON for jsonb,
 * ISO text for timestamps), as drizzle sends it — except null, which stays SQL NULL (drizzle's own placeholder filling
 * would encode it: JSON 'null', or a crash on a null timestamp).
 */
function filled(params: unknown[], values: Record<string, unknown>): unknown[] {
  return params.map((param) => {
    const placeholder = is(param, Placeholder) ? param : is(param, Param) && is(param.value, Placeholder) ? param.value : undefined;
    if (!placeholder) return param;
    if (!(placeholder.name in values)) throw new Error(`no value for ${placeholder.name}`);
    const given = values[placeholder.name];
    if (given === null || given === undefined) return null;
    return is(param, Param) ? (param.encoder as DriverValueEncoder<unknown, unknown>).mapToDriverValue(given) : given;
  });
}

async function replay<Result>(executor: Executor, recorded: Recorded, values: Record<string, unknown>): Promise<Result> {
  const [query, fields, , arrayMode, mapper, metadata, cacheConfig] = recorded.args;
  const session = executor._.session;
  const prepared = session.prepareQuery(
    { sql: query.sql, params: filled(query.params, values) },
    fields,
    undefined,
    arrayMode,
    mapper,
    metadata,
    cacheConfig,
  );
  // Selects with joins null a joined table's object when its row is missing (left joins), as drizzle does itself.
  (prepared as unknown as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap = recorded.joinsNotNullableMap;
  return (await prepared.execute()) as Result;
}

/**
 * A query builder's statement (select, insert, update, delete, with `.returning()` or not), built once:
 * `const byId = preparedStatement<{ id: string }>()((db, value) => db.select(...).where(eq(t.id, value('id'))))`,
 * then `await byId(tx, { id })` answers what the builder would.
 */
export function preparedStatement<Values extends Record<string, unknown>>() {
  return <Result>(build: (db: Database, value: (name: keyof Values & string) => Placeholder) => Preparable<Result>) => {
    let recorded: Recorded | undefined;
    return (executor: Executor, values: Values): Promise<Result> => {
      recorded ??= build(recorder, value).prepare('recorded') as unknown as Recorded;
      return replay<Result>(executor, recorded, values);
    };
  };
}

/**
 * Statements of one kind in several shapes (which columns a move also writes, how many lines an order has): each shape
 * built once, on first use, by `build(shape)`.
 */
export function perShape<Shape extends string | number, Statement>(build: (shape: Shape) => Statement): (shape: Shape) => Statement {
  const built = new Map<Shape, Statement>();
  return (shape) => {
    let statement = built.get(shape);
    if (statement === undefined) {
      statement = build(shape);
      built.set(shape, statement);
    }
    return statement;
  };
}

/**
 * A raw statement (`sql` template) built once; answers the driver's result, as `db.execute` does (read it with rowsOf).
 */
export function preparedSql<Values extends Record<string, unknown>>() {
  return (build: (value: (name: keyof Values & string) => Placeholder, db: Database) => SQL) => {
    let query: Query | undefined;
    return (executor: Executor, values: Values): Promise<unknown> => {
      query ??= dialect.sqlToQuery(build(value, recorder));
      return replay<unknown>(executor, { args: [query, undefined, undefined, false] }, values);
    };
  };
}
