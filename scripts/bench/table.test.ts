import { describe, expect, it } from 'vitest';
import { sampleResults } from './fixtures.ts';
import { formatValue, renderTable, tableRows } from './table.ts';

describe('the bench table', () => {
  it('puts each call next to its node:http twin with its share; a single call is information, no target', () => {
    const [status] = tableRows(sampleResults());
    expect(status).toMatchObject({
      figure: 'GET /wps/system/status',
      value: '2,810 req/s',
      p99: '40 ms',
      'CPU/req': '353 µs',
      'node:http': '22,760 req/s, 36 µs',
      share: '12.3 %',
      target: '',
      result: '',
    });
    expect(tableRows(sampleResults(21_622, 40))[0]).toMatchObject({ share: '95 %' });
  });

  it('prints single figures in their units against their targets', () => {
    const [, warm, memory] = tableRows(sampleResults());
    expect(warm).toMatchObject({ value: '1,500 ms', target: '≤ 2 s', result: 'pass' });
    expect(memory).toMatchObject({ value: '514 MiB', target: '≤ 200 MiB', result: 'MISS' });
    expect(formatValue(431_000, 'bytes')).toBe('431 KB');
    expect(formatValue(Number.NaN, 'ms')).toBe('—');
  });

  it('renders one aligned line per figure under a header', () => {
    const lines = renderTable(tableRows(sampleResults())).split('\n');
    expect(lines).toHaveLength(2 + 3);
    expect(lines[0]).toMatch(/^figure\s+value\s+p99\s+CPU\/req\s+node:http\s+share\s+target\s+result$/);
    expect(lines[2]).toContain('GET /wps/system/status');
    // numbers are right-aligned: the value ends where its header ends
    expect(lines[2]!.indexOf('2,810 req/s') + '2,810 req/s'.length).toBe(
      lines[0]!.indexOf('value') + 'value'.length,
    );
  });
});

describe('a call that got no answer', () => {
  it('has no p99 and no CPU per request, and misses its p99 target instead of passing it', () => {
    const results = sampleResults();
    const silent = { requestsPerSecond: 0, p99Ms: Number.NaN, cpuMicrosPerRequest: Number.NaN, failures: 0 };
    results.calls[0] = { ...results.calls[0]!, id: 'team.overview', simulator: silent };
    expect(tableRows(results)[0]).toMatchObject({
      p99: '—',
      'CPU/req': '—',
      target: 'p99 < 50 ms',
      result: 'MISS',
    });
  });
});

describe('the page-load mix', () => {
  it('compares CPU per request with its replay, and keeps its costliest call alone a row of its own', () => {
    const results = sampleResults();
    const mix = { requestsPerSecond: 3000, p99Ms: 40, cpuMicrosPerRequest: 200, failures: 0 };
    const replay = { requestsPerSecond: 20_000, p99Ms: 4, cpuMicrosPerRequest: 60, failures: 0 };
    results.calls = [
      { id: 'mix', label: 'mix', group: 'mix', shareBy: 'cpu', simulator: mix, nodeHttp: replay, rounds: [] },
    ];
    results.scalars = [{ id: 'mix.maxCallCpuUs', label: 'costliest', group: 'mix', value: 300, unit: 'µs' }];
    const [row, costliest] = tableRows(results);
    expect(row).toMatchObject({
      share: '30 %',
      target: '≥ 25 % of the replay (CPU), p99 ≤ 50 ms',
      result: 'pass',
    });
    expect(costliest).toMatchObject({ value: '300 µs', target: '≤ 250 µs CPU', result: 'MISS' });
  });
});
