// `pnpm sim replay capture.har`: sends a HAR's REST calls to the twin in order (logging in again where
// the capture logged in, the twin's tokens in place of the capture's, encrypted bodies encrypted again
// with the twin's key) and compares each answer with the captured one: status, envelope (`success`,
// `errorCode`), shape, and values where asked. Calls that are not the platform's REST surface (pages,
// scripts, images of a browser's capture) are left out.
import type { Har, HarEntry } from '@sim/shared/har';
import { isRestCall, parsed, twinRequest, unsendable } from './replay-request.ts';
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
  async replay(entry: HarEntry, index: number): Promise<ReplayedCall> {
    const path = new URL(entry.request.url, 'http://capture').pathname;
    const call = { index, method: entry.request.method, path };
    const reason = unsendable(entry);
    if (reason) return { ...call, outcome: 'skipped', reason };
    const capturedBody = parsed(entry.request.postData?.text);
    const request = await twinRequest({
      entry,
      token: this.sessions.tokenFor(entry),
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
    this.sessions.learn(entry, capturedBody, parsed(entry.response.content.text), answer);
    const comparison = compareAnswers(entry, response.status, answer, this.options.values);
    return { ...call, outcome: differs(comparison) ? 'differs' : 'same', comparison };
  }
}

export async function replayHar(har: Har, options: ReplayOptions): Promise<ReplayedCall[]> {
  const replayer = new Replayer(options);
  const out: ReplayedCall[] = [];
  for (const [index, entry] of har.log.entries.entries())
    if (isRestCall(entry)) out.push(await replayer.replay(entry, index));
  return out;
}
