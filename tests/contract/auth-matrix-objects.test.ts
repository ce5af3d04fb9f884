// Object-level access: every call that takes a member's object id (an order's referenceNo, a requestId,
// a game round's roundId, a reward ticket's transactionId, a promotion participationId, a bank card's
// bankCardId) is tried by member B with member A's id, and must neither act on A's object
// nor answer it. The calls are found in /docs/json by the id fields their schemas carry: a new call
// with such a field joins the case of its field; a new kind of id fails the guard until a case covers it.
import { encryptPayload } from '@sim/shared/wire-crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type JsonSchema,
  type OpenApiDocument,
  type RestOperation,
  restOperations,
} from '../../scripts/fuzz/operations.ts';
import { valueFor } from '../../scripts/fuzz/values.ts';
import { PNG } from '../../server/src/test/images.ts';
import { type Answer, type RealSim, startRealSim } from './support/real-client.ts';

/** Fields that name an object belonging to one member (catalogue ids such as nodeId belong to no one). */
const OWNED_ID_FIELDS = [
  'referenceNo',
  'requestId',
  'roundId',
  'orderId',
  'betId',
  'proofId',
  'messageId',
  'bankCardId',
];
const COVERED = new Set(['referenceNo', 'requestId', 'roundId', 'bankCardId']);

let sim: RealSim;
let operations: RestOperation[];
let attempts = 0;
beforeAll(async () => {
  sim = await startRealSim();
  operations = restOperations((await sim.call('GET', '/docs/json')).json<OpenApiDocument>());
});
afterAll(async () => {
  console.log(`object-level access: ${attempts} attempts with another member's id checked`);
  await sim.close();
});

const fieldsOf = (schema: JsonSchema | undefined): string[] => [
  ...Object.keys(schema?.properties ?? {}),
  ...(schema?.anyOf ?? schema?.oneOf ?? []).flatMap((branch) => Object.keys(branch.properties ?? {})),
];
const takes = (op: RestOperation, field: string) =>
  [...fieldsOf(op.body), ...fieldsOf(op.query)].includes(field);

async function login(username: string, password: string): Promise<string> {
  const answer = await sim.call('POST', '/wps/session/login/unsecure', {
    headers: { merchant: 'sim001', 'content-type': 'application/json' },
    body: { username, password },
  });
  return answer.json<{ value: { token: string } }>().value.token;
}

async function freshMember(balance = 0) {
  const created = await sim.admin<{ username: string; password: string }>('members.create', {
    persona: 'member',
    balance,
    paymentPassword: '123456',
  });
  return { ...created, token: await login(created.username, created.password) };
}

/** A valid-looking body for the call (values.ts, seeded) with the given fields set. */
function bodyFor(op: RestOperation, fields: Record<string, unknown>): Record<string, unknown> {
  const [sample] = op.body ? fc.sample(valueFor(op.body), { seed: 1, numRuns: 1 }) : [{}];
  const known = new Set(fieldsOf(op.body));
  const base = sample !== null && typeof sample === 'object' ? (sample as Record<string, unknown>) : {};
  return { ...base, ...Object.fromEntries(Object.entries(fields).filter(([key]) => known.has(key))) };
}

/** The call as member `token`: the fields in the query (GET) or the body (encrypted when declared so). */
async function callAs(
  token: string,
  op: RestOperation,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const base = { merchant: 'sim001', authorization: token, ...headers };
  if (op.method === 'GET') {
    const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    return sim.call('GET', `${op.path}?${query}`, { headers: base });
  }
  const body = bodyFor(op, fields);
  if (!op.encrypted)
    return sim.call(op.method, op.path, { headers: { ...base, 'content-type': 'application/json' }, body });
  const modulus = (await sim.call('GET', '/wps/session/key/rsa')).text.trim();
  const { rsa, des } = encryptPayload(body, modulus);
  return sim.call(op.method, op.path, {
    headers: { ...base, 'content-type': 'application/json', encryption: rsa, 'x-digest': des },
    body: { value: des },
  });
}

const succeeded = (answer: Answer) => answer.json<{ success?: boolean }>().success === true;

it('every owned-id field of the contract has a case below', () => {
  const uncovered = operations.flatMap((op) =>
    OWNED_ID_FIELDS.filter((field) => takes(op, field) && !COVERED.has(field)).map(
      (field) => `${op.id}: ${field}`,
    ),
  );
  expect(uncovered).toEqual([]);
});

