// The simulated game provider the launch URLs point at: the game page and its round API. It is the
// vendor's side, so it speaks with its launch token, not the platform's Merchant and session.
// LIMITATIONS: one page for every vendor, not each vendor's own client; no seamless-wallet callbacks
// and no vendor-side round history: a round settles at once against the platform's ledger.
import { ok } from '@sim/shared/envelope';
import { toMajor } from '@sim/shared/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { familyOf } from '../domain/play/outcomes.ts';
import { loadProviderSession, sessionBalanceMinor } from '../domain/play/provider-session.ts';
import { placeTableBet, playRound, playTrialRound, settleTableRound } from '../domain/play/rounds.ts';
import { renderGamePage } from './page.ts';

const token = z.string().min(8).max(80);
const roundId = z.string().min(8).max(64);
const stake = z.number().positive().max(1_000_000);
const tags = ['provider (simulated vendor)'];

const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const currencySymbol = async (merchantCode: string) =>
    (await app.sim.merchants.get(merchantCode))?.currencySymbol ?? '';

  app.get(
    '/play',
    { schema: { tags, hide: true, querystring: z.object({ token }) } },
    async (request, reply) => {
      const { session, game } = await loadProviderSession(app.sim, request.query.token);
      const html = renderGamePage(request.query.token, {
        name: game.name,
        vendor: game.vendor.name,
        family: familyOf(game.gameType),
        minBet: toMajor(game.minBetMinor),
        trial: session.memberId === null,
        currencySymbol: await currencySymbol(session.merchantCode),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.get('/api/state', { schema: { tags, querystring: z.object({ token }) } }, async (request) => {
    const loaded = await loadProviderSession(app.sim, request.query.token);
    const { session, game } = loaded;
    return ok({
      game: { nodeId: game.id, name: game.name, family: familyOf(game.gameType) },
      balance: toMajor(await sessionBalanceMinor(app.sim.db, loaded)),
      trial: session.memberId === null,
    });
  });

  const load = (t: string) => loadProviderSession(app.sim, t);
  app.post(
    '/api/round',
    { schema: { tags, summary: 'Slot spin or lottery ticket', body: z.object({ token, roundId, stake }) } },
    async (request) =>
      ok(await playRound(app.sim, await load(request.body.token), request.body.roundId, request.body.stake)),
  );
  app.post(
    '/api/bet',
    { schema: { tags, summary: 'Live table: place the bet', body: z.object({ token, roundId, stake }) } },
    async (request) =>
      ok(
        await placeTableBet(
          app.sim,
          await load(request.body.token),
          request.body.roundId,
          request.body.stake,
        ),
      ),
  );
  app.post(
    '/api/settle',
    { schema: { tags, summary: 'Live table: deal and settle', body: z.object({ token, roundId }) } },
    async (request) =>
      ok(await settleTableRound(app.sim, await load(request.body.token), request.body.roundId)),
  );
  app.post(
    '/api/trial-round',
    { schema: { tags, summary: 'A free-trial round (play money)', body: z.object({ token, stake }) } },
    async (request) => ok(await playTrialRound(app.sim, await load(request.body.token), request.body.stake)),
  );
};

export default providerRoutes;
