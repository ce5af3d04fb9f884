// Which SQLite connection a Prisma client (or a transaction client it handed out) runs on, and who holds
// that one connection: a Prisma transaction or a plain-SQL transaction (sql.ts). A plain-SQL transaction
// awaits between its statements, so while it is open nothing else may run SQL on the connection (it
// would run inside that transaction): Prisma's queries, plain-SQL reads and other transactions wait.
import type { Database } from 'better-sqlite3';

// a client and the transaction clients it hands out share one engine object
const connections = new WeakMap<object, Database>();

const engineOf = (client: object) => (client as { _engine: object })._engine;

export function registerConnection(client: object, sqlite: Database) {
  connections.set(engineOf(client), sqlite);
}

export function registeredConnection(client: object): Database | undefined {
  return connections.get(engineOf(client));
}

type Holder = 'sql' | 'prisma';

/**
 * The connection's one transaction slot, first come first served. A plain-SQL transaction holds it
 * from BEGIN to COMMIT; so does a Prisma transaction (its own mutex would not keep plain SQL out).
 * Statements outside any transaction wait only while plain SQL holds it: code inside a Prisma
 * transaction may still read through the client (as it always could) without waiting for itself.
 */
export class ConnectionHold {
  private holder: Holder | null = null;
  private readonly queue: (() => void)[] = [];
  private outsiders: (() => void)[] = [];

  /** True while a plain-SQL transaction is open: statements from outside must wait (`whenOpen`). */
  get closed(): boolean {
    return this.holder === 'sql';
  }

  take(holder: Holder): Promise<void> {
    if (this.holder === null && this.queue.length === 0) {
      this.holder = holder;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.queue.push(() => {
        this.holder = holder;
        resolve();
      }),
    );
  }

  give(): void {
    this.holder = null;
    const outsiders = this.outsiders;
    if (outsiders.length) {
      this.outsiders = [];
      for (const wake of outsiders) wake();
    }
    // the next holder after the woken statements have run (their continuations are queued first)
    if (this.queue.length) queueMicrotask(() => this.handOn());
  }

  private handOn() {
    if (this.holder !== null) return;
    this.queue.shift()?.();
  }

  /** Resolves once no plain-SQL transaction holds the connection. */
  async whenOpen(): Promise<void> {
    while (this.holder === 'sql') await new Promise<void>((resolve) => this.outsiders.push(resolve));
  }
}

const holds = new WeakMap<Database, ConnectionHold>();

export function holdOf(sqlite: Database): ConnectionHold {
  let hold = holds.get(sqlite);
  if (!hold) {
    hold = new ConnectionHold();
    holds.set(sqlite, hold);
  }
  return hold;
}

/** The parts of Prisma's SQLite adapter (root queryable and transaction) the hold wraps. */
interface Queryable {
  queryRaw(query: never): Promise<unknown>;
  executeRaw(query: never): Promise<number>;
}
interface Transaction extends Queryable {
  commit(): Promise<void>;
  rollback(): Promise<void>;
}
interface Adapter extends Queryable {
  executeScript(script: string): Promise<void>;
  startTransaction(isolationLevel?: never): Promise<Transaction>;
}

/**
 * Puts Prisma's adapter under the connection's hold: its transactions take the slot (and give it back
 * on commit or rollback), its other statements wait while a plain-SQL transaction is open.
 */
export function guardAdapter(adapter: Adapter, sqlite: Database): void {
  const hold = holdOf(sqlite);
  for (const name of ['queryRaw', 'executeRaw', 'executeScript'] as const) {
    const original = (adapter[name] as (arg: never) => Promise<unknown>).bind(adapter);
    (adapter as unknown as Record<string, (arg: never) => Promise<unknown>>)[name] = (arg: never) =>
      hold.closed ? hold.whenOpen().then(() => original(arg)) : original(arg);
  }
  const start = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel?: never) => {
    await hold.take('prisma');
    let transaction: Transaction;
    try {
      transaction = await start(isolationLevel);
    } catch (error) {
      hold.give();
      throw error;
    }
    for (const end of ['commit', 'rollback'] as const) {
      const original = transaction[end].bind(transaction);
      transaction[end] = async () => {
        try {
          await original();
        } finally {
          hold.give();
        }
      };
    }
    return transaction;
  };
}
