import { describe, expect, it } from 'vitest';
import { bytesOfStatusField, cpuMicrosPerRequest, cpuTicksOfStat, median, wentQuiet } from './arithmetic.ts';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, in any order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('leaves out rounds that measured nothing', () => {
    expect(median([Number.NaN, 5, 3])).toBe(4);
    expect(median([Number.NaN])).toBeNaN();
  });
});

describe('server CPU per request', () => {
  it('turns clock ticks over requests into microseconds', () => {
    // 250 ticks at 100 per second = 2.5 s of CPU over 10,000 requests = 250 µs each
    expect(cpuMicrosPerRequest(250, 100, 10_000)).toBe(250);
    expect(cpuMicrosPerRequest(5, 100, 0)).toBeNaN();
  });

  it('reads utime and stime of /proc/<pid>/stat even when the command name holds spaces and parentheses', () => {
    const stat =
      '4242 (node (bench) x) S 1 4242 4242 0 -1 4194560 5000 0 0 0 1234 567 0 0 20 0 11 0 100 1000000 20000 18446744073709551615';
    expect(cpuTicksOfStat(stat)).toBe(1234 + 567);
    expect(() => cpuTicksOfStat('garbage')).toThrow();
  });

  it('reads VmRSS and VmHWM of /proc/<pid>/status in bytes', () => {
    const status = 'Name:\tnode\nVmHWM:\t  524288 kB\nVmRSS:\t  204800 kB\nThreads:\t11\n';
    expect(bytesOfStatusField(status, 'VmHWM')).toBe(512 * 1024 * 1024);
    expect(bytesOfStatusField(status, 'VmRSS')).toBe(200 * 1024 * 1024);
  });
});

describe('a process gone quiet', () => {
  it('spent no more than the idle ticks over the last sample', () => {
    expect(wentQuiet([100], 2)).toBe(false);
    expect(wentQuiet([100, 180, 230], 2)).toBe(false);
    expect(wentQuiet([100, 180, 230, 232], 2)).toBe(true);
  });
});
