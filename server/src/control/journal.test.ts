// The journal keeps what hot calls hand it as it is: an answer is rendered (and redacted) only when
// someone reads the journal, and a moment given as a Date is listed as ISO text.
import { describe, expect, it } from 'vitest';
import { Journal, type JournalRecord, RecordedAnswer } from './journal.ts';

class CountedAnswer extends RecordedAnswer {
  renders = 0;

  constructor(private readonly json: string) {
    super();
  }

  text(): string {
    this.renders++;
    return this.json;
  }
}

const entry = (at: string | Date, response: unknown): JournalRecord => ({
  at,
  method: 'GET',
  url: '/wps/system/status',
  status: 200,
  latencyMs: 0.1,
  merchant: 'sim001',
  username: null,
  errorCode: null,
  body: null,
  response,
});

describe('Journal', () => {
  it('renders a recorded answer only when the journal is read, redacted', async () => {
    const journal = new Journal(10);
    const answer = new CountedAnswer('{"success":true,"value":{"token":"secret","balance":1}}');
    for (let i = 0; i < 3; i++) journal.record(entry('2030-05-01T08:00:00.000Z', answer));
    expect(answer.renders).toBe(0);
    const [latest] = await journal.list({ limit: 1 });
    expect(answer.renders).toBe(1);
    expect(latest?.response).toEqual({ success: true, value: { token: '[redacted]', balance: 1 } });
  });

  it('lists a moment recorded as a Date as ISO text, and filters on it', async () => {
    const journal = new Journal(10);
    journal.record(entry(new Date('2030-05-01T08:00:00Z'), null));
    journal.record(entry(new Date('2030-05-01T09:00:00Z'), null));
    const listed = await journal.list({ limit: 10 });
    expect(listed.map((e) => e.at)).toEqual(['2030-05-01T09:00:00.000Z', '2030-05-01T08:00:00.000Z']);
    expect(listed.map((e) => e.id)).toEqual([2, 1]);
    expect(await journal.list({ limit: 10, since: new Date('2030-05-01T08:30:00Z') })).toHaveLength(1);
  });

  it('keeps the newest entries of its capacity in a ring, ids going on, and forgets every one on clear', async () => {
    const journal = new Journal(4);
    for (let i = 1; i <= 10; i++)
      journal.record({ ...entry(new Date(Date.UTC(2030, 4, 1, 0, 0, i)), null), status: 200 + i });
    expect(await journal.size()).toBe(4);
    const listed = await journal.list({ limit: 10 });
    expect(listed.map((e) => [e.id, e.status, e.at])).toEqual([
      [10, 210, '2030-05-01T00:00:10.000Z'],
      [9, 209, '2030-05-01T00:00:09.000Z'],
      [8, 208, '2030-05-01T00:00:08.000Z'],
      [7, 207, '2030-05-01T00:00:07.000Z'],
    ]);
    expect((await journal.list({ limit: 10, afterId: 8 })).map((e) => e.id)).toEqual([10, 9]);
    expect((await journal.list({ limit: 10, status: 209 })).map((e) => e.id)).toEqual([9]);
    expect(await journal.clear()).toBe(4);
    expect(await journal.list({ limit: 10 })).toEqual([]);
    journal.record(entry('2030-05-02T00:00:00.000Z', null));
    expect((await journal.list({ limit: 10 })).map((e) => [e.id, e.at])).toEqual([
      [11, '2030-05-02T00:00:00.000Z'],
    ]);
  });

  it("hands a recorded answer the entry's moment (the status answer's serverTime is that moment)", async () => {
    class Stamped extends RecordedAnswer {
      text(atMs: number): string {
        return `{"success":true,"value":{"serverTime":${atMs}}}`;
      }
    }
    const journal = new Journal(10);
    const at = new Date('2030-05-01T08:00:00.123Z');
    journal.record(entry(at, new Stamped()));
    const [latest] = await journal.list({ limit: 1 });
    expect(latest?.response).toEqual({ success: true, value: { serverTime: at.getTime() } });
  });
});
