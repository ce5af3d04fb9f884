// The fuzzing run: every REST operation, then every admin procedure, each a fast-check property over its
// attacks (seeded per operation, so one operation's budget does not shift another's requests); a failing
// property is shrunk to the smallest request that still fails. Then the server must still be up, the
// database intact and the books balanced.
import fc from 'fast-check';
import { adminRouter } from '../../server/src/admin/router.ts';
import { type AttackContext, type AttackFamily, adminAttacks, restAttacks, VERBS } from './attacks.ts';
import {
  type AdminOperation,
  adminOperations,
  type OpenApiDocument,
  type RestOperation,
  restOperations,
} from './operations.ts';
import { isServerError, isUndocumentedServerError, type Surface, verdict } from './oracle.ts';
import { describeRequest, type FuzzRequest } from './request.ts';
import { Credentials, type Outcome, send, sendFuzzRequest, type Target } from './wire.ts';

export interface FuzzTarget extends Target {
  /** the server's database checked for soundness (db/integrity-check.ts): "ok" when sound */
  integrityCheck(): Promise<string>;
}

export interface FuzzOptions {
  /** about this many requests in all (spread evenly over the operations; shrinking adds a few) */
  requests: number;
  seed: number;
  /** the most one attack family of an operation may take, shrinking included */
  operationTimeLimitMs?: number;
  /** only operations whose id contains this */
  only?: string;
  log?: (line: string) => void;
}

export interface FuzzFailure {
  operation: string;
  /** the attack family that found it */
  family: string;
  reason: string;
  /** the shrunk request, readable */
  request: string;
}

export interface FuzzCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface FuzzReport {
  seed: number;
  restOperations: number;
  adminOperations: number;
  requests: number;
  serverErrors: number;
  undocumentedServerErrors: number;
  failures: FuzzFailure[];
  checks: FuzzCheck[];
}

/** Shrinking sends requests too: enough to cut a failing request down, bounded. */
const MAX_SHRINKS = 60;

/** A stable 32-bit seed per operation from the run's seed (FNV-1a). */
function seedFor(seed: number, id: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash | 0;
}

const usesToken = (request: FuzzRequest) => request.headers.some(([, value]) => typeof value !== 'string');

class Fuzzer {
  readonly credentials: Credentials;
  readonly report: FuzzReport;

  constructor(
    readonly target: FuzzTarget,
    readonly options: FuzzOptions,
  ) {
    this.credentials = new Credentials(target);
    this.report = {
      seed: options.seed,
      restOperations: 0,
      adminOperations: 0,
      requests: 0,
      serverErrors: 0,
      undocumentedServerErrors: 0,
      failures: [],
      checks: [],
    };
  }

  private async attempt(request: FuzzRequest, surface: Surface): Promise<string | null> {
    let outcome: Outcome;
    try {
      outcome = await sendFuzzRequest(this.target, this.credentials, request);
    } catch (error) {
      // a persona the fuzzing locked or renamed (admin phase) cannot log in: nothing was sent
      outcome = { skipped: (error as Error).message };
    }
    if ('skipped' in outcome) return null;
    this.report.requests++;
    if (isServerError(outcome)) this.report.serverErrors++;
    if (isUndocumentedServerError(outcome, request.url)) this.report.undocumentedServerErrors++;
    // a fuzzed logout may have ended a persona's session: the next request logs in afresh
    if ('answer' in outcome && outcome.answer.status === 401 && usesToken(request))
      await this.credentials.dropEndedSessions();
    if ('failure' in outcome && request.framing && (await this.isUp())) return null;
    return verdict(outcome, surface, request.method, request.url);
  }

  private async isUp(): Promise<boolean> {
    const outcome = await send(this.target.base, 'GET', '/wps/session/key/rsa', {});
    return 'answer' in outcome && outcome.answer.status < 500;
  }

  /** Every attack family of one operation, each a property with its share of the requests. */
  async operation(id: string, families: AttackFamily[], surface: Surface, requests: number): Promise<void> {
    const total = families.reduce((sum, family) => sum + family.weight, 0);
    for (const { family, weight, arbitrary } of families) {
      const numRuns = Math.max(1, Math.round((requests * weight) / total));
      await this.family(id, family, arbitrary, surface, numRuns);
    }
  }

