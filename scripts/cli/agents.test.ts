// pnpm sim agents tree | create-team | move against a live simulator, in-process as `pnpm sim` runs them.
import { describe, expect, it } from 'vitest';
import { liveSimulator } from './live-simulator.ts';

const live = liveSimulator();
const sim = live.simText;

describe('pnpm sim agents', () => {
  it('prints a team as an indented tree', async () => {
    const { code, out } = await sim('agents', 'tree', 'agent01');
    expect(code).toBe(0);
    expect(out).toMatch(/agent01/);
    expect(out).toMatch(/ {2}└ agent02/);
    expect(out).toMatch(/ {4}└ down03/);
  });

  it('creates a team and moves a member with its team', async () => {
    const created = await sim('agents', 'create-team', 'cli', '--levels', '2', '--members', '1', '--json');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.out)).toMatchObject({ root: 'cli1', password: 'Team1234' });
    const moved = await sim('agents', 'move', 'cli1a1', 'agent41', '--json');
    expect(JSON.parse(moved.out)).toEqual({ username: 'cli1a1', uplines: ['agent41'] });
    const top = await sim('agents', 'move', 'cli1a1', '--top', '--json');
    expect(JSON.parse(top.out)).toEqual({ username: 'cli1a1', uplines: [] });
    const usage = await sim('agents', 'move', 'cli1a1');
    expect(usage.code).not.toBe(0);
    expect(usage.stderr).toMatch(/--top/);
  });
});
