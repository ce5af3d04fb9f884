// buildApp(options) assembles the simulator: REST gateway, admin surface, OpenAPI and the site.
// server.ts only listens; tests build it on a temporary database and use app.inject.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import type { RsaPrivateKey } from '@sim/shared/wire-crypto-shape';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROUTE_BODY_LIMIT, guardAdminSurface } from './admin/http-guard.ts';
import { adminRouter } from './admin/router.ts';
import { registerOpenApi } from './api-docs/openapi.ts';
import cdnRoutes from './cdn/routes.ts';
import type { Db } from './db/client.ts';
import { startDueWorkTimer } from './domain/due-work/timer.ts';
import { type TrustProxy, trustProxyOption } from './foundation/public-address.ts';
import { DEFAULT_LIMITS, type RequestLimits } from './foundation/request-limits.ts';
import { generateRsaKey } from './foundation/rsa-key.ts';
import providerRoutes from './game-provider/routes.ts';
import { registerAccessLog } from './gateway/access-log.ts';
import { registerAnswerCache } from './gateway/answer-cache.ts';
import { clientErrorHandler, countUnanswered, frameworkErrorHandler } from './gateway/client-errors.ts';
import { registerCompression } from './gateway/compression.ts';
import { registerControlHooks } from './gateway/control-hooks.ts';
import { registerErrorHandling } from './gateway/error-handler.ts';
import { useGateway } from './gateway/gateway.ts';
import { usePublicOrigin } from './gateway/origin.ts';
import { perClientPerMinute, registerRateLimiting } from './gateway/rate-limit.ts';
import { registerSecurityHeaders } from './gateway/security-headers.ts';
import { registerStubHook } from './gateway/stub-hook.ts';
import { zodSchemaController } from './gateway/validator.ts';
import { registerRelays } from './relay/registry.ts';
import { registerRestRoutes } from './routes/index.ts';
import { createServices, type ServiceOptions } from './services.ts';
import { registerSite } from './site/site.ts';

export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/** The landing page's prerender (web/vite.prerender.config.ts). */
export const DEFAULT_PRERENDER_WORKER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist-prerender/worker.js',
);

export interface AppOptions extends Partial<Omit<ServiceOptions, 'rsaKey'>> {
  db: Db;
  adminToken: string;
  rsaKey?: RsaPrivateKey;
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  /** the built site to serve; undefined serves none */
  webDist?: string;
  /** the site's prerender worker (DEFAULT_PRERENDER_WORKER); undefined: the landing page goes out unprerendered */
  prerenderWorker?: string;
  /** how often due work (cashier steps, draws, settlements) runs by itself; 0 or undefined: only on demand (tests) */
  sweepIntervalMs?: number;
  /** how often to look for caches another server process changed; 0 or undefined: never (tests) */
  sharedPollMs?: number;
  /** where the request journal lives (SIM_JOURNAL); default: memory */
  journal?: ServiceOptions['journal'];
  /** timeouts and rate limits (foundation/request-limits.ts); unset: DEFAULT_LIMITS (no rate limits) */
  limits?: Partial<RequestLimits>;
  /** whose X-Forwarded-* to believe (TRUST_PROXY); default: no one's */
  trustProxy?: TrustProxy;
  /** where handed-out URLs point (PUBLIC_ORIGIN); default: the request's validated scheme and Host */
  publicOrigin?: string;
  /** routes that declare a cache serve kept answers (SIM_ANSWER_CACHE); default: on */
  answerCache?: boolean;
  /** token calls check a kept session while the database's 'sessions' version holds (SIM_SESSION_CACHE); default: on */
  sessionCache?: boolean;
  /** text answers compressed for clients that accept it (SIM_COMPRESSION, gateway/compression.ts); default: on */
  compression?: boolean;
}

export async function buildApp(options: AppOptions) {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    // one line per request instead (access-log.ts)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    // Fastify's default (0) lets a body trickle in forever; Node checks both timeouts every interval
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    // what Node answers itself (headers over 16 KB, timeouts) in the envelope too
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    trustProxy: trustProxyOption(options.trustProxy),
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();
  countUnanswered(app.server);

  const sim = await createServices(options.db, {
    rsaKey: options.rsaKey ?? generateRsaKey(),
    adminToken: options.adminToken,
    defaultMerchant: options.defaultMerchant ?? 'sim001',
    sessionIdleMinutes: options.sessionIdleMinutes ?? 30,
    sessionCache: options.sessionCache,
    freePlayLimit: options.freePlayLimit,
    dataDir: options.dataDir,
    scenariosDir: options.scenariosDir,
    journal: options.journal,
  });
  app.decorate('sim', sim);
  usePublicOrigin(app, options.publicOrigin);
  if (options.sweepIntervalMs) {
    const stop = startDueWorkTimer(sim, options.sweepIntervalMs, app.log);
    app.addHook('onClose', async () => stop());
  }
  if (options.sharedPollMs) {
    const stop = sim.versions.start(options.sharedPollMs, (error) =>
      app.log.error({ err: error }, 'shared cache versions unreadable'),
    );
    app.addHook('onClose', async () => stop());
  }
  app.addHook('onClose', async () => {
    // the journal's pending entries go out before the database closes
    await sim.journal.close();
    await sim.coverage.close();
    await options.db.$disconnect();
  });

  registerAccessLog(app);
  await registerSecurityHeaders(app);
  await registerRateLimiting(app);
  // cookies are read by the few calls that need them (request-context.ts), not parsed on every call
  await app.register(cookie, { hook: false });
  registerOpenApi(app);
  const pageFallback = await registerSite(app, options.webDist, sim.defaultMerchant, options.prerenderWorker);
  registerErrorHandling(app, pageFallback);
  registerControlHooks(app);
  registerStubHook(app);
  registerAnswerCache(app, { enabled: options.answerCache !== false });
  // the last onSend hook: the journal and the answer cache above read and keep the plain answer
  registerCompression(app, { enabled: options.compression !== false });

  await app.register(async (rest) => {
    useGateway(rest, { loginRateCheck: perClientPerMinute(app, 'login', limits.loginPerMinute) });
    await registerRestRoutes(rest);
    await registerRelays(rest);
  });

  await app.register(providerRoutes, { prefix: '/provider' });
  await app.register(cdnRoutes, { prefix: '/cdn' });

  await app.register(async (admin) => {
    guardAdminSurface(admin, perClientPerMinute(app, 'admin', limits.adminPerMinute));
    // one route serves every procedure: its limit is the largest, the guard holds each to its own
    admin.addHook('onRoute', (route) => {
      route.bodyLimit = ADMIN_ROUTE_BODY_LIMIT;
    });
    await admin.register(fastifyTRPCPlugin, {
      prefix: '/admin/trpc',
      trpcOptions: {
        router: adminRouter,
        createContext: ({ req }: { req: { headers: Record<string, string | string[] | undefined> } }) => ({
          sim,
          authorization:
            typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined,
        }),
        onError: ({
          error,
          path,
        }: {
          error: { code: string; message: string; cause?: unknown };
          path?: string;
        }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            app.log.error({ err: error.cause ?? error, path }, 'admin procedure failed');
        },
      },
    });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
