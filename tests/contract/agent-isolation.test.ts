// Team isolation, generated from the route table: every agent call (/wps/agent/*, the team reports under
// /wps/report/*, the contract relays) is found in /docs/json by prefix and called
//  - by agent A (agent01) naming members of agent B's team (agent41 > agent42 > down04): a call that names a
//    member answers the platform's DOWNLINE_NOT_FOUND (domain/agents/team-guards.ts); no answer, whatever
//    it is, carries anything of B's team;
//  - by a member, a trial account and a visitor: NOT_AGENT, in_need_true_account, 401 login.not.session.
// A new agent call joins by being declared; nothing here names one but the few public /wps/agent calls.
import { encryptPayload } from '@sim/shared/wire-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type JsonSchema,
  type OpenApiDocument,
  pathOf,
  type RestOperation,
  restOperations,
} from '../../scripts/fuzz/operations.ts';
import { type Answer, type RealSim, rsaModulus, startRealSim } from './support/real-client.ts';

/** /wps/agent calls that are not the agent centre's: the register page's and a member's own transfers. */
const NOT_AGENT_CALLS = new Set([
  'GET /wps/agent/affiliate',
  'GET /wps/agent/default',
  'GET /wps/agent/transferEnabled',
  'PUT /wps/agent/transferUpline',
]);
/** /wps/report calls about a team (the member's own records stay member calls). */
const TEAM_REPORT = /^\/wps\/report\/.*(downline|team|income|commission|agent|subordinate)/i;
/** The salary and dividend contract relays (endpoint-registry.md; MCS2_ and MCSFE_ twins). */
const CONTRACT_RELAY = /^\/wps\/relay\/(MCS2|MCSFE)_.*(Dividend|Sal|Contract)/i;

const isAgentCall = (op: RestOperation) =>
  (op.path.startsWith('/wps/agent/') && !NOT_AGENT_CALLS.has(op.id)) ||
  TEAM_REPORT.test(op.path) ||
  CONTRACT_RELAY.test(op.path);

/** Parameters that name a member, and those that name something of B's (the ids below). */
const MEMBER_PARAM =
  /^(username|user|account|member|memberId|memberAccount|downline|downlineUsername|customerId|userId|loginName|agentUsername|downlineId|playerId|targetUsername|toUsername|subUsername)$/i;
/** searches: a name outside the team finds nobody (an empty page), it is not an error */
const SEARCH_CALLS = new Set(['GET /wps/agent/downlines']);
/** the new account's name when creating one: not a member that exists */
const NEW_ACCOUNT_CALLS = new Set(['POST /wps/agent/downline']);

let sim: RealSim;
let modulus: string;
let calls: RestOperation[];
let agentA: string;
const B = { username: 'down04', agent: 'agent42', memberId: 3004, affiUrlId: 0 };
const B_MARKERS = ['down04', 'agent42', 'agent41', 'b-team.example.com'];

beforeAll(async () => {
  sim = await startRealSim();
  modulus = await rsaModulus(sim);
  const doc = (await sim.call('GET', '/docs/json')).json<OpenApiDocument>();
  calls = restOperations(doc).filter(isAgentCall);
  agentA = await login('agent01', 'Agent1234');
  // something of B's that has an id of its own: an affiliate URL
  const agent42 = await login('agent42', 'Agent1234');
  const url = await sim.call('POST', '/wps/agent/affiliateUrl', {
    headers: { merchant: 'sim001', authorization: agent42, 'content-type': 'application/json' },
    body: { domain: 'b-team.example.com' },
  });
  B.affiUrlId = url.json<{ value: { affiUrlId: number } }>().value.affiUrlId;
});
afterAll(() => sim.close());

async function login(username: string, password: string): Promise<string> {
  const answer = await sim.call('POST', '/wps/session/login/unsecure', {
    headers: { merchant: 'sim001', 'content-type': 'application/json' },
    body: { username, password },
  });
  const token = answer.json<{ value?: { token?: string } }>().value?.token;
  if (!token) throw new Error(`login ${username}: ${answer.text}`);
  return token;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  for (const v of variants) {
    const type = Array.isArray(v.type) ? v.type.find((t) => t !== 'null') : v.type;
    if (type) return type;
  }
  return undefined;
};

