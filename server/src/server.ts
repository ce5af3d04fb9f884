// Starts the simulator on PORT: site, REST contract, admin surface and OpenAPI on one port.
import { resolveAdminToken } from './admin/admin-token.ts';
import { buildApp, DEFAULT_PRERENDER_WORKER, DEFAULT_WEB_DIST } from './app.ts';
import { startBackgroundCheckpoints } from './db/background-checkpoints.ts';
import { createDb, type Db, databaseUrlOf } from './db/client.ts';
import { setPasswordHashCost } from './domain/accounts/passwords.ts';
import { loadEnv } from './env.ts';
import { collectWhenIdle } from './foundation/idle-gc.ts';
import { logOptions } from './foundation/log-options.ts';
import { loadOrCreateRsaKey } from './foundation/rsa-key.ts';
import { requireCompleteSeed } from './seed/marker.ts';

export interface StartOptions {
  /** the database to serve (default: a client of DATABASE_URL, else DATA_DIR's SQLite file) */
  db?: Db;
}

export async function startServer(options: StartOptions = {}) {
  const env = loadEnv();
  setPasswordHashCost(env.SIM_PASSWORD_COST);
  const admin = resolveAdminToken(env.dataDir, env.SIM_ADMIN_TOKEN);
  const pretty = process.stdout.isTTY && env.LOG_LEVEL !== 'silent';
  const db = options.db ?? createDb(env.databaseUrl);
  const databaseUrl = databaseUrlOf(db);
  await requireCompleteSeed(db, databaseUrl);
  const app = await buildApp({
    db,
    adminToken: admin.token,
    rsaKey: loadOrCreateRsaKey(env.dataDir),
    defaultMerchant: env.SIM_MERCHANT,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    freePlayLimit: { starts: env.FREE_PLAY_LIMIT, windowMinutes: env.FREE_PLAY_WINDOW_MINUTES },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_ORIGIN,
    answerCache: env.SIM_ANSWER_CACHE === 'on',
    sessionCache: env.SIM_SESSION_CACHE === 'on',
    compression: env.SIM_COMPRESSION === 'on',
    webDist: DEFAULT_WEB_DIST,
    prerenderWorker: env.SIM_PRERENDER === 'on' ? DEFAULT_PRERENDER_WORKER : undefined,
    dataDir: env.dataDir,
    sweepIntervalMs: 1000,
    sharedPollMs: env.SIM_SHARED_POLL_MS,
    journal: env.journal,
    limits: {
      adminPerMinute: env.SIM_ADMIN_RATE_LIMIT,
      loginPerMinute: env.SIM_LOGIN_RATE_LIMIT,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    },
    logger: {
      ...logOptions(env.LOG_LEVEL),
      ...(pretty
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
  });
  const checkpoints = startBackgroundCheckpoints(databaseUrl, (message) => app.log.warn(message));
  app.addHook('onClose', () => checkpoints.stop());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  if (env.SIM_IDLE_GC === 'on') collectWhenIdle();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const base = env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  console.log(
    [
      '',
      `  Site        ${base}/index`,
      `  Control     ${base}/admin         admin token: ${admin.source}`,
      `  Admin API   ${base}/admin/trpc    (tRPC, Authorization: Bearer <admin token>)`,
      `  REST docs   ${base}/docs`,
      `  Merchant    ${env.SIM_MERCHANT}   data: ${env.dataDir}`,
      '',
    ].join('\n'),
  );
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
