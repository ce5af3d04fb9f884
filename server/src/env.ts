// Start-up configuration, parsed once; a bad value stops the server with a clear message.
import path from 'node:path';
import { z } from 'zod';
import { parsePublicOrigin, parseTrustProxy } from './foundation/public-address.ts';
import { DEFAULT_LIMITS, SERVER_RATE_LIMITS } from './foundation/request-limits.ts';

/** A setting parsed by `parse`, whose error message becomes the issue. */
const parsedBy = <T>(parse: (text: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return parse(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  SIM_ADMIN_TOKEN: z.string().min(16, 'SIM_ADMIN_TOKEN must be at least 16 characters').optional(),
  SIM_MERCHANT: z.string().default('sim001'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** minutes of inactivity after which a session ends (simulated clock) */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  /** trial accounts one client address may start per FREE_PLAY_WINDOW_MINUTES (0: no limit) */
  FREE_PLAY_LIMIT: z.coerce.number().int().min(0).default(10),
  FREE_PLAY_WINDOW_MINUTES: z.coerce.number().int().positive().default(60),
  /** scrypt cost of new password hashes as log2 N: 15 by default; 10 makes logins cheap for load tests */
  SIM_PASSWORD_COST: z.coerce.number().int().min(10).max(20).default(15),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  /** admin surface calls per client per minute (0: unlimited) */
  SIM_ADMIN_RATE_LIMIT: z.coerce.number().int().min(0).default(SERVER_RATE_LIMITS.adminPerMinute),
  /** login attempts per client per minute, all login routes together (0: unlimited) */
  SIM_LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(SERVER_RATE_LIMITS.loginPerMinute),
  /** a request's headers must arrive within this many milliseconds */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_LIMITS.headersTimeoutMs),
  /** the whole request, body included, within this many milliseconds */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_LIMITS.requestTimeoutMs),
  /** the proxies whose X-Forwarded-For/-Host/-Proto are believed: addresses, CIDRs or a hop count; default none */
  TRUST_PROXY: parsedBy(parseTrustProxy),
  /** the origin URLs handed out (game_url) start with; default: the request's own, validated */
  PUBLIC_ORIGIN: parsedBy(parsePublicOrigin),
  /** on: seeds and resets give the demo members weeks of history (seed/history.ts); tests turn it off */
  SIM_DEMO_HISTORY: z.enum(['on', 'off']).default('on'),
  /** the landing page's first screen prerendered into its HTML (site/site-prerender.ts) */
  SIM_PRERENDER: z.enum(['on', 'off']).default('on'),
  /** a seeded database file data.reset copies back instead of seeding afresh (the browser tests' servers) */
  SIM_SEED_TEMPLATE: z.string().min(1).optional(),
  /** where the request journal lives: this process's memory, or a table every replica writes (default on PostgreSQL) */
  SIM_JOURNAL: z.enum(['memory', 'table']).optional(),
  /** routes that declare a cache serve kept answers (gateway/answer-cache.ts); off: every call from its route */
  SIM_ANSWER_CACHE: z.enum(['on', 'off']).default('on'),
  /** token calls check a kept session while the 'sessions' version holds (domain/accounts/session-cache.ts); off: a read every call */
  SIM_SESSION_CACHE: z.enum(['on', 'off']).default('on'),
  /** V8's thorough collection once the server has been quiet a while after a busy spell (foundation/idle-gc.ts) */
  SIM_IDLE_GC: z.enum(['on', 'off']).default('on'),
  /** text answers compressed for clients whose Accept-Encoding asks for it (gateway/compression.ts) */
  SIM_COMPRESSION: z.enum(['on', 'off']).default('on'),
  /** how often a server process looks for caches another one changed (shared-versions.ts) */
  SIM_SHARED_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  databaseUrl: string;
  /** SIM_JOURNAL, else the table on PostgreSQL (a shared environment) and memory on SQLite */
  journal: 'memory' | 'table';
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (parsed.data.HEADERS_TIMEOUT_MS > parsed.data.REQUEST_TIMEOUT_MS)
    throw new Error('Invalid environment:\n  HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const databaseUrl = parsed.data.DATABASE_URL ?? `file:${path.join(dataDir, 'sim.db')}`;
  const shared = /^postgres(ql)?:/.test(databaseUrl);
  return {
    ...parsed.data,
    dataDir,
    databaseUrl,
    journal: parsed.data.SIM_JOURNAL ?? (shared ? 'table' : 'memory'),
  };
}