  private async family(
    id: string,
    family: string,
    attacks: fc.Arbitrary<FuzzRequest>,
    surface: Surface,
    numRuns: number,
  ): Promise<void> {
    const reasons = new WeakMap<FuzzRequest, string>();
    const property = fc.asyncProperty(fc.limitShrink(attacks, MAX_SHRINKS), async (request) => {
      const reason = await this.attempt(request, surface);
      if (reason) reasons.set(request, reason);
      return reason === null;
    });
    const details = await fc.check(property, {
      seed: seedFor(this.options.seed, `${id} ${family}`),
      numRuns,
      interruptAfterTimeLimit: this.options.operationTimeLimitMs ?? 60_000,
      markInterruptAsFailure: false,
    });
    if (!details.failed || !details.counterexample) return;
    const [request] = details.counterexample;
    const reason = reasons.get(request) ?? 'failed';
    this.report.failures.push({ operation: id, family, reason, request: describeRequest(request) });
    this.options.log?.(`  FAIL ${id} (${family}): ${reason}`);
  }

  async check(name: string, run: () => Promise<string | null>): Promise<void> {
    let detail: string | null;
    try {
      detail = await run();
    } catch (error) {
      detail = (error as Error).message;
    }
    this.report.checks.push({ name, ok: detail === null, detail: detail ?? 'ok' });
  }

  async admin(procedure: string, kind: 'query' | 'mutation'): Promise<unknown> {
    const authorization = `Bearer ${this.target.adminToken}`;
    const outcome =
      kind === 'query'
        ? await send(this.target.base, 'GET', `/admin/trpc/${procedure}`, { authorization })
        : await send(
            this.target.base,
            'POST',
            `/admin/trpc/${procedure}`,
            { authorization, 'content-type': 'application/json' },
            'null',
          );
    if (!('answer' in outcome)) throw new Error(`${procedure}: ${JSON.stringify(outcome)}`);
    if (outcome.answer.status !== 200)
      throw new Error(`${procedure}: HTTP ${outcome.answer.status} ${outcome.answer.text}`);
    return (JSON.parse(outcome.answer.text) as { result: { data: unknown } }).result.data;
  }

  /** Up, sound and balanced: what must hold after any amount of hostile input. */
  async afterwards(phase: string): Promise<void> {
    await this.check(`${phase}: the server still answers`, async () => {
      // the fuzzed admin surface may have added faults: clear them before asking
      await this.admin('faults.clear', 'mutation');
      const outcome = await send(this.target.base, 'GET', '/wps/session/key/rsa', {});
      return 'answer' in outcome && outcome.answer.status === 200
        ? null
        : `key/rsa: ${JSON.stringify(outcome).slice(0, 200)}`;
    });
    await this.check(`${phase}: database integrity check`, async () => {
      const result = await this.target.integrityCheck();
      return result === 'ok' ? null : result;
    });
    await this.check(`${phase}: wallet.audit balances`, async () => {
      const audit = (await this.admin('wallet.audit', 'query')) as { balanced: boolean };
      return audit.balanced ? null : JSON.stringify(audit).slice(0, 500);
    });
  }
}

function verbContexts(operations: RestOperation[]): Map<string, AttackContext> {
  const served = new Map<string, Set<string>>();
  for (const op of operations) served.set(op.path, (served.get(op.path) ?? new Set()).add(op.method));
  return new Map(
    operations.map((op) => [op.id, { otherVerbs: VERBS.filter((verb) => !served.get(op.path)?.has(verb)) }]),
  );
}

export async function readOpenApi(target: Target): Promise<OpenApiDocument> {
  const outcome = await send(target.base, 'GET', '/docs/json', {});
  if (!('answer' in outcome) || outcome.answer.status !== 200) throw new Error('cannot read /docs/json');
  return JSON.parse(outcome.answer.text) as OpenApiDocument;
}

export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const fuzzer = new Fuzzer(target, options);
  const selected = <T extends { id: string }>(list: T[]) =>
    list.filter((op) => !options.only || op.id.includes(options.only));
  const rest = selected(restOperations(await readOpenApi(target)));
  const admin: AdminOperation[] = selected(adminOperations(adminRouter));
  const perOperation = Math.max(1, Math.round(options.requests / Math.max(1, rest.length + admin.length)));
  fuzzer.report.restOperations = rest.length;
  fuzzer.report.adminOperations = admin.length;
  options.log?.(
    `fuzzing ${rest.length} REST operations and ${admin.length} admin procedures, ${perOperation} requests each, seed ${options.seed}`,
  );

  const contexts = verbContexts(rest);
  for (const op of rest)
    await fuzzer.operation(op.id, restAttacks(op, contexts.get(op.id)!), 'rest', perOperation);
  await fuzzer.afterwards('REST');
  // the admin phase last: it may move the clock, lock personas, reset the data
  for (const op of admin) await fuzzer.operation(op.id, adminAttacks(op), 'admin', perOperation);
  await fuzzer.afterwards('admin');
  return fuzzer.report;
}
