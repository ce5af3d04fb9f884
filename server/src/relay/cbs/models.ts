// CBS_modelList (endpoint-registry.md A live.getModelList, CBS3, token false, GET): the live show's models
// with whether each is online, online ones first (domain/live/models.ts). The back office switches a model
// online or offline (admin live.setOnline, `pnpm sim live online`, the scenario key `liveModels`).
// LIMITATIONS: the shape was never seen (designed: the model, its room and its online state); no stream
// plays: a model's room is a name; merchants made after the seed have no models.
import { ok } from '@sim/shared/envelope';
import { liveModelListQuerySchema, liveModelListSchema } from '@sim/shared/relay/live-models';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveModels } from '../../domain/live/models.ts';
import { requireModule } from '../../domain/merchants/flags.ts';
import { envelope } from '../../foundation/envelope.ts';

const onlineFilter = { Y: true, N: false } as const;

const modelListRelay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/CBS_modelList',
    {
      schema: {
        tags: ['relay: live'],
        summary: 'Live-show models, online ones first (online=Y or N keeps to one kind)',
        querystring: liveModelListQuerySchema,
        response: envelope(liveModelListSchema),
      },
    },
    async (request) => {
      requireModule(request.merchant, 'CBS3');
      const online = request.query.online === undefined ? undefined : onlineFilter[request.query.online];
      return ok(await liveModels(app.sim.db, request.merchant.code, online));
    },
  );
};

export default modelListRelay;
