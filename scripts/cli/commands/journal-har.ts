// pnpm sim journal har: journal.exportHar written to a file.
import fs from 'node:fs';
import { flagString } from '../args.ts';
import type { CommandContext } from '../command.ts';

export async function writeJournalHar(c: CommandContext) {
  const har = await c.client.journal.exportHar.query({
    from: flagString(c.flags, 'from'),
    to: flagString(c.flags, 'to'),
    member: flagString(c.flags, 'user'),
    pathPrefix: flagString(c.flags, 'path-prefix'),
    baseUrl: c.url,
  });
  const file = flagString(c.flags, 'out') ?? 'journal.har';
  fs.writeFileSync(file, `${JSON.stringify(har, null, 2)}\n`);
  return { file, entries: har.log.entries.length };
}
