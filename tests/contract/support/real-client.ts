// The simulator as an outside client meets it: the built app listening on a real port (or, with
// CONTRACT_BASE_URL, an outside simulator such as a cluster's proxy: remote-sim.ts), called over
// node:http exactly as the public clients call it. Answers are parsed with the shared schemas by the
// tests themselves. Tests reach the simulator only through `call`, `admin` and, for seed rows, `db`.
import { okEnvelope } from '@sim/shared/envelope';
import type { Answer } from './http-client.ts';
import type { RealSim } from './real-sim.ts';
import { remoteTarget, startRemoteSim } from './remote-sim.ts';

export type { Answer, CallOptions } from './http-client.ts';
export { request } from './http-client.ts';
export type { RealSim } from './real-sim.ts';

/** Any shared zod schema (named through shared, which owns the zod dependency). */
type ValueSchema = Parameters<typeof okEnvelope>[0];

/** The `value` of a success answer, checked against the shared contract (the body says why when not). */
export function okValue<T extends ValueSchema>(answer: Answer, schema: T): ReturnType<T['parse']> {
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.text}`);
  const envelope = okEnvelope<ValueSchema>(schema);
  return envelope.parse(answer.json()).value as ReturnType<T['parse']>;
}

const MERCHANT = 'sim001';

export async function startRealSim(): Promise<RealSim> {
  const remote = remoteTarget();
  if (remote) return startRemoteSim(remote);
  // imported only here: the harness needs the test run's seeded template (global-setup.ts)
  const { startInProcessSim } = await import('./in-process-sim.ts');
  return startInProcessSim();
}

/** A member's session token, logged in as the scripts do (the unencrypted login). */
export async function loginAs(sim: RealSim, username: string, password: string): Promise<string> {
  const answer = await sim.call('POST', '/wps/session/login/unsecure', {
    headers: { merchant: MERCHANT, 'content-type': 'application/json' },
    body: { username, password },
  });
  const body = answer.json<{ success: boolean; value?: { token: string } }>();
  if (!body.success || !body.value) throw new Error(`login ${username} failed: ${answer.text}`);
  return body.value.token;
}

/** The gateway's RSA modulus as the pages fetch it (every replica hands out the same key). */
export async function rsaModulus(sim: RealSim): Promise<string> {
  const answer = await sim.call('GET', '/wps/session/key/rsa', { headers: { 'cache-control': 'no-cache' } });
  if (answer.status !== 200) throw new Error(`the RSA key: HTTP ${answer.status}: ${answer.text}`);
  return answer.text.replace(/"/g, '').trim();
}
