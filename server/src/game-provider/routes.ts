// The simulated game provider the launch URLs point at: the game page and its round API. It is the
// vendor's side, so it speaks with its launch token, not the platform's Merchant and session.
// LIMITATIONS: one page for every vendor, not each vendor's own client; no seamless-wallet callbacks
// and no vendor-side round history: a round settles at once against the platform's ledger.
import { errorEnvelopeSchema, ok, okEnvelope } from '@sim/shared/envelope';
import { toMajor } from '@sim/shared/money';
import { providerRoundSchema, providerStateSchema, providerTrialRoundSchema } from '@sim/shared/provider';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { familyOf } from '../domain/play/outcomes.ts';
import { loadProviderSession, sessionBalanceMinor } from '../domain/play/provider-session.ts';
import { placeTableBet, playRound, playTrialRound, settleTableRound } from '../domain/play/rounds.ts';
import { registerGameAssets } from './assets.ts';
import { renderGamePage } from './page.ts';
import { providerLanguage } from './strings/index.ts';

const token = z.string().min(8).max(80);
const roundId = z.string().min(8).max(64);
const stake = z.number().positive().max(1_000_000);
/** the member's choice the page sends: a baccarat side, a roulette bet, a lottery ticket ("3D:1,2,3") */
const pick = z.string().max(40).optional();
const tags = ['provider (simulated vendor)'];
/** the answer, or the launch token's session gone (401) or the vendor in maintenance (503) */
const answers = (value: z.ZodType) => ({
  200: okEnvelope(value),
  401: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
});

const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const currencySymbol = async (merchantCode: string) =>
    (await app.sim.merchants.get(merchantCode))?.currencySymbol ?? '';

  app.get(
    '/play',
    { schema: { tags, hide: true, querystring: z.object({ token, lang: z.string().max(8).optional() }) } },
    async (request, reply) => {
      const { session, game } = await loadProviderSession(app.sim, request.query.token);
      const html = renderGamePage(request.query.token, {
        name: game.name,
        vendor: game.vendor.name,
        family: familyOf(game.gameType, game.gameClassify),
        minBet: toMajor(game.minBetMinor),
        trial: session.memberId === null,
        currencySymbol: await currencySymbol(session.merchantCode),
        language: providerLanguage(request.query.lang),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.get(
    '/api/state',
    { schema: { tags, querystring: z.object({ token }), response: answers(providerStateSchema) } },
    async (request) => {
      const loaded = await loadProviderSession(app.sim, request.query.token);
      const { session, game } = loaded;
      return ok({
        game: { nodeId: game.id, name: game.name, family: familyOf(game.gameType, game.gameClassify) },
        balance: toMajor(await sessionBalanceMinor(app.sim.db, loaded)),
        trial: session.memberId === null,
      });
    },
  );

  await registerGameAssets(app);

  const load = (t: string) => loadProviderSession(app.sim, t);
  app.post(
    '/api/round',
    {
      schema: {
        tags,
        summary: 'Slot spin, lottery ticket or fishing shot',
        body: z.object({ token, roundId, stake, pick }),
        response: answers(providerRoundSchema),
      },
    },
    async (request) => {
      const { token: t, roundId: id, stake: amount, pick: choice } = request.body;
      return ok(await playRound(app.sim, await load(t), id, amount, choice));
    },
  );
  app.post(
    '/api/bet',
    {
      schema: {
        tags,
        summary: 'Live table: place the bet',
        body: z.object({ token, roundId, stake }),
        response: answers(providerRoundSchema),
      },
    },
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
    {
      schema: {
        tags,
        summary: 'Live table: deal (or spin) and settle',
        body: z.object({ token, roundId, pick }),
        response: answers(providerRoundSchema),
      },
    },
    async (request) =>
      ok(
        await settleTableRound(
          app.sim,
          await load(request.body.token),
          request.body.roundId,
          request.body.pick,
        ),
      ),
  );
  app.post(
    '/api/trial-round',
    {
      schema: {
        tags,
        summary: 'A free-trial round (play money)',
        body: z.object({ token, stake, pick }),
        response: answers(providerTrialRoundSchema),
      },
    },
    async (request) =>
      ok(
        await playTrialRound(app.sim, await load(request.body.token), request.body.stake, request.body.pick),
      ),
  );
};

export default providerRoutes;
