import { describe, expect, it } from 'vitest';
import { UsageError } from '../lib/command-line.ts';
import { parseLoadOptions } from './options.ts';

describe('pnpm test:load options', () => {
  it('runs normal then kill by default; --only takes one run or several, cluster among them', () => {
    expect(parseLoadOptions([])).toMatchObject({ modes: ['normal', 'kill'], baseUrl: undefined });
    expect(parseLoadOptions(['--only', 'kill'])).toMatchObject({ modes: ['kill'] });
    expect(parseLoadOptions(['--only', 'normal,cluster'])).toMatchObject({ modes: ['normal', 'cluster'] });
    expect(() => parseLoadOptions(['--only', 'everything'])).toThrow(UsageError);
  });

  it('takes --base-url for the cluster run only', () => {
    expect(parseLoadOptions(['--only', 'cluster', '--base-url', 'http://127.0.0.1:3100'])).toMatchObject({
      modes: ['cluster'],
      baseUrl: 'http://127.0.0.1:3100',
    });
    expect(() => parseLoadOptions(['--base-url', 'http://127.0.0.1:3100'])).toThrow(UsageError);
  });
});
