// How the replay twin (node-http-replay.ts) tells the mix's requests apart: the request line and the
// three headers whose answer differs per member, language and brand. Shared by the bench, which
// records what the simulator answered under each key, and the twin, which looks its answer up.
import type { CapturedAnswer } from './node-http-twin.ts';

/** The keyed headers as Node hands them over: lower-case names. */
export interface KeyedHeaders {
  authorization?: string | undefined;
  language?: string | undefined;
  merchant?: string | undefined;
}

export interface ReplayEntry {
  key: string;
  answer: CapturedAnswer;
}

/** `GET /path?query`, then Authorization, Language and Merchant (empty when absent), a line each. */
export function replayKey(method: string, url: string, headers: KeyedHeaders): string {
  return `${method} ${url}\n${headers.authorization ?? ''}\n${headers.language ?? ''}\n${headers.merchant ?? ''}`;
}

/** The keyed headers of a request as a client writes them (any case). */
export function keyedHeaders(headers: Record<string, string> = {}): KeyedHeaders {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { authorization: lower.authorization, language: lower.language, merchant: lower.merchant };
}
