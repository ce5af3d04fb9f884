// What every answer must be, whatever was sent: an answer at all, never an undocumented 5xx, and on the
// REST surface the platform envelope (wire-contract.md 1). The admin surface answers tRPC's own JSON.
import type { Outcome } from './wire.ts';

/**
 * The platform's documented 5xx answers: 500 #727 `system.busy` for a launch without launchMode
 * (wire-contract.md 1, "launchGame without launchMode"), and 503 `system.maintenance` during maintenance.
 */
const DOCUMENTED_5XX: { status: number; errorCode: string; path?: RegExp }[] = [
  { status: 500, errorCode: 'system.busy', path: /^\/wps\/game\/launchGame(\?|$)/ },
  { status: 503, errorCode: 'system.maintenance' },
];

export type Surface = 'rest' | 'admin';

interface Envelope {
  success?: unknown;
  errorCode?: unknown;
  message?: unknown;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isJson = (contentType: string | undefined) => /\bjson\b/i.test(contentType ?? '');

/** A 5xx answer the platform does not document (the failures of issue 12's oracle). */
export function isUndocumentedServerError(outcome: Outcome, url: string): boolean {
  if (!('answer' in outcome) || outcome.answer.status < 500) return false;
  const { status, text } = outcome.answer;
  const body = parse(text) as Envelope | undefined;
  return !DOCUMENTED_5XX.some(
    (rule) =>
      rule.status === status && rule.errorCode === body?.errorCode && (!rule.path || rule.path.test(url)),
  );
}

/** Why the answer breaks the rules, or null when it keeps them. */
export function verdict(outcome: Outcome, surface: Surface, method: string, url: string): string | null {
  if ('skipped' in outcome) return null;
  if ('failure' in outcome) return outcome.failure;
  const { status, headers, text } = outcome.answer;
  if (isUndocumentedServerError(outcome, url)) return `undocumented HTTP ${status}: ${text.slice(0, 200)}`;
  if (method === 'HEAD') return null;
  const body = parse(text) as Envelope | undefined;
  if (surface === 'admin')
    return body === undefined ? `admin answer is not JSON: ${text.slice(0, 200)}` : null;
  // successes: /wps answers JSON in the envelope (text/plain and images are the documented exceptions: the
  // RSA key, captcha, artwork); /lgw answers unwrapped and the provider page is the vendor's. Errors: the envelope.
  if (status < 400 && (!url.startsWith('/wps/') || !isJson(headers['content-type']))) return null;
  if (!body || typeof body !== 'object' || typeof body.success !== 'boolean')
    return `HTTP ${status} outside the envelope: ${text.slice(0, 200)}`;
  if (
    status >= 400 &&
    (body.success !== false || typeof body.errorCode !== 'string' || typeof body.message !== 'string')
  )
    return `HTTP ${status} without {success:false, errorCode, message}: ${text.slice(0, 200)}`;
  return null;
}

/** Counts a 5xx for the report (documented or not). */
export const isServerError = (outcome: Outcome): boolean =>
  'answer' in outcome && outcome.answer.status >= 500;
