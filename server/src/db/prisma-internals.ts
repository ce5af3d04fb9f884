// The one file that reads what Prisma and its SQLite adapter do not declare: which engine a transaction
// client shares with its client, which provider a client was generated for, and the better-sqlite3
// handle the adapter opened. prisma-internals.test.ts checks each against the installed Prisma and
// fails by name when an upgrade moves one.
import type { Database } from 'better-sqlite3';
import type { RawClient } from './postgres-sql.ts';

/** The object a client and every transaction client it hands out share (its query engine). */
export function engineOf(client: object): object {
  const engine = (client as { _engine?: object })._engine;
  if (!engine)
    throw new Error('prisma-internals: the Prisma client has no _engine (a Prisma upgrade renamed it?)');
  return engine;
}

/** The provider a client (or a transaction client it handed out) was generated for: 'sqlite' or 'postgresql'. */
export const activeProviderOf = (client: unknown): string | undefined =>
  (client as { _activeProvider?: string })._activeProvider;

/** A client generated for PostgreSQL (its transaction clients inherit the provider). */
export const isPostgresClient = (client: unknown): client is RawClient =>
  activeProviderOf(client) === 'postgresql';

/** The better-sqlite3 handle the SQLite adapter factory opened (the adapter keeps it as `client`). */
export function sqliteHandleOf(adapter: object): Database {
  const handle = (adapter as { client?: Database }).client;
  if (typeof handle?.prepare !== 'function')
    throw new Error(
      'prisma-internals: the SQLite adapter has no better-sqlite3 `client` (a Prisma upgrade moved it?)',
    );
  return handle;
}
