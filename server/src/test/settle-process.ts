// A second server process for tests: settles the due lottery bets of a database file once, starting
// at a given moment so two of them race, and prints how many it settled.
// usage: node --import tsx settle-process.ts <sqlite file or database URL> <start at, ms epoch>

import { createDb } from '../db/client.ts';
import { settleDueBets } from '../domain/lottery/settlement.ts';
import { SimClock } from '../foundation/clock.ts';

const [file, startAt] = process.argv.slice(2);
const db = createDb(/^(file:|postgres)/.test(file ?? '') ? (file as string) : `file:${file}`);
const clock = new SimClock(db);
await clock.load();
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
process.stdout.write(String(await settleDueBets({ db, clock })));
await db.$disconnect();
