import { describe, expect, it } from 'vitest';
import {
  missingNodeFlags,
  SERVER_MALLOC_ENV,
  SERVER_NODE_FLAGS,
  withServerSettings,
} from './runtime-settings.mjs';

describe('the server process settings', () => {
  it('adds the malloc settings an environment lacks, keeping values already set', () => {
    expect(withServerSettings({ PATH: '/bin' })).toEqual({ PATH: '/bin', ...SERVER_MALLOC_ENV });
    expect(withServerSettings({ MALLOC_ARENA_MAX: '4' })).toEqual({
      ...SERVER_MALLOC_ENV,
      MALLOC_ARENA_MAX: '4',
    });
  });

  it('has nothing to add (server/start.mjs then runs in its own process) once they are all there', () => {
    expect(withServerSettings({ ...SERVER_MALLOC_ENV, PATH: '/bin' })).toBeUndefined();
  });

  it('names the V8 flags a process lacks, a flag given with another value (or in NODE_OPTIONS) winning', () => {
    expect(missingNodeFlags([])).toEqual(SERVER_NODE_FLAGS);
    expect(missingNodeFlags(['--max-semi-space-size=32'])).toEqual([]);
    expect(missingNodeFlags(['--cpu-prof'], '--max-semi-space-size=4 --trace-gc')).toEqual([]);
  });
});
