import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BY_HAND, oneLane, PREREQUISITES, SUITE, stagesOf } from './plan.ts';

const scriptCommands = (
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const scripts = Object.keys(scriptCommands);

describe('the suite plan', () => {
  it('runs every test:* script once, but the ones run by hand, and the typecheck and lint', () => {
    const planned = stagesOf(SUITE);
    expect(new Set(planned).size).toBe(planned.length);
    const testScripts = scripts.filter((name) => name.startsWith('test:') && !(name in BY_HAND));
    expect([...planned].sort()).toEqual(['lint', 'typecheck', ...testScripts].sort());
    for (const name of Object.keys(BY_HAND)) expect(scripts).toContain(name);
  });

  it('names only scripts package.json has', () => {
    for (const stage of stagesOf(SUITE)) expect(scripts).toContain(stage);
  });

  it('checks types and lints before any test, and runs the browser tests alone, last', () => {
    expect(SUITE[0]?.lanes).toEqual([['typecheck', 'lint']]);
    expect(SUITE.at(-1)?.lanes).toEqual([['test:e2e']]);
  });

  it('installs, before any stage, whatever a planned stage would install from Debian', () => {
    const asked = stagesOf(SUITE).flatMap(
      (stage) => scriptCommands[stage]?.match(/scripts\/ensure-[\w-]+\.sh/g) ?? [],
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const script of asked) expect(PREREQUISITES).toContain(script);
    for (const script of PREREQUISITES)
      expect(fs.existsSync(new URL(`../../${script}`, import.meta.url))).toBe(true);
  });

  it('runs the same stages in the same order in one lane when lanes are off', () => {
    const [only, ...rest] = oneLane(SUITE);
    expect(rest).toEqual([]);
    expect(only?.lanes).toEqual([stagesOf(SUITE)]);
  });
});
