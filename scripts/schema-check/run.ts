// pnpm test:schema's run: every operation of /docs/json, once with the token its call wants (a member's;
// an agent's for the agent centre) and once without any, each a fast-check property over documented
// requests and one over undocumented ones (requests.ts). Every answer: no 5xx the platform does not
// document, a documented status, content type and schema (conformance.ts); a documented request is
// not refused as bad input, an undocumented one is refused (4xx, or the 200 refusal). A failing
// property is shrunk to its smallest request.
import fc from 'fast-check';
import { isUndocumentedServerError } from '../fuzz/oracle.ts';
import { describeRequest, type FuzzRequest } from '../fuzz/request.ts';
import { Credentials, type Outcome, send, sendFuzzRequest, type Target } from '../fuzz/wire.ts';
import { Conformance } from './conformance.ts';
import { type CheckedDocument, type CheckedOperation, checkedOperations } from './operations.ts';
import { documentedDraft, type Mutation, mutations, type TokenPolicy, toRequest } from './requests.ts';

export const CHECKS = [
  'answer',
  'no server error',
  'status documented',
  'content type',
  'schema conformance',
  'documented accepted',
  'undocumented refused',
] as const;
export type CheckName = (typeof CHECKS)[number];

export interface CheckFailure {
  operation: string;
  pass: string;
  check: CheckName;
  reason: string;
  request: string;
}

export interface PassReport {
  name: string;
  operations: number;
  cases: number;
  failures: Record<CheckName, number>;
}

export interface SchemaCheckReport {
  seed: number;
  passes: PassReport[];
  failures: CheckFailure[];
  /** operations left out, with the reason */
  skipped: string[];
  /** what must hold after the run (the books balance) */
  afterwards: { name: string; ok: boolean; detail: string }[];
}

export interface SchemaCheckOptions {
  seed: number;
  /** documented requests per operation and pass */
  documentedRuns: number;
  /** undocumented requests per operation and pass */
  undocumentedRuns: number;
  only?: string;
  log?: (line: string) => void;
}

/** The refusals that mean "your request is not what the document allows". */
const BAD_INPUT = new Set(['request_param_err', 'request_body_required']);
const MAX_SHRINKS = 20;

const errorCodeOf = (text: string): string | undefined => {
  try {
    return (JSON.parse(text) as { errorCode?: string }).errorCode;
  } catch {
    return undefined;
  }
};

const isRefusal = (status: number, text: string) => {
  if (status >= 400) return true;
  try {
    return (JSON.parse(text) as { success?: unknown }).success === false;
  } catch {
    return false;
  }
};

/** A stable 32-bit seed per property from the run's seed (FNV-1a). */
function seedFor(seed: number, id: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash | 0;
}

type Kind = 'documented' | 'undocumented';

class SchemaCheck {
  readonly credentials: Credentials;
  readonly failures: CheckFailure[] = [];

  constructor(
    readonly target: Target,
    readonly conformance: Conformance,
    readonly options: SchemaCheckOptions,
  ) {
    this.credentials = new Credentials(target);
  }

  /** Why the answer breaks the document, or null. */
  private verdict(
    operation: CheckedOperation,
    request: FuzzRequest,
    outcome: Outcome,
    kind: Kind,
    token: TokenPolicy,
  ): { check: CheckName; reason: string } | null {
    if ('skipped' in outcome) return null;
    if ('failure' in outcome) return { check: 'answer', reason: outcome.failure };
    const { answer } = outcome;
    if (isUndocumentedServerError(outcome, request.url))
      return { check: 'no server error', reason: `HTTP ${answer.status} ${answer.text.slice(0, 200)}` };
    const wrong = this.conformance.check(operation, answer);
    if (wrong) return wrong as { check: CheckName; reason: string };
    const withoutNeededToken = token === 'none' && operation.auth !== undefined;
    if (kind === 'documented' && !withoutNeededToken && !operation.uploadsImage) {
      const code = errorCodeOf(answer.text);
      if (answer.status === 400 && code && BAD_INPUT.has(code))
        return { check: 'documented accepted', reason: `HTTP 400 ${answer.text.slice(0, 300)}` };
    }
    if (kind === 'undocumented' && !isRefusal(answer.status, answer.text))
      return { check: 'undocumented refused', reason: `HTTP ${answer.status} ${answer.text.slice(0, 200)}` };
    return null;
  }

