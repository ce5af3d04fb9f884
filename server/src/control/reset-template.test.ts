// data.reset on a server given a seeded template (SIM_SEED_TEMPLATE, the browser tests' servers): the
// template's rows come back without seeding again, and the catalogue's summaries survive a reset that
// left the games alone (building them again costs seconds on the next page).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { adminCaller, createTestApp, type TestApp } from '../test/harness.ts';
import { resetToSeed } from './reset.ts';

let t: TestApp;
let template: string;
beforeEach(async () => {
  t = await createTestApp();
  // the test's own copy: a reset attaches it, and other test files copy the shared one meanwhile
  template = path.join(t.dir, 'seed-template.db');
  fs.copyFileSync(path.join(inject('templateDir'), 'sim.db'), template);
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

const clientCountry = async () =>
  (await t.db.simSetting.findUniqueOrThrow({ where: { id: 1 } })).clientCountry;

describe('a reset from a seeded template', () => {
  it('copies the template back instead of seeding again', async () => {
    await t.db.simSetting.update({ where: { id: 1 }, data: { clientCountry: 'ZZ' } });
    await t.db.member.updateMany({ where: { username: 'demo01' }, data: { nickname: 'changed' } });
    const lines: string[] = [];

    const outcome = await resetToSeed(t.db, new Date(), (line) => lines.push(line), { template });

    expect(await clientCountry()).not.toBe('ZZ');
    expect((await t.db.member.findFirstOrThrow({ where: { username: 'demo01' } })).nickname).not.toBe(
      'changed',
    );
    expect(lines.filter((line) => line.includes('persona'))).toEqual([]);
    expect(lines).toEqual([`seed in ${template}: swapping it in (one transaction)`]);
    expect(outcome).toEqual({ catalogueChanged: false });
  });

  it('says the catalogue changed when it put a game back from maintenance', async () => {
    const game = await t.db.game.findFirstOrThrow({ where: { parentId: null } });
    await t.db.game.update({ where: { id: game.id }, data: { maintenance: true } });

    expect(await resetToSeed(t.db, new Date(), () => {}, { template })).toEqual({ catalogueChanged: true });
    expect((await t.db.game.findUniqueOrThrow({ where: { id: game.id } })).maintenance).toBe(false);
  });
});

describe('data.reset and the catalogue cache', () => {
  beforeEach(() => {
    vi.stubEnv('SIM_SEED_TEMPLATE', template);
  });

  it('keeps the summaries when the games were left alone', async () => {
    const before = await t.sim.catalogue.get();
    await adminCaller(t).data.reset();
    expect(await t.sim.catalogue.get()).toBe(before);
  });

  it('builds them again when a vendor was under maintenance', async () => {
    const vendor = (await t.db.vendor.findFirstOrThrow()).code;
    await t.sim.catalogue.setMaintenance({ vendor }, true);
    const before = await t.sim.catalogue.get();
    const cardOf = (lanes: typeof before.lanes) =>
      lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === vendor);
    expect(cardOf(before.lanes)?.maintenance).toBe(true);

    await adminCaller(t).data.reset();

    const after = await t.sim.catalogue.get();
    expect(after).not.toBe(before);
    expect(cardOf(after.lanes)?.maintenance).toBe(false);
  });
});
