// What the long-running commands (test:load, test:soak) share on their command line: a usage error,
// bounded numbers, and the exit codes (0 for --help, 2 for a bad command line).

export class UsageError extends Error {}

/** `--name`'s value as a number within [min, max] (whole numbers only when `whole`); undefined when absent. */
export function boundedNumber(
  text: string | undefined,
  name: string,
  min: number,
  max: number,
  whole = true,
): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!(whole ? Number.isInteger(n) : Number.isFinite(n)) || n < min || n > max)
    throw new UsageError(`--${name} must be a ${whole ? 'whole ' : ''}number from ${min} to ${max}`);
  return n;
}

/** The parsed options; a bad command line prints the usage and exits 2, --help prints it and exits 0. */
export function optionsOrExit<T>(parse: (argv: string[]) => T | 'help', usage: string): T {
  let parsed: T | 'help';
  try {
    parsed = parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')))
      throw error;
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (parsed === 'help') {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}