  private async attempt(
    operation: CheckedOperation,
    request: FuzzRequest,
    kind: Kind,
    token: TokenPolicy,
  ): Promise<{ check: CheckName; reason: string } | null> {
    let outcome: Outcome;
    try {
      outcome = await sendFuzzRequest(this.target, this.credentials, request);
    } catch (error) {
      return { check: 'answer', reason: `not sent: ${(error as Error).message}` };
    }
    // a call of this run may have ended a persona's session (a logout): the next request logs in again
    if ('answer' in outcome && outcome.answer.status === 401 && token === 'token')
      await this.credentials.dropEndedSessions();
    return this.verdict(operation, request, outcome, kind, token);
  }

  /** One property: `runs` requests of one kind; counts them, and notes its shrunk failure. */
  async property(
    operation: CheckedOperation,
    pass: PassReport,
    token: TokenPolicy,
    kind: Kind,
    requests: fc.Arbitrary<FuzzRequest | undefined>,
    runs: number,
  ): Promise<void> {
    const reasons = new WeakMap<FuzzRequest, { check: CheckName; reason: string }>();
    const property = fc.asyncProperty(fc.limitShrink(requests, MAX_SHRINKS), async (request) => {
      if (!request) return true;
      pass.cases++;
      const wrong = await this.attempt(operation, request, kind, token);
      if (wrong) reasons.set(request, wrong);
      return wrong === null;
    });
    const details = await fc.check(property, {
      seed: seedFor(this.options.seed, `${operation.id} ${pass.name} ${kind}`),
      numRuns: runs,
    });
    if (!details.failed || !details.counterexample) return;
    const [request] = details.counterexample;
    if (!request) return;
    const wrong = reasons.get(request) ?? { check: 'answer' as const, reason: String(details.errorInstance) };
    pass.failures[wrong.check]++;
    this.failures.push({
      operation: operation.id,
      pass: pass.name,
      check: wrong.check,
      reason: wrong.reason,
      request: describeRequest(request),
    });
    this.options.log?.(`  FAIL ${operation.id} (${pass.name}, ${kind}): ${wrong.check}: ${wrong.reason}`);
  }

  async operation(operation: CheckedOperation, pass: PassReport, token: TokenPolicy): Promise<void> {
    const drafts = documentedDraft(operation);
    await this.property(
      operation,
      pass,
      token,
      'documented',
      drafts.map((draft) => toRequest(operation, draft, token, 'documented')),
      this.options.documentedRuns,
    );
    const broken: Mutation[] = mutations(operation, (schema, value) =>
      this.conformance.accepts(schema, value),
    );
    if (broken.length === 0) return;
    await this.property(
      operation,
      pass,
      token,
      'undocumented',
      fc.tuple(drafts, fc.constantFrom(...broken)).map(([draft, mutation]) => {
        const changed = mutation.apply(draft);
        return changed && toRequest(operation, changed, token, mutation.name);
      }),
      this.options.undocumentedRuns,
    );
  }
}

const emptyCounts = () => Object.fromEntries(CHECKS.map((check) => [check, 0])) as Record<CheckName, number>;

async function admin(target: Target, procedure: string): Promise<unknown> {
  const outcome = await send(target.base, 'GET', `/admin/trpc/${procedure}`, {
    authorization: `Bearer ${target.adminToken}`,
  });
  if (!('answer' in outcome) || outcome.answer.status !== 200)
    throw new Error(`${procedure}: ${JSON.stringify(outcome).slice(0, 300)}`);
  return (JSON.parse(outcome.answer.text) as { result: { data: unknown } }).result.data;
}

export async function runSchemaCheck(
  target: Target,
  doc: CheckedDocument,
  options: SchemaCheckOptions,
): Promise<SchemaCheckReport> {
  const operations = checkedOperations(doc).filter((op) => !options.only || op.id.includes(options.only));
  const conformance = new Conformance(doc.components?.schemas ?? {});
  conformance.compileAll(operations);
  const check = new SchemaCheck(target, conformance, options);
  const passes: PassReport[] = [];
  for (const [name, token] of [
    ['with a token', 'token'],
    ['without a token', 'none'],
  ] as const) {
    const pass: PassReport = { name, operations: operations.length, cases: 0, failures: emptyCounts() };
    passes.push(pass);
    options.log?.(`${name}: ${operations.length} operations`);
    for (const operation of operations) await check.operation(operation, pass, token);
  }
  const audit = (await admin(target, 'wallet.audit')) as { balanced: boolean };
  return {
    seed: options.seed,
    passes,
    failures: check.failures,
    skipped: operations
      .filter((op) => op.uploadsImage)
      .map((op) => `${op.id}: "documented accepted" only (a drawn data URL is no picture)`),
    afterwards: [
      {
        name: 'wallet.audit balances',
        ok: audit.balanced,
        detail: audit.balanced ? 'ok' : JSON.stringify(audit).slice(0, 300),
      },
    ],
  };
}
