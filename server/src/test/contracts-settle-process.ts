// A second server process for tests: settles the due contract periods of a database file once,
// starting when told (racing-processes.ts) so two of them race, and prints how many periods it claimed.
// usage: node --import tsx contracts-settle-process.ts <sqlite file or database URL>
import { createDb } from '../db/client.ts';
import { settleDueContracts } from '../domain/contracts/settlement.ts';
import { SimClock } from '../foundation/clock.ts';
import { readyThenWaitForStart } from './racing-processes.ts';

const [file] = process.argv.slice(2);
const db = createDb(/^(file:|postgres)/.test(file ?? '') ? (file as string) : `file:${file}`);
const clock = new SimClock(db);
await clock.load();
await readyThenWaitForStart();
process.stdout.write(String(await settleDueContracts({ db, clock })));
await db.$disconnect();
