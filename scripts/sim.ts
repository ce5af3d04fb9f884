// pnpm sim <area> <verb> [args] [--flags]: the admin surface from a shell, for people and scripts.
// Exit codes: 0 done, 1 the simulator refused or failed, 2 usage, 3 cannot reach or not authorised.
import { ScenarioFileError } from '@sim/shared/admin/scenario-file';
import { TRPCClientError } from '@trpc/client';
import { parseArgs, UsageError } from './cli/args.ts';
import { COMMANDS } from './cli/commands.ts';
import { adminClient, resolveConnection } from './cli/connection.ts';
import { render } from './cli/output.ts';

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

async function main(argv: string[]): Promise<number> {
  const { positionals, flags } = parseArgs(argv);
  const [area, verb, ...args] = positionals;
  if (!area || flags.help || area === 'help') {
    console.log(help(area === 'help' ? verb : area));
    return area || flags.help ? EXIT.ok : EXIT.usage;
  }
  const command = COMMANDS[area]?.[verb ?? ''];
  if (!command) {
    console.error(
      `unknown command: ${[area, verb].filter(Boolean).join(' ')}\n\n${help(COMMANDS[area] ? area : undefined)}`,
    );
    return EXIT.usage;
  }
  const connection = resolveConnection(flags);
  if (!connection.token) {
    console.error(
      'no admin token: pass --token, set SIM_ADMIN_TOKEN, or run where DATA_DIR/admin-token exists',
    );
    return EXIT.unreachable;
  }
  const merchant = typeof flags.merchant === 'string' ? flags.merchant : undefined;
  const result = await command.run({ client: adminClient(connection), args, flags, merchant });
  console.log(flags.json ? JSON.stringify(result, null, 2) : render(result, command.columns));
  return command.failed?.(result) ? EXIT.failed : EXIT.ok;
}

function exitCodeOf(error: unknown): number {
  if (error instanceof UsageError || error instanceof ScenarioFileError) {
    console.error(`usage: ${error.message}`);
    return EXIT.usage;
  }
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status === 401) {
      console.error('not authorised: the admin token was refused');
      return EXIT.unreachable;
    }
    if (!error.data && /fetch failed|ECONNREFUSED/i.test(`${error.message} ${String(error.cause)}`)) {
      console.error(`cannot reach the simulator: ${error.message}`);
      return EXIT.unreachable;
    }
    console.error(`refused: ${error.message}`);
    return status === 400 ? EXIT.usage : EXIT.failed;
  }
  console.error(error instanceof Error ? error.message : String(error));
  return EXIT.failed;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(exitCodeOf(error)),
);
