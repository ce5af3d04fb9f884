// A fake admin surface for component tests: fetch stubbed to answer tRPC's HTTP shapes (no
// transformer, no batching), with every call recorded.
import { vi } from 'vitest';

type Handler = (input: unknown) => unknown;

export interface TrpcCall {
  path: string;
  input: unknown;
  authorization: string | null;
}

export class TrpcHttpError {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

export const unauthorized = () => {
  throw new TrpcHttpError(401, 'UNAUTHORIZED', 'Admin token required (Authorization: Bearer <token>)');
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch; procedures without a handler answer 404 NOT_FOUND. */
export function mockAdminApi(handlers: Record<string, Handler>) {
  const calls: TrpcCall[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const href = String(url instanceof Request ? url.url : url);
    const parsed = new URL(href, 'http://panel.test');
    const path = decodeURIComponent(parsed.pathname.replace(/^\/admin\/trpc\//, ''));
    const raw = init?.method === 'POST' ? init.body : parsed.searchParams.get('input');
    const input = typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ path, input, authorization: headers.get('authorization') });
    const handler = handlers[path];
    try {
      if (!handler) throw new TrpcHttpError(404, 'NOT_FOUND', `No procedure ${path}`);
      return json(200, { result: { data: await handler(input) } });
    } catch (error) {
      if (!(error instanceof TrpcHttpError)) throw error;
      return json(error.httpStatus, {
        error: {
          message: error.message,
          code: -32000,
          data: { code: error.code, httpStatus: error.httpStatus, path },
        },
      });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** the inputs a procedure was called with, in order */
    inputsOf: (path: string) => calls.filter((c) => c.path === path).map((c) => c.input),
  };
}
