// Where the running simulator is and its admin token: flags, then SIM_URL / SIM_ADMIN_TOKEN, then
// the defaults `pnpm start` uses (port 3000, DATA_DIR/admin-token).
import fs from 'node:fs';
import path from 'node:path';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { AdminRouter } from '../../server/src/admin/router.ts';

export interface Connection {
  url: string;
  token: string;
}

export function resolveConnection(flags: Record<string, string | true>): Connection {
  const url =
    (typeof flags.url === 'string' ? flags.url : undefined) ??
    process.env.SIM_URL ??
    `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const tokenFile = path.join(path.resolve(process.env.DATA_DIR ?? 'data'), 'admin-token');
  const token =
    (typeof flags.token === 'string' ? flags.token : undefined) ??
    process.env.SIM_ADMIN_TOKEN ??
    (fs.existsSync(tokenFile) ? fs.readFileSync(tokenFile, 'utf8').trim() : '');
  return { url: url.replace(/\/$/, ''), token };
}

export function adminClient({ url, token }: Connection) {
  return createTRPCClient<AdminRouter>({
    links: [httpLink({ url: `${url}/admin/trpc`, headers: { authorization: `Bearer ${token}` } })],
  });
}

export type AdminClient = ReturnType<typeof adminClient>;
