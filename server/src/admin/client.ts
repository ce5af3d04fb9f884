// The typed admin client for TypeScript test suites and scripts:
//   const admin = createAdminClient({ url: 'http://127.0.0.1:3000', token });
//   await admin.system.setStatus.mutate({ maintenance: true });
import { createTRPCClient, httpLink } from '@trpc/client';
import type { AdminRouter } from './router.ts';

export interface AdminClientOptions {
  /** the simulator's base URL, without /admin/trpc */
  url: string;
  token: string;
}

export function createAdminClient({ url, token }: AdminClientOptions) {
  return createTRPCClient<AdminRouter>({
    links: [
      httpLink({
        url: `${url.replace(/\/$/, '')}/admin/trpc`,
        headers: { authorization: `Bearer ${token}` },
      }),
    ],
  });
}

export type AdminClient = ReturnType<typeof createAdminClient>;
export type { AdminRouter };
