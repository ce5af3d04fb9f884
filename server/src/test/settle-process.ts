// A second server process for tests: settles the due lottery bets of a database file once, starting
// when told (racing-processes.ts) so two of them race, and prints how many it settled.
// usage: node --import tsx settle-process.ts <sqlite file or database URL>

import { createDb } from '../db/client.ts';
import { settleDueBets } from '../domain/lottery/settlement.ts';
import { SimClock } from '../foundation/clock.ts';
import { readyThenWaitForStart } from './racing-processes.ts';

const [file] = process.argv.slice(2);
const db = createDb(/^(file:|postgres)/.test(file ?? '') ? (file as string) : `file:${file}`);
const clock = new SimClock(db);
await clock.load();
await readyThenWaitForStart();
process.stdout.write(String(await settleDueBets({ db, clock })));
await db.$disconnect();
