import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../db';
import type { Database } from './schema';
import { cachedStatement } from './statement-cache';

export type Dialect = 'sqlite' | 'postgres';

/** The asynchronous data layer: one Kysely instance and which SQL dialect it speaks. */
export interface Data {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * SQLite only: the better-sqlite3 handle under `db`, for what runs before the server serves (its
   * migrations, the default settings and the demo seed's generator) and for test fixtures. No server
   * module queries through it (tests/unit/host-demo/server/import-cycles.test.ts checks).
   */
  sqlite?: Db;
  /** Ends the PostgreSQL pool, or closes the SQLite handle openData opened from a path. */
  close(): Promise<void>;
}

export type DataConfig =
  /**
   * A SQLite file (':memory:' for a private in-memory database; a Buffer for an in-memory copy of
   * a serialized database, as tests start their servers), opened here and closed by `close`.
   */
  | { sqlitePath: string | Buffer }
  /** A better-sqlite3 handle someone else opened and closes (data-layer tests, the seed's scratch copy). */
  | { sqlite: Db }
  /** postgres://… (DATABASE_URL); `max` bounds the pool (default 10). */
  | { databaseUrl: string; max?: number };

/**
 * Writers take SQLite's write lock when the transaction begins (BEGIN IMMEDIATE), as the
 * synchronous layer's `.immediate()` transactions did: a transaction that reads before it writes
 * cannot then fail with SQLITE_BUSY because another connection (the seed CLI) wrote first.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: Parameters<SqliteDriver['beginTransaction']>[0]) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver() {
    return new ImmediateSqliteDriver(this.config);
  }
  constructor(private readonly config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
  }
}

// BIGINT (int8) and NUMERIC come back from pg as strings, since they can exceed 2^53; every
// integer here (epoch milliseconds, cents, positions, 0/1 flags) is far below it, so read numbers,
// as better-sqlite3 gives them.
const INT8_OID = 20;
const COUNT_NUMERIC_OID = 1700;
function pgTypes() {
  const types = new Map<number, (value: string) => unknown>([
    [INT8_OID, Number],
    [COUNT_NUMERIC_OID, Number],
  ]);
  return {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      types.get(oid) ?? pg.types.getTypeParser(oid, format ?? 'text'),
  };
}

/**
 * Opens the data layer. On SQLite it runs over one better-sqlite3 handle (prepared statements come
 * from its statement cache), opened from `sqlitePath` or given; on PostgreSQL it opens a pool.
 */
export function openData(config: DataConfig): Data {
  if ('sqlitePath' in config) {
    const handle = openDatabase(config.sqlitePath);
    return {
      ...openData({ sqlite: handle }),
      close: async () => {
        handle.close();
      },
    };
  }
  if ('sqlite' in config) {
    const handle = config.sqlite;
    const database = {
      prepare: (sql: string) => cachedStatement(handle, sql),
      close: () => {},
    };
    return {
      db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) }),
      dialect: 'sqlite',
      sqlite: handle,
      close: async () => {},
    };
  }
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.max ?? 10, types: pgTypes() });
  // An idle connection the database ends (a restart, an administrator) leaves the pool, which opens
  // another for the next query; unhandled, pg's 'error' event would end the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
