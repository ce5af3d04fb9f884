// data.reset under SIGKILL: a process resetting the database is killed at several points (while the
// seed is built, in the swap); the file then holds the old state or the whole seed, never a part.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../db/client.ts';
import { auditLedger } from '../domain/wallet/audit.ts';
import { generateCatalogue } from '../seed/catalogue/generate.ts';
import { seedStateOf } from '../seed/marker.ts';
import { PERSONAS } from '../seed/personas.ts';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reset-child.ts');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** what the old state carries and the seed does not */
const OLD_MARK = 'ZZ';

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-reset-crash-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function withDb<T>(file: string, use: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb(`file:${file}`);
  try {
    return await use(db);
  } finally {
    await db.$disconnect();
  }
}

/** A seeded copy with an old-state mark; `dropGames` leaves the catalogue short so the swap copies it all. */
async function oldState(name: string, dropGames: boolean): Promise<string> {
  const file = path.join(work, `${name}.db`);
  fs.copyFileSync(path.join(inject('templateDir'), 'sim.db'), file);
  await withDb(file, async (db) => {
    await db.simSetting.update({ where: { id: 1 }, data: { clientCountry: OLD_MARK } });
    if (dropGames) await db.game.deleteMany({ where: { id: { gt: 180000 } } });
  });
  return file;
}

interface Outcome {
  killed: boolean;
  lines: string[];
}

/** Resets `file` in a child process and SIGKILLs it as soon as a line matches `killAt` (plus `delayMs`). */
function resetAndKill(file: string, killAt: RegExp, delayMs = 0): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, file], {
      cwd: ROOT,
      env: { ...process.env, TMPDIR: work },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let stderr = '';
    let pending = '';
    let fired = false;
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop()!;
      for (const line of complete) {
        lines.push(line);
        if (!fired && killAt.test(line)) {
          fired = true;
          setTimeout(() => child.kill('SIGKILL'), delayMs);
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ killed: true, lines });
      else if (code === 0) resolve({ killed: false, lines });
      else reject(new Error(`reset child failed (${code}): ${stderr}`));
    });
  });
}

/** The file holds a whole seed (or the whole old state): every persona, their wallets, balanced books. */
async function expectWhole(file: string, gamesBefore: number): Promise<'old' | 'new'> {
  return withDb(file, async (db) => {
    const [integrity] = await db.$queryRawUnsafe<{ integrity_check: string }[]>('PRAGMA integrity_check');
    expect(integrity?.integrity_check).toBe('ok');
    expect(await seedStateOf(db)).toBe('complete');
    const ids = PERSONAS.map((p) => p.id);
    expect(await db.member.count({ where: { id: { in: ids } } })).toBe(PERSONAS.length);
    const wallets = await db.walletAccount.findMany({ where: { memberId: { in: ids }, wallet: 'MAIN' } });
    expect(new Set(wallets.map((w) => w.memberId)).size).toBe(PERSONAS.length);
    expect(await db.merchant.count()).toBe(2);
    const audit = await auditLedger(db);
    expect(audit.balanced).toBe(true);
    expect(audit.ledgerSum).toBe(0);
    const setting = await db.simSetting.findUniqueOrThrow({ where: { id: 1 } });
    const state = setting.clientCountry === OLD_MARK ? 'old' : 'new';
    expect(await db.game.count()).toBe(state === 'old' ? gamesBefore : generateCatalogue().length);
    return state;
  });
}

describe('data.reset killed part-way', () => {
  it('leaves the old state or the whole seed, wherever the SIGKILL lands', async () => {
    const points: { name: string; killAt: RegExp; delayMs?: number; dropGames: boolean }[] = [
      { name: 'third-persona', killAt: /persona sim001\/expired01/, dropGames: false },
      { name: 'mid-catalogue', killAt: /catalogue: 5000\//, dropGames: true },
      { name: 'swap-start', killAt: /swapping/, dropGames: true },
      { name: 'swap-later', killAt: /swapping/, delayMs: 40, dropGames: true },
      { name: 'swap-kept-catalogue', killAt: /swapping/, dropGames: false },
    ];
    // each point on its own copy, all at once: the child processes mostly wait on start-up
    const outcomes = await Promise.all(
      points.map(async (point) => {
        const file = await oldState(point.name, point.dropGames);
        const gamesBefore = await withDb(file, (db) => db.game.count());
        const outcome = await resetAndKill(file, point.killAt, point.delayMs);
        const state = await expectWhole(file, gamesBefore);
        // a kill before the swap began cannot have let the seed in
        if (outcome.killed && !outcome.lines.some((l) => /swapping/.test(l)))
          expect(state, point.name).toBe('old');
        return outcome;
      }),
    );
    expect(outcomes.filter((o) => o.killed).length).toBeGreaterThanOrEqual(4);
  }, 240_000);

  it('completes when left alone: the seed, the catalogue kept, declared games and maintenance gone', async () => {
    const file = await oldState('whole', false);
    await withDb(file, async (db) => {
      await db.game.update({ where: { id: 170002 }, data: { maintenance: true } });
      await db.game.create({
        data: { ...generateCatalogue()[0]!, id: 990001, code: 'DECLARED1', declared: true, kind: 'GAME' },
      });
    });
    const outcome = await resetAndKill(file, /^never$/);
    expect(outcome.killed).toBe(false);
    expect(outcome.lines.at(-1)).toBe('done');
    expect(await expectWhole(file, 0)).toBe('new');
    await withDb(file, async (db) => {
      expect(await db.game.count({ where: { OR: [{ maintenance: true }, { declared: true }] } })).toBe(0);
    });
  }, 60_000);
});
