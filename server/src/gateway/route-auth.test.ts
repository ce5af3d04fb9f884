// The auth a route declares is the gateway's rule and the route table's published fact: the OpenAPI
// document carries it (x-sim-auth, x-sim-real-account, x-sim-encrypted) for the auth matrix and the fuzzer.
import { ok } from '@sim/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, wps } from '../test/harness.ts';
import { useGateway } from './gateway.ts';

let t: TestApp;
type Operation = Record<string, unknown>;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestApp();
  // an agents-only call, declared the way the agent centre's calls will be
  await t.app.register(async (scope) => {
    useGateway(scope);
    scope.get(
      '/wps/test/agents-only',
      { config: { auth: 'agent' }, schema: { tags: ['test'] } },
      async (request) => ok({ username: request.member?.username }),
    );
  });
  paths = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
});
afterAll(() => t.close());

describe('the OpenAPI document publishes each route’s gateway switches', () => {
  it('a token call: x-sim-auth and the token security requirement (Merchant is a header parameter)', () => {
    expect(paths['/wps/member/info']?.get).toMatchObject({
      'x-sim-auth': 'member',
      security: [{ token: [] }],
      parameters: expect.arrayContaining([
        expect.objectContaining({ name: 'Merchant', in: 'header', required: true }),
      ]),
    });
  });

  it('an encrypted real-account call', () => {
    expect(paths['/wps/v2/transaction/withdraw']?.post).toMatchObject({
      'x-sim-auth': 'member',
      'x-sim-encrypted': true,
      'x-sim-real-account': true,
    });
  });

  it('a public call: none of them', () => {
    const status = paths['/wps/system/status']?.get ?? {};
    expect(Object.keys(status).filter((key) => key.startsWith('x-sim-'))).toEqual([]);
  });
});

describe("auth: 'agent'", () => {
  it('is published', () => {
    expect(paths['/wps/test/agents-only']?.get).toMatchObject({ 'x-sim-auth': 'agent' });
  });

  it('refuses a plain member with NOT_AGENT', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const response = await wps(t, 'GET', '/wps/test/agents-only', { token });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_AGENT' });
  });

  it('lets an agent in, and no one without a session', async () => {
    const token = await loginAs(t, 'agent01', 'Agent1234');
    expect((await wps(t, 'GET', '/wps/test/agents-only', { token })).json()).toEqual({
      success: true,
      value: { username: 'agent01' },
    });
    expect((await wps(t, 'GET', '/wps/test/agents-only')).statusCode).toBe(401);
  });
});
