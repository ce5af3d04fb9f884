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
  override async connect() {
    const adapter = await super.connect();
    // the adapter keeps its better-sqlite3 handle as `client` (not in its type declarations)
    const sqlite = (adapter as unknown as { client: Database }).client;
    if (sqlite.name !== ':memory:') sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    return adapter;
  }
}

export function createDb(databaseUrl: string): Db {
  return new PrismaClient({ adapter: new TunedSqlite({ url: databaseUrl }) });
}

/** What `prisma.$transaction(async (tx) => ...)` hands its callback. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
