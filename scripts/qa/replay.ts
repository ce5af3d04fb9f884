// `pnpm sim replay capture.har`: sends a HAR's REST calls to the twin in order (logging in again where
// the capture logged in, the twin's tokens in place of the capture's, encrypted bodies encrypted again
// with the twin's key, the twin's reference numbers in place of the capture's: replay-references.ts) and
// compares each answer with the captured one: status, envelope (`success`, `errorCode`), shape, and values
// where asked. Admin calls in the capture (`/admin/trpc/…`: the back-office steps a journey needed, an
// approval, a payout, a member signed in by the back office) are sent with the admin token given, and
// a token they answer signs in the member they name. Calls that are neither (pages, scripts, images of a
// browser's capture) are left out.
import type { Har, HarEntry } from '@sim/shared/har';
import { IssuedReferences } from './replay-references.ts';
import { isAdminCall, isRestCall, parsed, twinRequest, unsendable } from './replay-request.ts';
import { ReplaySessions } from './replay-sessions.ts';
import { type ShapeDifference, shapeDifferences, type ValueDifference, valueDifferences } from './shape.ts';

export interface ReplayOptions {
  /** the twin's base URL */
  url: string;
  /** passwords by username, for logins whose password the capture redacted */
  passwords?: Record<string, string>;
  /** the password of any other member */
  password?: string;
  /** values for other redacted body fields, by name (`paymentPassword`) */
  fills?: Record<string, string>;
  /** compare values too: every value (true) or those under these paths */
  values?: true | readonly string[];
  /** the twin's admin token, for the capture's admin calls (without it they are skipped) */
  adminToken?: string;
}

export interface Comparison {
  status: { expected: number; actual: number; same: boolean };
  envelope: { expected: Envelope | null; actual: Envelope | null; same: boolean };
  shape: ShapeDifference[];
  values: ValueDifference[];
}

export interface ReplayedCall {
  index: number;
  method: string;
  path: string;
  /** skipped: not sent (the reason says why) */
  outcome: 'same' | 'differs' | 'skipped';
  reason?: string;
  comparison?: Comparison;
}

interface Envelope {
  success: boolean;
  errorCode: string | null;
}

function envelopeOf(answer: unknown): Envelope | null {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const { success, errorCode } = answer as { success?: unknown; errorCode?: unknown };
  if (typeof success !== 'boolean') return null;
  return { success, errorCode: typeof errorCode === 'string' ? errorCode : null };
}

/** How the twin's answer compares with the captured one. */
export function compareAnswers(
  entry: HarEntry,
  status: number,
  twinAnswer: unknown,
  values: ReplayOptions['values'],
): Comparison {
  const captured = parsed(entry.response.content.text);
  const [expected, actual] = [envelopeOf(captured), envelopeOf(twinAnswer)];
  return {
    status: { expected: entry.response.status, actual: status, same: entry.response.status === status },
    envelope: {
      expected,
      actual,
      same: JSON.stringify(expected) === JSON.stringify(actual),
    },
    shape: shapeDifferences(captured, twinAnswer),
    values: values ? valueDifferences(captured, twinAnswer, values).slice(0, 50) : [],
  };
}

/** Whether a comparison fails the replay: another status or envelope, or another shape. */
export const differs = (c: Comparison): boolean => !c.status.same || !c.envelope.same || c.shape.length > 0;

/** Sends captured calls to the twin one after another, carrying the sessions from one to the next. */
export class Replayer {
  private readonly base: string;
  private readonly sessions: ReplaySessions;
  private readonly references = new IssuedReferences();
  private modulus: Promise<string> | undefined;

  constructor(private readonly options: ReplayOptions) {
    this.base = options.url.replace(/\/$/, '');
    this.sessions = new ReplaySessions(
      Object.fromEntries(Object.entries(options.passwords ?? {}).map(([u, p]) => [u.toLowerCase(), p])),
      options.password,
    );
  }

  private readonly twinModulus = () => {
    this.modulus ??= fetch(`${this.base}/wps/session/key/rsa`, {
      headers: { 'cache-control': 'no-cache' },
    }).then(async (r) => (await r.text()).replace(/"/g, '').trim());
    return this.modulus;
  };

  /** Sends one REST call of the capture (its place there: `index`) and compares the answers. */
  async replay(captured: HarEntry, index: number): Promise<ReplayedCall> {
    const path = new URL(captured.request.url, 'http://capture').pathname;
    const call = { index, method: captured.request.method, path };
    const admin = isAdminCall(captured);
    const reason =
      admin && !this.options.adminToken ? 'an admin call: no admin token given' : unsendable(captured);
    if (reason) return { ...call, outcome: 'skipped', reason };
    const entry = this.withTwinReferences(captured);
    const capturedBody = parsed(entry.request.postData?.text);
    const request = await twinRequest({
      entry,
      token: admin ? `Bearer ${this.options.adminToken}` : this.sessions.tokenFor(entry),
      password: this.sessions.passwordFor(entry, capturedBody),
      fills: this.options.fills,
      modulus: this.twinModulus,
    });
    const response = await fetch(`${this.base}${request.target}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const answer = parsed(await response.text());
    const capturedAnswer = parsed(entry.response.content.text);
    this.references.learn(capturedAnswer, answer);
    // an admin call's answer is tRPC's `{ result: { data } }`: a token in it signs the member in
    const asEnvelope = (a: unknown) => (admin ? { value: (a as TrpcAnswer)?.result?.data } : a);
    this.sessions.learn(entry, capturedBody, asEnvelope(capturedAnswer), asEnvelope(answer));
    const comparison = compareAnswers(entry, response.status, answer, this.options.values);
    return { ...call, outcome: differs(comparison) ? 'differs' : 'same', comparison };
  }

  /** The entry with the twin's reference numbers in its URL and body in place of the capture's. */
  private withTwinReferences(entry: HarEntry): HarEntry {
    const { postData } = entry.request;
    return {
      ...entry,
      request: {
        ...entry.request,
        url: this.references.mapped(entry.request.url),
        ...(postData && { postData: { ...postData, text: this.references.mapped(postData.text) } }),
      },
    };
  }
}

type TrpcAnswer = { result?: { data?: unknown } } | null;

export async function replayHar(har: Har, options: ReplayOptions): Promise<ReplayedCall[]> {
  const replayer = new Replayer(options);
  const out: ReplayedCall[] = [];
  for (const [index, entry] of har.log.entries.entries())
    if (isRestCall(entry) || isAdminCall(entry)) out.push(await replayer.replay(entry, index));
  return out;
}
