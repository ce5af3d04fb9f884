// The contract tests' default: this file's own app (the harness's seeded copy) listening on a real port.
import type { AddressInfo } from 'node:net';
import { createTestApp, TEST_ADMIN_TOKEN } from '../../../server/src/test/harness.ts';
import { adminOverHttp, request } from './http-client.ts';
import type { RealSim } from './real-sim.ts';

export async function startInProcessSim(): Promise<RealSim> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    base,
    adminToken: TEST_ADMIN_TOKEN,
    db: t.db,
    call: (method, path, options) => request(base, method, path, options),
    admin: (procedure, input, kind = 'mutation') =>
      adminOverHttp(base, TEST_ADMIN_TOKEN, procedure, input, kind),
    close: t.close,
  };
}
