import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import type { PrismaPg } from '@prisma/adapter-pg';
import type { Database } from 'better-sqlite3';
import type pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { PrismaClient as PostgresPrismaClient } from '../generated/prisma-pg/client.ts';
import { HeldAdapter, holdOf, registerConnection } from './connection-registry.ts';
import { sqliteHandleOf } from './prisma-internals.ts';

/**
 * One type for callers whichever database is behind it: the SQLite client's. The PostgreSQL client is
 * generated from the same models (prisma/postgres/schema is made from prisma/schema), so its methods
 * take and return the same shapes.
 */
export type Db = PrismaClient;

/** A `postgresql://` or `postgres://` URL: PostgreSQL through the pg adapter; anything else is SQLite. */
export const isPostgres = (databaseUrl: string): boolean => /^postgres(ql)?:\/\//i.test(databaseUrl);

/** The SQLite file a `file:` URL names (the URL itself when it has no scheme). */
export const sqliteFileOf = (databaseUrl: string): string => databaseUrl.replace(/^file:/, '');

/**
 * The better-sqlite3 adapter with the settings a server wants: write-ahead logging (a commit appends
 * to the log instead of rewriting pages through a rollback journal) and `synchronous = NORMAL`, which
 * in WAL mode loses nothing when the process dies (SIGKILL included) and only risks the last commits
 * on a power cut; a busy timeout for other processes (the CLI, a snapshot reader); rarer checkpoints. Foreign keys stay
 * on, as Prisma expects. The connection is also handed to plain SQL (sql.ts), and
 * Prisma's statements share its hold with plain-SQL transactions (connection-registry.ts).
 */
class TunedSqlite extends PrismaBetterSQLite3 {
  /** the connection Prisma uses (set on connect, again after a reconnect): plain SQL shares it (sql.ts) */
  handle: Database | undefined;
  /** set by createDb: plain-SQL transactions (sql.ts) learn the connection */
  onConnect: (sqlite: Database) => void = () => {};

  override async connect() {
    const adapter = await super.connect();
    const sqlite = sqliteHandleOf(adapter);
    if (sqlite.name !== ':memory:') sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    // a checkpoint every 10,000 pages (about 40 MB of log), not every 1,000: a game round rewrites the
    // same hot pages (house wallet, index roots), which a checkpoint copies back once however often they
    // changed, and each checkpoint stalls the committing request. The server checkpoints in the
    // background (background-checkpoints.ts) and finds little left here; this one is what lets the log
    // start over under sustained load, staying under the soak test's 64 MB. The file is cut back after.
    sqlite.pragma('wal_autocheckpoint = 10000');
    sqlite.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
    this.handle = sqlite;
    this.onConnect(sqlite);
    return new HeldAdapter(adapter, holdOf(sqlite));
  }
}

const adapters = new WeakMap<Db, TunedSqlite>();
const postgresAdapters = new WeakMap<Db, PoolKeepingPg>();

/**
 * Prisma's pg adapter, loaded on the first connect (pg and the adapter stay out of a SQLite server's
 * start), keeping the pool it makes on each connect (closed by $disconnect) for plain SQL.
 */
class PoolKeepingPg {
  readonly provider = 'postgres';
  readonly adapterName = '@prisma/adapter-pg';
  pool: pg.Pool | undefined;

  constructor(
    private readonly config: pg.PoolConfig,
    private readonly options: ConstructorParameters<typeof PrismaPg>[1],
  ) {}

  async connect(): Promise<Awaited<ReturnType<PrismaPg['connect']>>> {
    const { PrismaPg } = await import('@prisma/adapter-pg');
    const adapter = await new PrismaPg(this.config, this.options).connect();
    this.pool = adapter.underlyingDriver();
    return adapter;
  }
}

export interface DbOptions {
  /** PostgreSQL only: the schema the client's tables (and triggers' statements) are in; default public */
  schema?: string;
}

/** The client of the database the URL names: PostgreSQL for a postgresql:// URL, else SQLite. */
export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const db = isPostgres(databaseUrl)
    ? createPostgresDb(databaseUrl, options.schema)
    : createSqliteDb(databaseUrl);
  urls.set(db, databaseUrl);
  return db;
}

const urls = new WeakMap<Db, string>();

/** The URL a client made by createDb was made with (a reset opens a second client beside it). */
export function databaseUrlOf(db: Db): string {
  const url = urls.get(db);
  if (!url) throw new Error('databaseUrlOf: not a client made by createDb');
  return url;
}

/** Whether a client made by createDb runs on PostgreSQL. */
export const runsOnPostgres = (db: Db): boolean => postgresAdapters.has(db);

/** PostgreSQL through Prisma's pg adapter; PG_POOL_SIZE connections at most (default 10, pg's own). */
function createPostgresDb(databaseUrl: string, schema: string | undefined): Db {
  const adapter = new PoolKeepingPg(
    {
      connectionString: databaseUrl,
      // Prisma names the schema in its queries; plain SQL and the triggers' functions find it by path
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
      max: Number(process.env.PG_POOL_SIZE) || 10,
      // a connection unused this long closes: an idle client holds no server process
      idleTimeoutMillis: 10_000,
    },
    // an idle connection the server ends (a restart, a dropped database) must not crash the process
    { onPoolError: () => {}, ...(schema ? { schema } : {}) },
  );
  const db = new PostgresPrismaClient({ adapter }) as unknown as Db;
  postgresAdapters.set(db, adapter);
  return db;
}

/** The open pg pool behind a PostgreSQL client made by createDb (connecting it first if need be). */
export async function poolOf(db: Db): Promise<pg.Pool> {
  const adapter = postgresAdapters.get(db);
  if (!adapter) throw new Error('poolOf: not a PostgreSQL client made by createDb');
  if (!adapter.pool || adapter.pool.ended) await db.$connect();
  if (!adapter.pool) throw new Error('poolOf: the database did not connect');
  return adapter.pool;
}

function createSqliteDb(databaseUrl: string): Db {
  const adapter = new TunedSqlite({ url: databaseUrl });
  const db = new PrismaClient({ adapter });
  adapters.set(db, adapter);
  adapter.onConnect = (sqlite) => registerConnection(db, sqlite);
  return db;
}

/** The open SQLite connection behind a client made by createDb (connecting it first if need be). */
export async function connectionOf(db: Db): Promise<Database> {
  const adapter = adapters.get(db);
  if (!adapter)
    throw new Error(`connectionOf: not a${runsOnPostgres(db) ? 'n SQLite' : ''} client made by createDb`);
  if (!adapter.handle?.open) await db.$connect();
  if (!adapter.handle?.open) throw new Error('connectionOf: the database did not connect');
  return adapter.handle;
}

/** What `prisma.$transaction(async (tx) => ...)` hands its callback. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
