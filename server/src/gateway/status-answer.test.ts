// The status call's cached bytes: the very bytes systemStatusJson writes, whatever the merchant's
// state, the visitor and the clock say, and each call's answer left intact by the calls after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantProfile } from '../domain/merchants/directory.ts';
import { systemStatusJson } from '../domain/system/status.ts';
import { createTestApp, MERCHANT, type TestApp } from '../test/harness.ts';
import type { ByteAnswer } from './fast-lane.ts';
import { systemStatusBytes } from './status-answer.ts';

let t: TestApp;
let merchant: MerchantProfile;

beforeAll(async () => {
  t = await createTestApp();
  merchant = (await t.sim.merchants.get(MERCHANT))!;
});
afterAll(() => t.close());

const textOf = (answer: ByteAnswer) => {
  const bytes = Buffer.concat(answer.pieces.map((piece) => Buffer.from(piece)));
  expect(bytes.length).toBe(answer.byteLength);
  return bytes.toString('utf8');
};
const serverTimeOf = (answer: ByteAnswer) => JSON.parse(textOf(answer)).value.serverTime as number;

describe('systemStatusBytes', () => {
  it('writes what systemStatusJson writes, for every state, visitor and moment', () => {
    const states = [
      {},
      { maintenance: true, maintenanceEndAt: new Date('2030-05-01T09:00:00Z') },
      { maintenance: true, maintenanceStartAt: new Date('2030-05-01T09:00:00Z') },
      { regionRestriction: true },
      { blockedIps: ['10.0.0.9'] },
    ];
    const visitors = [
      { ip: '127.0.0.1', country: 'BD' },
      { ip: '10.0.0.9', country: 'US "quoted" ✓' },
    ];
    // 13 digits, a window boundary, and a clock set back before 2001 (12 digits)
    const moments = ['2030-05-01T08:00:00.123Z', '2030-05-01T09:00:00.000Z', '1999-12-31T23:59:59.999Z'];
    for (const state of states) {
      const profile = { ...merchant, state: { ...merchant.state, ...state } };
      for (const location of visitors)
        for (const moment of moments) {
          const now = new Date(moment);
          const expected = systemStatusJson(profile, location, now);
          const answer = systemStatusBytes(profile, location, now);
          expect(textOf(answer)).toBe(expected);
          // the journal keeps the shared halves: the entry's moment (this very now) gives back serverTime
          expect(answer.recorded.text(now.getTime())).toBe(expected);
          expect(JSON.parse(answer.recorded.shownJson(now.getTime())).value.serverTime).toBe(now.getTime());
        }
    }
  });

  it("leaves each answer's bytes as they were while later calls are answered", () => {
    const location = { ip: '127.0.0.1', country: 'BD' };
    const start = Date.parse('2030-05-01T08:00:00Z');
    const answers = Array.from({ length: 120 }, (_, i) =>
      systemStatusBytes(merchant, location, new Date(start + i)),
    );
    answers.forEach((answer, i) => {
      expect(serverTimeOf(answer)).toBe(start + i);
    });
  });
});
