// Answer stubs QA pins: a call matching by method, path, query and body fields gets the given status
// and body (or a HAR entry's captured answer) instead of its route's, for `times` calls or until removed.
// Kept in the database (AnswerStub) so every server process answers alike; each keeps a copy for the
// hot path, reloaded when the `stubs` version moves. The gateway's checks run first (gateway/stub-hook.ts).
import type { StubInput } from '@sim/shared/admin/stubs';
import type { Db } from '../db/client.ts';
import type { SharedVersions } from '../foundation/shared-versions.ts';
import type { AnswerStub, Prisma } from '../generated/prisma/client.ts';
import { globToRegExp } from '../lib/glob.ts';

export interface Stub extends StubInput {
  id: number;
  hits: number;
  timesLeft: number | null;
  createdAt: string;
}

/** What a matching stub answers. */
export interface StubAnswer {
  stubId: number;
  status: number;
  /** the answer's text (JSON) */
  payload: string;
}

/** The part of a request a stub looks at. */
export interface StubbedCall {
  method: string;
  path: string;
  query: unknown;
  body: unknown;
}

type Matcher = string | number | boolean | null;

interface ActiveStub {
  id: number;
  spec: StubInput;
  path: RegExp;
  answer: Omit<StubAnswer, 'stubId'>;
}

const describe = (row: AnswerStub): Stub => ({
  ...(row.spec as unknown as StubInput),
  id: row.id,
  hits: row.hits,
  timesLeft: row.timesLeft,
  createdAt: row.createdAt.toISOString(),
});

function answerOf(spec: StubInput): Omit<StubAnswer, 'stubId'> {
  if (spec.har) return { status: spec.har.response.status, payload: spec.har.response.content.text ?? '' };
  return { status: spec.status ?? 200, payload: JSON.stringify(spec.body ?? null) };
}

/** `/regex/` tests the value as text; anything else is the exact value. */
function matches(expected: Matcher, actual: unknown): boolean {
  if (
    typeof expected === 'string' &&
    expected.length > 1 &&
    expected.startsWith('/') &&
    expected.endsWith('/')
  )
    return actual !== undefined && new RegExp(expected.slice(1, -1)).test(String(actual));
  if (typeof expected === 'string') return typeof actual !== 'object' && String(actual) === expected;
  return actual === expected;
}

/** A field by dotted name (`value.amount`). */
function field(source: unknown, name: string): unknown {
  let at = source;
  for (const part of name.split('.')) {
    if (!at || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

const allMatch = (wanted: Record<string, Matcher> | undefined, source: unknown) =>
  !wanted || Object.entries(wanted).every(([name, expected]) => matches(expected, field(source, name)));

export class StubBook {
  private stubs: ActiveStub[] = [];

  constructor(
    private readonly db: Db,
    private readonly versions?: SharedVersions,
  ) {
    versions?.on('stubs', () => this.load());
  }

  async load(): Promise<void> {
    const rows = await this.db.answerStub.findMany({ orderBy: { id: 'asc' } });
    this.stubs = rows.map((row) => {
      const spec = row.spec as unknown as StubInput;
      return { id: row.id, spec, path: globToRegExp(spec.match.path), answer: answerOf(spec) };
    });
  }

  async add(input: StubInput, now: Date): Promise<Stub> {
    const row = await this.changing((tx) =>
      tx.answerStub.create({
        data: { spec: input as object, timesLeft: input.times ?? null, createdAt: now },
      }),
    );
    return describe(row);
  }

  async list(): Promise<Stub[]> {
    return (await this.db.answerStub.findMany({ orderBy: { id: 'asc' } })).map(describe);
  }

  async remove(id: number): Promise<boolean> {
    const { count } = await this.changing((tx) => tx.answerStub.deleteMany({ where: { id } }));
    return count > 0;
  }

  async clear(): Promise<number> {
    const { count } = await this.changing((tx) => tx.answerStub.deleteMany());
    return count;
  }

  /** Whether any stub is pinned (the hot path's one check when none is). */
  get active(): boolean {
    return this.stubs.length > 0;
  }

  /** The answer of the first stub matching the call (counted as a hit), or null: the route answers. */
  async answer(call: StubbedCall): Promise<StubAnswer | null> {
    for (const stub of this.stubs) {
      const { match } = stub.spec;
      if (match.method && match.method.toUpperCase() !== call.method) continue;
      if (
        !stub.path.test(call.path) ||
        !allMatch(match.query, call.query) ||
        !allMatch(match.body, call.body)
      )
        continue;
      if (await this.hit(stub)) return { stubId: stub.id, ...stub.answer };
    }
    return null;
  }

  /** Counts a hit; false when a stub given `times` was used up (by any process). */
  private async hit(stub: ActiveStub): Promise<boolean> {
    const limited = stub.spec.times !== undefined;
    const claimed = await this.db.answerStub.updateMany({
      where: { id: stub.id, ...(limited && { timesLeft: { gt: 0 } }) },
      data: { hits: { increment: 1 }, ...(limited && { timesLeft: { decrement: 1 } }) },
    });
    if (claimed.count === 0) {
      await this.load();
      return false;
    }
    if (!limited) return true;
    const gone = await this.db.answerStub.deleteMany({ where: { id: stub.id, timesLeft: 0 } });
    if (gone.count > 0) {
      await this.versions?.bump(this.db, 'stubs');
      await this.load();
    }
    return true;
  }

  private async changing<T>(write: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    const result = await this.db.$transaction(async (tx) => {
      const written = await write(tx);
      await this.versions?.bump(tx, 'stubs');
      return written;
    });
    await this.load();
    return result;
  }
}
