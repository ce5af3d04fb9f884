import { describe, expect, it } from 'vitest';
import { UsageError } from '../lib/command-line.ts';
import { GROUPS, parseBenchOptions } from './options.ts';

describe('pnpm bench options', () => {
  it("defaults to the issue's method: every group but shared, 10 s runs, 50 connections, three rounds", () => {
    expect(parseBenchOptions([], {})).toMatchObject({
      seconds: 10,
      connections: 50,
      rounds: 3,
      turns: 2,
      groups: GROUPS.filter((group) => group !== 'shared'),
    });
  });

  it('runs the shared group (a PostgreSQL cluster of its own, or --base-url) only when named', () => {
    expect(parseBenchOptions(['--only', 'shared'], {})).toMatchObject({
      groups: ['shared'],
      baseUrl: undefined,
    });
    expect(parseBenchOptions(['--only', 'shared', '--base-url', 'http://127.0.0.1:3100'], {})).toMatchObject({
      baseUrl: 'http://127.0.0.1:3100',
    });
  });

  it('--quick is a short smoke run, BENCH_* variables still win, --only takes one group or several', () => {
    expect(parseBenchOptions(['--quick', '--only', 'status'], { BENCH_CONNECTIONS: '20' })).toMatchObject({
      seconds: 2,
      rounds: 1,
      turns: 1,
      connections: 20,
      groups: ['status'],
    });
    expect(parseBenchOptions(['--only', 'games,token'], {})).toMatchObject({ groups: ['games', 'token'] });
    expect(() => parseBenchOptions(['--only', 'everything'], {})).toThrow(UsageError);
    expect(() => parseBenchOptions([], { BENCH_ROUNDS: '0' })).toThrow(UsageError);
    expect(parseBenchOptions([], { BENCH_TURNS: '4' })).toMatchObject({ turns: 4 });
  });
});
