// A fake simulator for component tests: answers fetch by method and path, records every call.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

type Answer =
  | { status?: number; body: unknown }
  | ((call: RecordedCall) => { status?: number; body: unknown });

export function envelope(value: unknown) {
  return { body: { success: true, value } };
}

export function failure(errorCode: string, message: string, status = 200, value?: unknown) {
  return { status, body: { success: false, errorCode, message, value } };
}

/** Routes are `'GET /wps/member/info'`; an unrouted call answers 404 so a test sees what it missed. */
export function mockWire(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    const answer = routes[`${call.method} ${url.pathname}`];
    const { status = 200, body } =
      typeof answer === 'function'
        ? answer(call)
        : (answer ?? failure('path.not.found', 'Unknown path', 404));
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.url.pathname === path) };
}
