// The CLI itself, callable in-process (the tests run it so) or from scripts/sim.ts as a process.
// Exit codes: 0 done, 1 the simulator refused or failed, 2 usage, 3 cannot reach or not authorised.
import { ScenarioFileError } from '@sim/shared/admin/scenario-file';
import { TRPCClientError } from '@trpc/client';
import { parseArgs, UsageError } from './args.ts';
import { COMMANDS } from './commands.ts';
import { adminClient, resolveConnection } from './connection.ts';
import { render } from './output.ts';

const EXIT = { ok: 0, failed: 1, usage: 2, unreachable: 3 } as const;

function help(area?: string): string {
  const areas = area && COMMANDS[area] ? { [area]: COMMANDS[area] } : COMMANDS;
  const lines = Object.values(areas).flatMap((verbs) =>
    Object.values(verbs).map((c) => `  pnpm sim ${c.usage}\n      ${c.summary}`),
  );
  return [
    'Usage: pnpm sim <area> <verb> [args] [--merchant sim001] [--json] [--url http://127.0.0.1:3000] [--token <admin token>]',
    '',
    ...lines,
    '',
    'The URL comes from --url, SIM_URL or PORT; the token from --token, SIM_ADMIN_TOKEN or DATA_DIR/admin-token.',
  ].join('\n');
}

/** Where the CLI writes: the console for the process, a buffer for tests. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

async function main(argv: string[], io: CliIo): Promise<number> {
  const { positionals, flags } = parseArgs(argv);
  const [area, verb, ...args] = positionals;
  // `help` alone or `help <area>` is the usage; `help <verb>` is the help-centre area's command
  const asksUsage = area === 'help' && (!verb || !COMMANDS.help?.[verb]);
  if (!area || flags.help || asksUsage) {
    io.out(help(area === 'help' ? verb : area));
    return area || flags.help ? EXIT.ok : EXIT.usage;
  }
  // an area with a '' verb is a command of one word (`replay <file>`): its first argument is no verb
  const oneWord = COMMANDS[area]?.[''] && !COMMANDS[area]?.[verb ?? ''];
  const command = COMMANDS[area]?.[oneWord ? '' : (verb ?? '')];
  if (oneWord && verb !== undefined) args.unshift(verb);
  if (!command) {
    io.err(
      `unknown command: ${[area, verb].filter(Boolean).join(' ')}\n\n${help(COMMANDS[area] ? area : undefined)}`,
    );
    return EXIT.usage;
  }
  const connection = resolveConnection(flags);
  if (!connection.token && !command.standalone) {
    io.err('no admin token: pass --token, set SIM_ADMIN_TOKEN, or run where DATA_DIR/admin-token exists');
    return EXIT.unreachable;
  }
  const merchant = typeof flags.merchant === 'string' ? flags.merchant : undefined;
  const result = await command.run({
    client: adminClient(connection),
    args,
    flags,
    merchant,
    url: connection.url,
    adminToken: connection.token,
  });
  io.out(flags.json ? JSON.stringify(result, null, 2) : render(result, command.columns));
  return command.failed?.(result) ? EXIT.failed : EXIT.ok;
}

function exitCodeOf(error: unknown, io: CliIo): number {
  if (error instanceof UsageError || error instanceof ScenarioFileError) {
    io.err(`usage: ${error.message}`);
    return EXIT.usage;
  }
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status === 401) {
      io.err('not authorised: the admin token was refused');
      return EXIT.unreachable;
    }
    if (!error.data && /fetch failed|ECONNREFUSED/i.test(`${error.message} ${String(error.cause)}`)) {
      io.err(`cannot reach the simulator: ${error.message}`);
      return EXIT.unreachable;
    }
    io.err(`refused: ${error.message}`);
    return status === 400 ? EXIT.usage : EXIT.failed;
  }
  io.err(error instanceof Error ? error.message : String(error));
  return EXIT.failed;
}

/** Runs one command line; never throws: every failure is an exit code and a line on `err`. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (error) {
    return exitCodeOf(error, io);
  }
}
