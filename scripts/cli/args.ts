// A small argument parser for `pnpm sim <area> <verb> [positionals] [--flags]`.
export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | true>;
}

export class UsageError extends Error {}

export function parseArgs(argv: string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags[name] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      flags[name] = next;
      i++;
    } else flags[name] = true;
  }
  return { positionals, flags };
}

/** 2s, 500ms, 30m, 1h, 1d -> milliseconds (a bare number is milliseconds). */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(text.trim());
  if (!match) throw new UsageError(`not a duration: ${text} (try 500ms, 2s, 30m, 1h, 1d)`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 'ms']!;
  return Math.round(Number(match[1]) * unit);
}

export function flagString(flags: ParsedArgs['flags'], name: string): string | undefined {
  const value = flags[name];
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return value;
}

export function flagNumber(flags: ParsedArgs['flags'], name: string): number | undefined {
  const value = flagString(flags, name);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new UsageError(`--${name} must be a number`);
  return n;
}

export function flagBoolean(flags: ParsedArgs['flags'], name: string): boolean | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  if (value === true || value === 'true' || value === 'on' || value === 'yes') return true;
  if (value === 'false' || value === 'off' || value === 'no') return false;
  throw new UsageError(`--${name} takes true/false`);
}

export function onOff(word: string | undefined, what: string): boolean {
  if (word === 'on') return true;
  if (word === 'off') return false;
  throw new UsageError(`${what}: say on or off`);
}

export function required(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`missing ${what}`);
  return value;
}

export function list(value: string | undefined): string[] | undefined {
  return value === undefined
    ? undefined
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}
