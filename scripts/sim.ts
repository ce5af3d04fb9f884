// pnpm sim <area> <verb> [args] [--flags]: the admin surface from a shell, for people and scripts.
// Exit codes: 0 done, 1 the simulator refused or failed, 2 usage, 3 cannot reach or not authorised.
import { runCli } from './cli/run.ts';

const code = await runCli(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
process.exit(code);
