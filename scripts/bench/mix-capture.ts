// The simulator's answer to each distinct request of the mix, for the replay twin to give again; a
// request whose answer is no success is dropped from the mix (and said so), so neither side is
// measured answering errors.
import { asLoadSends, capturedAnswer } from './measure-call.ts';
import type { MixRequest } from './mix.ts';
import { keyedHeaders, type ReplayEntry, replayKey } from './replay-key.ts';

export interface MixCapture {
  /** the mix without the dropped requests */
  requests: MixRequest[];
  entries: ReplayEntry[];
  /** each distinct request dropped, and why */
  dropped: { request: MixRequest; reason: string }[];
}

/** The lottery gateway answers the body itself (wire-contract.md 4.13); every other call the envelope. */
const LOTTERY_GATEWAY = /^\/(lotto\/)?lgw\//;

/** Why an answer is no success, or undefined when it is one. */
export function refusal(path: string, status: number, text: string): string | undefined {
  const success = LOTTERY_GATEWAY.test(path)
    ? text.startsWith('{') && !text.startsWith('{"success":false')
    : text.startsWith('{"success":true');
  return status === 200 && success ? undefined : `HTTP ${status} ${text.slice(0, 160)}`;
}

export const keyOf = (request: MixRequest) =>
  replayKey(request.method, request.path, keyedHeaders(request.headers));

export async function captureMix(url: string, mix: MixRequest[]): Promise<MixCapture> {
  const capture: MixCapture = { requests: [], entries: [], dropped: [] };
  const refused = new Set<string>();
  const seen = new Set<string>();
  for (const request of mix) {
    const key = keyOf(request);
    if (seen.has(key)) continue;
    seen.add(key);
    const response = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers: asLoadSends(request.headers),
    });
    const { answer, text } = await capturedAnswer(response);
    const reason = refusal(request.path, response.status, text);
    if (reason === undefined) capture.entries.push({ key, answer });
    else {
      refused.add(key);
      capture.dropped.push({ request, reason });
    }
  }
  capture.requests = mix.filter((request) => !refused.has(keyOf(request)));
  return capture;
}
