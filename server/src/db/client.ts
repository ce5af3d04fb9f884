import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import type { Database } from 'better-sqlite3';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

/**
 * The better-sqlite3 adapter with the settings a server wants: write-ahead logging (a commit appends
 * to the log instead of rewriting pages through a rollback journal) and `synchronous = NORMAL`, which
 * in WAL mode loses nothing when the process dies (SIGKILL included) and only risks the last commits
 * on a power cut. Foreign keys stay on, as Prisma expects.
 */
class TunedSqlite extends PrismaBetterSQLite3 {
  /** the connection Prisma uses (set on connect, again after a reconnect): hot reads share it (sql-reads.ts) */
  handle: Database | undefined;

  override async connect() {
    const adapter = await super.connect();
    // the adapter keeps its better-sqlite3 handle as `client` (not in its type declarations)
    const sqlite = (adapter as unknown as { client: Database }).client;
    if (sqlite.name !== ':memory:') sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    this.handle = sqlite;
    return adapter;
  }
}

const adapters = new WeakMap<Db, TunedSqlite>();

export function createDb(databaseUrl: string): Db {
  const adapter = new TunedSqlite({ url: databaseUrl });
  const db = new PrismaClient({ adapter });
  adapters.set(db, adapter);
  return db;
}

/** The open SQLite connection behind a client made by createDb (connecting it first if need be). */
export async function connectionOf(db: Db): Promise<Database> {
  const adapter = adapters.get(db);
  if (!adapter) throw new Error('connectionOf: not a client made by createDb');
  if (!adapter.handle?.open) await db.$connect();
  if (!adapter.handle?.open) throw new Error('connectionOf: the database did not connect');
  return adapter.handle;
}

/** What `prisma.$transaction(async (tx) => ...)` hands its callback. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
