// One `pnpm sim <area> <verb>` command: one line of usage, one of help, and the admin call it makes.
import type { ParsedArgs } from './args.ts';
import type { AdminClient } from './connection.ts';

export interface CommandContext {
  client: AdminClient;
  args: string[];
  flags: ParsedArgs['flags'];
  merchant: string | undefined;
  /** the simulator's base URL (for commands that call its REST surface: replay, record) */
  url: string;
  /** the admin token (replay sends a capture's admin calls with it; empty for a standalone command) */
  adminToken: string;
}

export interface Command {
  usage: string;
  summary: string;
  columns?: string[];
  run(ctx: CommandContext): Promise<unknown>;
  /** runs without the admin surface (no admin token needed): `record` */
  standalone?: boolean;
  /** a result that reports a failure (an unbalanced audit) exits 1 */
  failed?(result: unknown): boolean;
}
