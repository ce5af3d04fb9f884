// The contract relays (wire-contract.md 4.12, endpoint-registry.md A and B): MCS2_processDividendReq,
// MCS2_processDailySalContract, MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract
// and their MCSFE_ twins (MCSFE_processContractDividend, MCSFE_processDailySalaryContract,
// MCSFE_processContractHourSalary), agents only. `action` picks list, offer, accept, reject,
// terminate or the settlement record (shared/src/relay/contracts.ts); every name takes GET (the fields
// in the query) and POST (in the body), as the registry lists some as GET and some as POST.
// LIMITATIONS: the real request and answer shapes were never seen; these are the simulator's.
import { ok } from '@sim/shared/envelope';
import {
  CONTRACT_KINDS,
  CONTRACT_RELAYS,
  contractAnswerSchema,
  contractCallSchema,
} from '@sim/shared/relay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractCall } from '../../domain/contracts/agent-calls.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';

const tags = ['relay: contracts'];
const config = { auth: 'agent', realAccount: true } as const;

const contractRelays: FastifyPluginAsyncZod = async (app) => {
  for (const kind of CONTRACT_KINDS) {
    for (const name of CONTRACT_RELAYS[kind]) {
      const summary = `${kind} contracts: action LIST, OFFER, ACCEPT, REJECT, TERMINATE or RECORD`;
      app.get(
        `/${name}`,
        {
          config,
          schema: {
            tags,
            summary,
            querystring: contractCallSchema,
            response: envelope(contractAnswerSchema),
          },
        },
        async (request) =>
          ok(await contractCall(app.sim, request.merchant, memberOf(request), kind, request.query)),
      );
      app.post(
        `/${name}`,
        {
          config,
          schema: { tags, summary, body: contractCallSchema, response: envelope(contractAnswerSchema) },
        },
        async (request) =>
          ok(await contractCall(app.sim, request.merchant, memberOf(request), kind, request.body)),
      );
    }
  }
};

export default contractRelays;
