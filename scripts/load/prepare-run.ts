// What a run needs before the load starts (pnpm test:load and pnpm test:soak): the merchant set up,
// the load members created and logged in, the books and counters empty, a back office to decide orders.
import { createAdminClient } from '../../server/src/admin/client.ts';
import type { ServerProcess } from '../lib/server-process.ts';
import { BackOffice } from './back-office.ts';
import { Book } from './book.ts';
import type { RunContext } from './context.ts';
import { configureMerchant, prepareMembers } from './setup.ts';
import { Stats } from './stats.ts';
import { Wire } from './wire.ts';

export async function prepareRun(
  server: Pick<ServerProcess, 'url' | 'adminToken'>,
  merchant: string,
  members: number,
  log: (line: string) => void,
): Promise<{ ctx: RunContext; office: BackOffice }> {
  const admin = createAdminClient({ url: server.url, token: server.adminToken });
  const wire = new Wire(server.url, merchant);
  await configureMerchant(admin);
  const prepared = await prepareMembers(admin, wire, members);
  const vendors = [...new Set(prepared.games.map((g) => g.vendor))];
  log(
    `${prepared.members.length} members created and logged in; slot games ${prepared.games.map((g) => g.nodeId).join(', ')} on vendor wallets ${vendors.join(', ')}`,
  );
  const ctx: RunContext = {
    wire,
    admin,
    book: new Book(),
    stats: new Stats(),
    members: prepared.members,
    modulusHex: await wire.text('/wps/session/key/rsa'),
    submit: (decision) => office.submit(decision),
    retryUntil: 0,
  };
  const office = new BackOffice(ctx);
  return { ctx, office };
}
