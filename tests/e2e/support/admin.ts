// The admin surface from browser tests: the typed tRPC client QA scripts use too.
import { createTRPCClient, httpLink } from '@trpc/client';
import { E2E_ADMIN_TOKEN, E2E_PORT } from '../../../playwright.config.ts';
import type { AdminRouter } from '../../../server/src/admin/router.ts';

export const admin = createTRPCClient<AdminRouter>({
  links: [
    httpLink({
      url: `http://127.0.0.1:${E2E_PORT}/admin/trpc`,
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    }),
  ],
});
