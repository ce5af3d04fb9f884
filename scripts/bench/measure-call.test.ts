// Real processes, no simulator (a fresh seed takes longer than a test may): a node:http twin stands in
// for the simulator, the load generator is forked, the CPU is read from /proc.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LoadGenerator } from './generator-client.ts';
import { capture, measureCall, startTwin } from './measure-call.ts';

describe('measuring a call against its node:http twin', () => {
  const generator = new LoadGenerator();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-bench-test-'));
  afterAll(() => {
    generator.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads both from the generator process and reports req/s, p99 and CPU per request of each', async () => {
    const body = Buffer.from('{"success":true,"value":{"hello":"bench"}}');
    const stand = await startTwin(
      { status: 200, headers: { 'content-type': 'application/json' }, bodyBase64: body.toString('base64') },
      dir,
    );
    const lines: string[] = [];
    try {
      const result = await measureCall(
        {
          generator,
          seconds: 1,
          warmupSeconds: 1,
          connections: 4,
          rounds: 1,
          turns: 2,
          log: (line) => lines.push(line),
        },
        { url: stand.url, pid: stand.pid! },
        {
          id: 'probe',
          label: 'probe',
          group: 'status',
          method: 'POST',
          path: '/probe',
          uniqueIds: true,
          variants: [
            { headers: { 'content-type': 'application/json' }, body: '{"id":"[<id>]","n":1}' },
            { headers: { 'content-type': 'application/json' }, body: '{"id":"[<id>]","n":2}' },
          ],
        },
      );
      for (const figures of [result.simulator, result.nodeHttp]) {
        expect(figures.requestsPerSecond).toBeGreaterThan(50);
        expect(figures.failures).toBe(0);
        expect(figures.p99Ms).toBeGreaterThanOrEqual(0);
        // the server did spend some CPU, and per request far less than a second
        expect(figures.cpuMicrosPerRequest).toBeGreaterThanOrEqual(0);
        expect(figures.cpuMicrosPerRequest).toBeLessThan(1_000_000);
      }
      expect(result.rounds).toHaveLength(1);
      expect(lines).toEqual([expect.stringMatching(/^probe, round 1: \d+ req\/s.*\| node:http \d+ req\/s/)]);
    } finally {
      await stand.stop();
    }
  }, 60_000);

  it('captures every header of the answer but those Node writes itself, for the twin to send the same bytes', async () => {
    const answer = {
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'x-frame-options': 'SAMEORIGIN',
        'cache-control': 'no-store',
        'x-request-id': 'fixed',
      },
      bodyBase64: Buffer.from('{"success":true,"value":1}').toString('base64'),
    };
    const stand = await startTwin(answer, dir);
    try {
      const call = {
        id: 'c',
        label: 'c',
        group: 'status',
        method: 'GET',
        path: '/c',
        variants: [{}],
      } as const;
      expect(await capture(stand.url, { ...call, variants: [...call.variants] })).toEqual(answer);
    } finally {
      await stand.stop();
    }
  });
});
