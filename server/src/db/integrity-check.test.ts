import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { checkIntegrity } from './integrity-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('finds a seeded database sound, on SQLite and on PostgreSQL alike', async () => {
  expect(await checkIntegrity(t.app.sim.db)).toBe('ok');
});
