// A merchant's customer-service settings: the paths getService answers to members up to VIP 4 and
// to those above, and how long the simulated agent takes to answer. A merchant without a row has the
// defaults: the site's own chat page for type "3", an e-mail link beside it.
import type { SupportSettings } from '@sim/shared/admin/support';
import type { Db } from '../../db/client.ts';
import { definedOnly } from '../../lib/defined.ts';

export function defaultSupportSettings(merchantCode: string): SupportSettings {
  return {
    paths: [
      { type: '3', name: 'Live chat', url: '/livechat' },
      { type: '1', name: 'E-mail', url: `mailto:support@${merchantCode}.example` },
    ],
    vipPaths: [
      { type: '3', name: 'VIP live chat', url: '/livechat?channel=VIP' },
      { type: '1', name: 'VIP e-mail', url: `mailto:vip@${merchantCode}.example` },
    ],
    replyDelaySeconds: 2,
  };
}

export async function supportSettings(db: Db, merchantCode: string): Promise<SupportSettings> {
  const row = await db.supportSettings.findUnique({ where: { merchantCode } });
  if (!row) return defaultSupportSettings(merchantCode);
  return {
    paths: row.paths as SupportSettings['paths'],
    vipPaths: row.vipPaths as SupportSettings['vipPaths'],
    replyDelaySeconds: row.replyDelaySeconds,
  };
}

/** What is given replaces that part; the rest stays. */
export async function setSupportSettings(
  db: Db,
  merchantCode: string,
  change: Partial<SupportSettings>,
): Promise<SupportSettings> {
  const next = { ...(await supportSettings(db, merchantCode)), ...definedOnly(change) };
  await db.supportSettings.upsert({
    where: { merchantCode },
    create: { merchantCode, ...next },
    update: next,
  });
  return next;
}