/** A value of B's for a parameter that names something, else a plausible one for a required parameter. */
function valueFor(name: string, schema: JsonSchema, op: RestOperation): unknown {
  const type = typeOf(schema);
  if (/^affiUrlId$/i.test(name)) return B.affiUrlId;
  if (MEMBER_PARAM.test(name) && !NEW_ACCOUNT_CALLS.has(op.id))
    return type === 'integer' || type === 'number' ? B.memberId : B.username;
  if (schema.enum?.length) return schema.enum[0];
  if (/password/i.test(name)) return /payment/i.test(name) ? '123456' : 'Member1234';
  if (/^domain$/i.test(name)) return 'a-team.example.com';
  if (/username/i.test(name)) return 'isolationnew1';
  if (/date|time/i.test(name)) return Date.now();
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'x';
}

/** The parameters that name something, and every required one. */
function paramsFor(schema: JsonSchema | undefined, op: RestOperation): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    const names = (MEMBER_PARAM.test(name) && !NEW_ACCOUNT_CALLS.has(op.id)) || /^affiUrlId$/i.test(name);
    if (names || schema?.required?.includes(name)) out[name] = valueFor(name, prop, op);
  }
  return out;
}

const namesSomethingOfB = (op: RestOperation) =>
  [op.query, op.body].some((s) =>
    Object.keys(s?.properties ?? {}).some(
      (name) => (MEMBER_PARAM.test(name) && !NEW_ACCOUNT_CALLS.has(op.id)) || /^affiUrlId$/i.test(name),
    ),
  );

function callAs(op: RestOperation, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { merchant: 'sim001' };
  if (token) headers.authorization = token;
  const query = new URLSearchParams(
    Object.entries(paramsFor(op.query, op)).map(([k, v]) => [k, String(v)]),
  ).toString();
  const url = `${pathOf(op)}${query ? `?${query}` : ''}`;
  if (op.method === 'GET' || op.method === 'DELETE') return sim.call(op.method, url, { headers });
  const body = paramsFor(op.body, op);
  if (!op.encrypted)
    return sim.call(op.method, url, { headers: { ...headers, 'content-type': 'application/json' }, body });
  const { rsa, des } = encryptPayload(body, modulus);
  return sim.call(op.method, url, {
    headers: { ...headers, 'content-type': 'application/json', encryption: rsa },
    body: { value: des },
  });
}

const cell = (op: RestOperation, answer: Answer) =>
  `${op.id} -> HTTP ${answer.status} ${answer.text.slice(0, 200)}`;

describe('agent isolation', () => {
  it('finds the agent calls in the OpenAPI document, each behind the agent gate', () => {
    expect(calls.length).toBeGreaterThanOrEqual(12);
    expect(calls.filter((op) => op.auth !== 'agent').map((op) => op.id)).toEqual([]);
  });

  it("agent A naming B's team gets DOWNLINE_NOT_FOUND, and no answer carries B's team", async () => {
    const wrong: string[] = [];
    let naming = 0;
    for (const op of calls) {
      const answer = await callAs(op, agentA);
      const body = answer.json<{ success?: boolean; errorCode?: string }>();
      if (answer.status >= 500 || B_MARKERS.some((marker) => answer.text.includes(marker)))
        wrong.push(cell(op, answer));
      else if (namesSomethingOfB(op)) {
        naming++;
        const expected = SEARCH_CALLS.has(op.id)
          ? answer.json<{ value?: { totalCount?: number } }>().value?.totalCount === 0
          : /affiliateUrl$/.test(op.path)
            ? body.success === false
            : body.errorCode === 'DOWNLINE_NOT_FOUND';
        if (!expected) wrong.push(cell(op, answer));
      }
    }
    expect(wrong).toEqual([]);
    // downlineRebates (GET, PUT), promoteDownlineToAgent, transferDownline, affiliateUrl (DELETE) at least
    expect(naming).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['a member', () => login('demo01', 'Demo1234'), { errorCode: 'NOT_AGENT' }],
    ['a trial account', () => login('trial01', 'Trial1234'), { errorCode: 'in_need_true_account' }],
    ['a visitor', async () => undefined, { status: 401, errorCode: 'login.not.session' }],
  ])(
    '%s is refused on every agent call',
    async (_who, token, expected: { status?: number; errorCode: string }) => {
      const caller = await token();
      const wrong: string[] = [];
      for (const op of calls) {
        const answer = await callAs(op, caller);
        const body = answer.json<{ success?: boolean; errorCode?: string }>();
        if (
          body.success !== false ||
          body.errorCode !== expected.errorCode ||
          (expected.status !== undefined && answer.status !== expected.status)
        )
          wrong.push(cell(op, answer));
      }
      expect(wrong).toEqual([]);
    },
  );
});
