// pnpm db:seed | pnpm sim:reset (tsx server/src/db-command.ts seed|reset|migrate): on DATA_DIR (default ./data),
// or the PostgreSQL database DATABASE_URL names.
import path from 'node:path';
import { migrate, seedDatabase, seedStateIn } from './database.ts';

const command = process.argv[2];
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const log = (line: string) => console.log(line);

switch (command) {
  case 'migrate':
    await migrate(dataDir);
    break;
  case 'seed':
    await migrate(dataDir);
    if ((await seedStateIn(dataDir)) === 'complete')
      console.log(`${dataDir} is seeded (pnpm sim:reset starts over)`);
    else await seedDatabase(dataDir, { log });
    break;
  case 'reset':
    await migrate(dataDir);
    await seedDatabase(dataDir, { log });
    console.log(
      `reset ${dataDir} to the seed (a running server: call data.reset on the admin surface instead)`,
    );
    break;
  default:
    console.error('usage: tsx server/src/db-command.ts migrate|seed|reset');
    process.exit(2);
}
