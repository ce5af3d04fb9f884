import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import type { Database } from 'better-sqlite3';
import { PrismaClient } from '../generated/prisma/client.ts';
import { connectionReleased, registerConnection } from './sql.ts';

export type Db = PrismaClient;

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3['connect']>>;
type Transaction = Awaited<ReturnType<Adapter['startTransaction']>>;

/**
 * The better-sqlite3 adapter with the settings a server wants: write-ahead logging (a commit appends
 * to the log instead of rewriting pages through a rollback journal) and `synchronous = NORMAL`, which
 * in WAL mode loses nothing when the process dies (SIGKILL included) and only risks the last commits
 * on a power cut; a busy timeout for other processes (the CLI, a snapshot reader). Foreign keys stay
 * on, as Prisma expects. The connection is also handed to plain SQL (sql.ts), which learns here when
 * a Prisma transaction gives it back.
 */
class TunedSqlite extends PrismaBetterSQLite3 {
  constructor(
    url: string,
    private readonly onConnect: (sqlite: Database) => void,
  ) {
    super({ url });
  }

  override async connect() {
    const adapter = await super.connect();
    // the adapter keeps its better-sqlite3 handle as `client` (not in its type declarations)
    const sqlite = (adapter as unknown as { client: Database }).client;
    if (sqlite.name !== ':memory:') sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => released(await start(isolationLevel), sqlite);
    this.onConnect(sqlite);
    return adapter;
  }
}

function released(transaction: Transaction, sqlite: Database): Transaction {
  for (const end of ['commit', 'rollback'] as const) {
    const original = transaction[end].bind(transaction);
    transaction[end] = async () => {
      await original();
      connectionReleased(sqlite);
    };
  }
  return transaction;
}

export function createDb(databaseUrl: string): Db {
  let onConnect: (sqlite: Database) => void = () => {};
  const db = new PrismaClient({ adapter: new TunedSqlite(databaseUrl, (sqlite) => onConnect(sqlite)) });
  onConnect = registerConnection((db as unknown as { _engine: object })._engine);
  return db;
}

/** What `prisma.$transaction(async (tx) => ...)` hands its callback. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
