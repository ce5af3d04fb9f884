// Which SQLite connection a Prisma client (or a transaction client it handed out) runs on, and who holds
// that one connection: a Prisma transaction or a plain-SQL transaction (sql.ts). A plain-SQL transaction
// awaits between its statements, so while it is open nothing else may run SQL on the connection (it
// would run inside that transaction): Prisma's queries, plain-SQL reads and other transactions wait.
import type { Database, Statement } from 'better-sqlite3';
import { engineOf } from './prisma-internals.ts';

// a client and the transaction clients it hands out share one engine object
const connections = new WeakMap<object, Database>();

export function registerConnection(client: object, sqlite: Database) {
  connections.set(engineOf(client), sqlite);
}

export function registeredConnection(client: object): Database | undefined {
  return connections.get(engineOf(client));
}

type Holder = 'sql' | 'prisma';

/** SIM_TURN_READS=off: every plain-SQL read outside a transaction is a read transaction of its own. */
const TURN_READS = process.env.SIM_TURN_READS !== 'off';

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
  /** a read transaction of this turn of the event loop is open (beginTurnRead) */
  private turnRead = false;
  private beginStatement: Statement | null = null;
  private commitStatement: Statement | null = null;

  constructor(private readonly sqlite: Database) {}

  /**
   * Opens a read transaction for the plain-SQL reads of this turn of the event loop, unless one is open
   * or the connection is in a transaction. In WAL mode each statement outside a transaction starts and
   * ends a read transaction of its own (locks on the shared-memory index: 10 to 30 µs on this machine,
   * where the statement itself takes 1 to 2 µs); the turn's reads then share one start and see one
   * snapshot. It ends when the turn does, or before anything else runs on the connection (a write, a
   * transaction, any Prisma statement: endTurnRead), so nothing ever runs inside it but those reads and
   * a write is seen by the next read. SIM_TURN_READS=off reads each statement on its own.
   */
  beginTurnRead(): void {
    if (this.turnRead || this.holder !== null || !TURN_READS || this.sqlite.inTransaction) return;
    this.beginStatement ??= this.sqlite.prepare('BEGIN');
    this.beginStatement.run();
    this.turnRead = true;
    setImmediate(() => this.endTurnRead());
  }

  /** Ends this turn's read transaction, if one is open. */
  endTurnRead(): void {
    if (!this.turnRead) return;
    this.turnRead = false;
    if (!this.sqlite.open || !this.sqlite.inTransaction) return;
    this.commitStatement ??= this.sqlite.prepare('COMMIT');
    this.commitStatement.run();
  }

  /** True while this turn's read transaction is open (not a transaction of anyone's writes). */
  get inTurnRead(): boolean {
    return this.turnRead;
  }

  /** True while a plain-SQL transaction is open: statements from outside must wait (`whenOpen`). */
  get closed(): boolean {
    return this.holder === 'sql';
  }

  take(holder: Holder): Promise<void> {
    this.endTurnRead();
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
    hold = new ConnectionHold(sqlite);
    holds.set(sqlite, hold);
  }
  return hold;
}

type SqliteAdapterFactory = import('@prisma/adapter-better-sqlite3').PrismaBetterSQLite3;
/** Prisma's driver-adapter interface, as its SQLite factory hands it out */
export type SqlDriverAdapter = Awaited<ReturnType<SqliteAdapterFactory['connect']>>;
type Transaction = Awaited<ReturnType<SqlDriverAdapter['startTransaction']>>;
type Query = Parameters<SqlDriverAdapter['queryRaw']>[0];

/**
 * Prisma's adapter under the connection's hold, by delegation through Prisma's declared adapter
 * interface: its transactions take the slot (and give it back on commit or rollback), its other
 * statements wait while a plain-SQL transaction is open.
 */
export class HeldAdapter implements SqlDriverAdapter {
  readonly provider: SqlDriverAdapter['provider'];
  readonly adapterName: string;

  constructor(
    private readonly inner: SqlDriverAdapter,
    private readonly hold: ConnectionHold,
  ) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
  }

  /** Runs once no plain-SQL transaction holds the connection, this turn's plain-SQL reads ended first. */
  private whenOpen<T>(run: () => Promise<T>): Promise<T> {
    if (this.hold.closed) return this.hold.whenOpen().then(() => this.whenOpen(run));
    this.hold.endTurnRead();
    return run();
  }

  queryRaw(query: Query) {
    return this.whenOpen(() => this.inner.queryRaw(query));
  }

  executeRaw(query: Query) {
    return this.whenOpen(() => this.inner.executeRaw(query));
  }

  executeScript(script: string) {
    return this.whenOpen(() => this.inner.executeScript(script));
  }

  getConnectionInfo() {
    return this.inner.getConnectionInfo?.() ?? { supportsRelationJoins: false };
  }

  dispose() {
    return this.inner.dispose();
  }

  async startTransaction(isolationLevel?: Parameters<SqlDriverAdapter['startTransaction']>[0]) {
    await this.hold.take('prisma');
    try {
      return new HeldTransaction(await this.inner.startTransaction(isolationLevel), this.hold);
    } catch (error) {
      this.hold.give();
      throw error;
    }
  }
}

/** A Prisma transaction that gives the connection's slot back when it commits or rolls back. */
class HeldTransaction implements Transaction {
  readonly provider: Transaction['provider'];
  readonly adapterName: string;
  readonly options: Transaction['options'];

  constructor(
    private readonly inner: Transaction,
    private readonly hold: ConnectionHold,
  ) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
    this.options = inner.options;
  }

  queryRaw(query: Query) {
    return this.inner.queryRaw(query);
  }

  executeRaw(query: Query) {
    return this.inner.executeRaw(query);
  }

  async commit() {
    try {
      await this.inner.commit();
    } finally {
      this.hold.give();
    }
  }

  async rollback() {
    try {
      await this.inner.rollback();
    } finally {
      this.hold.give();
    }
  }
}
