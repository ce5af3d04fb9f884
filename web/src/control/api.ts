// The control panel's only way to the simulator: the typed tRPC client of the admin surface
// (/admin/trpc), its react-query integration, and the admin token kept in sessionStorage.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
// type only: the browser bundle never contains server code
import type { AdminRouter } from '../../../server/src/admin/router.ts';

export const ADMIN_TRPC_URL = '/admin/trpc';
/** Not the member site's `token` key: the two share an origin. */
export const ADMIN_TOKEN_KEY = 'sim-admin-token';

export const trpc = createTRPCReact<AdminRouter>();
export type AdminOutputs = inferRouterOutputs<AdminRouter>;
export type AdminInputs = inferRouterInputs<AdminRouter>;

export function readAdminToken(): string | null {
  return sessionStorage.getItem(ADMIN_TOKEN_KEY);
}

export function saveAdminToken(token: string): void {
  sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  sessionStorage.removeItem(ADMIN_TOKEN_KEY);
}

/** Scripts open `/admin#token=...`: keep the token and take it out of the address bar. */
export function adoptTokenFromHash(location: Location = window.location): void {
  const match = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  if (!match?.[1]) return;
  saveAdminToken(decodeURIComponent(match[1]));
  window.history.replaceState(window.history.state, '', location.pathname + location.search);
}

function links(token: string) {
  return [
    httpLink({
      url: ADMIN_TRPC_URL,
      headers: () => ({ authorization: `Bearer ${token}` }),
      // looked up per call, so tests can stub fetch after the client exists
      fetch: (input, init) => globalThis.fetch(input, init),
    }),
  ];
}

/** The react-query flavoured client the panel's hooks use. */
export function createAdminTrpcClient(token: string) {
  return trpc.createClient({ links: links(token) });
}

/** A plain client: checking a token before it is kept. */
export function createAdminClient(token: string) {
  return createTRPCClient<AdminRouter>({ links: links(token) });
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.httpStatus === 401;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** True when the token opens the admin surface; false for a wrong one; throws when unreachable. */
export async function verifyAdminToken(token: string): Promise<boolean> {
  try {
    await createAdminClient(token).clock.get.query();
    return true;
  } catch (error) {
    if (isUnauthorized(error)) return false;
    throw error;
  }
}

export interface AdminQueryClientHooks {
  /** any call answered 401: the token is no longer good */
  onUnauthorized: () => void;
  /** a mutation failed (other than 401) */
  onMutationError: (error: unknown) => void;
  /** a mutation that carries `meta.success` succeeded */
  onMutationSuccess: (message: string) => void;
}

/** Every mutation reports its outcome; any 401 ends the admin session. */
export function createAdminQueryClient(hooks: AdminQueryClientHooks, options: { retry?: boolean } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) hooks.onUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => (isUnauthorized(error) ? hooks.onUnauthorized() : hooks.onMutationError(error)),
      onSuccess: (_data, _variables, _context, mutation) => {
        const success = mutation.meta?.success;
        if (typeof success === 'string') hooks.onMutationSuccess(success);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => options.retry !== false && !isUnauthorized(error) && count < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
