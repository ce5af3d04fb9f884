// Run by reset-crash.test.ts as a process of its own, to be SIGKILLed part-way: resets the database
// file named by argv[2] to the seed, printing each step as it starts, then `done`.
import { createDb } from '../db/client.ts';
import { setPasswordHashCost } from '../domain/accounts/passwords.ts';
import { resetToSeed } from './reset.ts';

setPasswordHashCost(10);
const db = createDb(`file:${process.argv[2]}`);
// a real seed built aside (the kill points are its steps), not the tests' template (test/harness.ts)
await resetToSeed(db, new Date(), (line) => process.stdout.write(`${line}\n`), { template: null });
await db.$disconnect();
process.stdout.write('done\n');