describe("member B with member A's ids", () => {
  it("referenceNo: B cannot confirm, dispute or read A's paid withdrawal", async () => {
    const a = { token: await login('demo01', 'Demo1234') };
    const b = await freshMember();
    const withdrawal = operations.find((op) => op.id === 'POST /wps/v2/transaction/withdraw')!;
    const placed = await callAs(a.token, withdrawal, {
      amount: 500,
      paymentPassword: '123456',
      bankCode: 'BKASH',
      accountNo: '01712345678',
      requestId: 'objects-withdrawal-1',
    });
    const { referenceNo } = placed.json<{ value: { referenceNo: string } }>().value;
    await sim.admin('cashier.payWithdrawal', { referenceNo });

    const calls = operations.filter((op) => takes(op, 'referenceNo'));
    expect(calls.length).toBeGreaterThan(0);
    const leaked: string[] = [];
    for (const op of calls) {
      for (const fields of [
        { referenceNo, action: 'RECEIVED' },
        { referenceNo, action: 'NOT_RECEIVED', proofs: [PNG], remark: 'never arrived' },
      ]) {
        const answer = await callAs(b.token, op, fields);
        attempts++;
        if (succeeded(answer) || answer.text.includes('01712345678'))
          leaked.push(`${op.id}: ${answer.text.slice(0, 200)}`);
      }
    }
    expect(leaked).toEqual([]);
    expect(await sim.admin<{ status: string }>('cashier.order', { referenceNo }, 'query')).toMatchObject({
      status: 'PAID',
    });
  });

  it("requestId: B's call with A's requestId (body or X-Request-Id) never answers A's order", async () => {
    const a = { token: await login('demo01', 'Demo1234') };
    const b = await freshMember(1000);
    const settings = await sim.call('GET', '/wps/relay/MCSFE_getDepositSettings', {
      headers: { merchant: 'sim001', authorization: a.token },
    });
    const channelCode = settings.json<{ value: { channels: { code: string }[] } }>().value.channels[0]!.code;
    const deposit = operations.find((op) => op.id === 'POST /wps/v2/transaction/deposit')!;
    const requestId = 'objects-deposit-of-a';
    const placed = await callAs(a.token, deposit, { channelCode, amount: 100, requestId });
    const { referenceNo } = placed.json<{ value: { referenceNo: string } }>().value;

    const calls = operations.filter((op) => takes(op, 'requestId'));
    expect(calls.length).toBeGreaterThan(3);
    const leaked: string[] = [];
    let ownOrders = 0;
    const plausible = {
      channelCode,
      amount: 100,
      paymentPassword: '123456',
      bankCode: 'BKASH',
      accountNo: '01799999999',
      from: 'MAIN',
      to: 'MAIN',
    };
    for (const op of calls) {
      for (const [fields, headers] of [
        [{ ...plausible, requestId }, {}],
        [plausible, { 'x-request-id': requestId }],
      ] as const) {
        const answer = await callAs(b.token, op, fields, headers);
        attempts++;
        if (succeeded(answer)) ownOrders++;
        if (answer.text.includes(referenceNo)) leaked.push(`${op.id}: ${answer.text.slice(0, 200)}`);
      }
    }
    expect(leaked).toEqual([]);
    // some calls went through as B's own (a deposit, a withdrawal): the requestId lookup really ran
    expect(ownOrders).toBeGreaterThan(1);
  });

  it("roundId: B's launch cannot bet on, settle or replay A's open round", async () => {
    const table = await sim.db.game.findFirstOrThrow({
      where: { gameType: 'LIVE', kind: 'GAME', parentId: null },
      orderBy: { id: 'asc' },
    });
    const launchToken = async (token: string) => {
      const answer = await sim.call(
        'GET',
        `/wps/game/launchGame?nodeId=${table.id}&accountType=1&launchMode=GLS&platform=html5-desktop&clientType=3`,
        {
          headers: { merchant: 'sim001', authorization: token },
        },
      );
      return new URL(
        answer.json<{ value: { content: { game_url: string } } }>().value.content.game_url,
      ).searchParams.get('token')!;
    };
    const a = await freshMember(1000);
    const b = await freshMember(1000);
    const aLaunch = await launchToken(a.token);
    const bLaunch = await launchToken(b.token);
    const roundId = 'objects-round-of-a-0001';
    const provider = (path: string, body: Record<string, unknown>) =>
      sim.call('POST', path, { headers: { 'content-type': 'application/json' }, body });
    expect(succeeded(await provider('/provider/api/bet', { token: aLaunch, roundId, stake: 10 }))).toBe(true);

    const calls = operations.filter((op) => takes(op, 'roundId'));
    expect(calls.length).toBeGreaterThan(1);
    const leaked: string[] = [];
    for (const op of calls) {
      const answer = await provider(op.path, { token: bLaunch, roundId, stake: 10 });
      attempts++;
      if (succeeded(answer)) leaked.push(`${op.id}: ${answer.text.slice(0, 200)}`);
    }
    expect(leaked).toEqual([]);
    const settled = await provider('/provider/api/settle', { token: aLaunch, roundId });
    expect(settled.json()).toMatchObject({ success: true, value: { status: 'SETTLED', replayed: false } });
  });

  it("bankCardId: B cannot withdraw to A's bank card", async () => {
    const a = await freshMember();
    const b = await freshMember(1000);
    type Cards = { cards: { bankCardId: number }[] };
    const { cards } = await sim.admin<Cards>('bankCards.add', {
      username: a.username,
      bankCode: 'BKASH',
      accountNo: '01790000001',
      accountName: 'Member A',
    });
    const calls = operations.filter((op) => takes(op, 'bankCardId'));
    expect(calls.length).toBeGreaterThan(0);
    const leaked: string[] = [];
    for (const op of calls) {
      const fields = { bankCardId: cards[0]!.bankCardId, amount: 200, paymentPassword: '123456' };
      const answer = await callAs(b.token, op, fields);
      attempts++;
      if (succeeded(answer)) leaked.push(`${op.id}: ${answer.text.slice(0, 200)}`);
    }
    expect(leaked).toEqual([]);
    const orders = await sim.admin<unknown[]>(
      'cashier.orders',
      { username: b.username, type: 'WITHDRAW' },
      'query',
    );
    expect(orders).toEqual([]);
  });

  it("transactionId: B cannot claim, spin or cancel A's reward ticket", async () => {
    const a = await freshMember();
    const b = await freshMember();
    const wheel = await sim.db.promotion.findFirstOrThrow({
      where: { merchantCode: 'sim001', code: 'VIPWHEEL' },
    });
    type Ticket = { transactionId: string; status: string };
    const [ticket] = await sim.admin<Ticket[]>('promotions.grantTickets', {
      promotionId: wheel.id,
      username: a.username,
    });
    const calls = operations.filter((op) => takes(op, 'transactionId'));
    expect(calls.length).toBeGreaterThan(1);
    const leaked: string[] = [];
    for (const op of calls) {
      const answer = await callAs(b.token, op, { transactionId: ticket!.transactionId, isApp: 'N' });
      attempts++;
      if (succeeded(answer)) leaked.push(`${op.id}: ${answer.text.slice(0, 200)}`);
    }
    expect(leaked).toEqual([]);
    const [after] = await sim.admin<Ticket[]>('promotions.tickets', { username: a.username }, 'query');
    expect(after).toMatchObject({ transactionId: ticket!.transactionId, status: ticket!.status });
  });

  it("participationId: B cannot claim A's issued reward", async () => {
    const a = await freshMember();
    const b = await freshMember();
    const reload = await sim.db.promotion.findFirstOrThrow({
      where: { merchantCode: 'sim001', code: 'RELOAD20' },
    });
    type Participation = { participationId: number; activityStatus: string };
    const issued = await sim.admin<Participation>('promotions.issue', {
      promotionId: reload.id,
      username: a.username,
      amount: 77,
    });
    const calls = operations.filter((op) => takes(op, 'participationId'));
    expect(calls.length).toBeGreaterThan(0);
    const leaked: string[] = [];
    for (const op of calls) {
      const answer = await callAs(b.token, op, {
        participationId: issued.participationId,
        promotionId: reload.id,
      });
      attempts++;
      if (succeeded(answer)) leaked.push(`${op.id}: ${answer.text.slice(0, 200)}`);
    }
    expect(leaked).toEqual([]);
    const after = await sim.admin<Participation>(
      'promotions.participation',
      { participationId: issued.participationId },
      'query',
    );
    expect(after.activityStatus).toBe(issued.activityStatus);
  });

  it("favourites: B's removal leaves A's favourite alone", async () => {
    const a = await freshMember();
    const b = await freshMember();
    const game = await sim.db.game.findFirstOrThrow({
      where: { kind: 'GAME', parentId: null },
      orderBy: { id: 'asc' },
    });
    const as = (token: string) => ({
      merchant: 'sim001',
      authorization: token,
      'content-type': 'application/json',
    });
    await sim.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      headers: as(a.token),
      body: { nodeId: String(game.id) },
    });
    await sim.call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {
      headers: as(b.token),
      body: { nodeId: String(game.id) },
    });
    attempts++;
    const favourites = await sim.call('GET', '/wps/relay/MCSFE_getFavoriteGames', {
      headers: { merchant: 'sim001', authorization: a.token },
    });
    expect(favourites.json<{ value: string[] }>().value).toContain(String(game.id));
  });
});
