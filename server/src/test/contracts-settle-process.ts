// A second server process for tests: settles the due contract periods of a database file once,
// starting at a given moment so two of them race, and prints how many periods it claimed.
// usage: node --import tsx contracts-settle-process.ts <sqlite file or database URL> <start at, ms epoch>
import { createDb } from '../db/client.ts';
import { settleDueContracts } from '../domain/contracts/settlement.ts';
import { SimClock } from '../foundation/clock.ts';

const [file, startAt] = process.argv.slice(2);
const db = createDb(/^(file:|postgres)/.test(file ?? '') ? (file as string) : `file:${file}`);
const clock = new SimClock(db);
await clock.load();
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
process.stdout.write(String(await settleDueContracts({ db, clock })));
await db.$disconnect();
