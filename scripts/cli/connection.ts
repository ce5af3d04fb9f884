// Where the running simulator is and its admin token: flags, then SIM_URL / SIM_ADMIN_TOKEN, then
// the defaults `pnpm start` uses (port 3000, DATA_DIR/admin-token).
import fs from 'node:fs';
import path from 'node:path';
import { type AdminClient, createAdminClient } from '../../server/src/admin/client.ts';

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

export function adminClient(connection: Connection): AdminClient {
  return createAdminClient(connection);
}

export type { AdminClient };
