// The boot calls' answers, asked for while the page's HTML is read (boot/early-calls.ts) and
// handed to the wire client's first identical request (same URL, same headers), once. Without them
// the status waited for every script of the first load, and the landing page's data for the status.

/** An answer nobody claimed by then is dropped: a later request asks afresh. */
const UNCLAIMED_MS = 10_000;

/**
 * A built page runs two copies of this module: the HTML's inline boot script (boot/early-calls.ts as
 * one classic script, vite.first-load.ts) sends, the site's bundle claims. They share the answers
 * through the page's global object, under this key (a test's fresh page deletes it). An answer is
 * null when the call was not sent after all (its condition failed): the claimer asks itself.
 */
export const EARLY_ANSWERS_KEY = Symbol.for('sim.earlyAnswers');
const page = globalThis as typeof globalThis & {
  [EARLY_ANSWERS_KEY]?: Map<string, Promise<Response | null>>;
};
page[EARLY_ANSWERS_KEY] ??= new Map();
const answers = page[EARLY_ANSWERS_KEY];

const keyOf = (url: string, headers: Record<string, string>) => `${url}\n${JSON.stringify(headers)}`;

/**
 * Sends a GET now, or once `when` says so (registered at once, so a request made meanwhile waits for
 * it rather than asking twice). Resolves to a copy of the answer for the sender to read (the claimer
 * reads the original), or null when not sent.
 */
export function sendEarly(
  url: string,
  headers: Record<string, string>,
  when: Promise<boolean> = Promise.resolve(true),
): Promise<Response | null> {
  const answer = when.then((send) =>
    send ? fetch(url, { method: 'GET', headers, credentials: 'same-origin', cache: 'no-store' }) : null,
  );
  keepEarly(url, headers, answer);
  return answer.then((response) => response?.clone() ?? null);
}

/** Keeps an answer to a GET for its claimer: one sent early, or (the server's prerender of a page,
 *  prerender/landing.tsx) one the server has already. */
export function keepEarly(
  url: string,
  headers: Record<string, string>,
  answer: Promise<Response | null>,
): void {
  const key = keyOf(url, headers);
  // an early failure is the claimer's to report; unclaimed, it must not surface as unhandled
  answer.catch(() => {});
  answers.set(key, answer);
  setTimeout(() => {
    if (answers.get(key) === answer) answers.delete(key);
  }, UNCLAIMED_MS);
}

/** The early answer to exactly this GET, if one was sent and not yet claimed (null: not sent). */
export function claimEarly(
  method: string,
  url: string,
  headers: Record<string, string>,
): Promise<Response | null> | undefined {
  if (method !== 'GET') return undefined;
  const key = keyOf(url, headers);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
