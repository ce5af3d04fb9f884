// A read relay of the points family under every name the registry lists (MCS2_ and MCSFE_), by GET
// (query string) and POST (JSON body): the registry gives no verb for them ("?"), so both answer alike.
import { ok } from '@sim/shared/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from '../../foundation/envelope.ts';

type RelayScope = Parameters<FastifyPluginAsyncZod>[0];

export interface ReadRelay<Q extends z.ZodType, R extends z.ZodType> {
  names: readonly string[];
  tags: string[];
  summary: string;
  query: Q;
  response: R;
  answer: (request: FastifyRequest, params: z.infer<Q>) => Promise<z.infer<R>>;
}

export function readRelay<Q extends z.ZodType, R extends z.ZodType>(app: RelayScope, relay: ReadRelay<Q, R>) {
  const config = { auth: 'member' } as const;
  // `answer` is typed against R already; the type provider cannot resolve a generic response schema,
  // so it sees a plain one (the schema still checks the answer at run time)
  const response: Record<number, z.ZodType> = envelope(relay.response);
  const schema = { tags: relay.tags, summary: relay.summary, response };
  const reply = async (request: FastifyRequest, params: z.infer<Q>) =>
    ok(await relay.answer(request, params));
  // a POST may leave its body out only when every field may be left out (else the 400 of a missing one)
  const body = relay.query.safeParse({}).success ? relay.query.optional() : relay.query;
  for (const name of relay.names) {
    app.get(`/${name}`, { config, schema: { ...schema, querystring: relay.query } }, (request) =>
      reply(request, request.query as z.infer<Q>),
    );
    app.post(`/${name}`, { config, schema: { ...schema, body } }, (request) =>
      reply(request, (request.body ?? relay.query.parse({})) as z.infer<Q>),
    );
  }
}
