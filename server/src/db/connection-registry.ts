// Which SQLite connection a Prisma client (or a transaction client it handed out) runs on, and when a
// Prisma transaction gives that connection back: what plain-SQL transactions (sql.ts) need to know.
import type { Database } from 'better-sqlite3';

// a client and the transaction clients it hands out share one engine object
const connections = new WeakMap<object, Database>();
const waiters = new WeakMap<Database, (() => void)[]>();

const engineOf = (client: object) => (client as { _engine: object })._engine;

export function registerConnection(client: object, sqlite: Database) {
  connections.set(engineOf(client), sqlite);
}

export function registeredConnection(client: object): Database | undefined {
  return connections.get(engineOf(client));
}

/** Called when a Prisma transaction gives the connection back: waiting plain-SQL transactions run. */
export function connectionReleased(sqlite: Database) {
  const waiting = waiters.get(sqlite);
  if (!waiting?.length) return;
  waiters.set(sqlite, []);
  for (const wake of waiting) wake();
}

/** Resolves at the next release of the connection. */
export function connectionFreed(sqlite: Database): Promise<void> {
  return new Promise((resolve) => {
    const waiting = waiters.get(sqlite) ?? [];
    waiting.push(resolve);
    waiters.set(sqlite, waiting);
  });
}
