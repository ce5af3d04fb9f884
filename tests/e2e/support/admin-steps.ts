// The back-office steps of a browser journey, recorded as the admin calls they are, so a HAR of the
// member's calls (journal.exportHar) can carry them where they happened and a replay can make them again
// on another twin (scripts/qa/replay.ts sends `/admin/trpc/…` entries with its admin token). Each step is
// placed after the journal's newest entry at the moment it was made. The panel's calls are read off its
// tab (tRPC over plain HTTP: one POST per mutation); the test's own admin calls are noted by the test.
import type { Page, Response } from '@playwright/test';
import type { Har, HarEntry } from '@sim/shared/har';
import { admin } from './admin.ts';

interface AdminStep {
  /** the journal's newest entry id when the step was made */
  afterJournalId: number;
  procedure: string;
  input: unknown;
  /** the answer's status and body as the wire carried it (undefined: not kept) */
  status: number;
  answer?: string;
}

const newestJournalId = async () => (await admin.journal.list.query({ limit: 1 }))[0]?.id ?? 0;

export class AdminSteps {
  private readonly steps: AdminStep[] = [];
  private recording: Promise<void> = Promise.resolve();

  private constructor(readonly startedAfter: number) {}

  /** Starts recording: only the journal's entries after this moment belong to the journey. */
  static async start(): Promise<AdminSteps> {
    return new AdminSteps(await newestJournalId());
  }

  /** Notes an admin call the test made itself, and what it answered (secrets replaced, or none). */
  async note(procedure: string, input: unknown, data?: unknown): Promise<void> {
    await this.recording;
    const answer = data === undefined ? undefined : JSON.stringify({ result: { data } });
    this.steps.push({ afterJournalId: await newestJournalId(), procedure, input, status: 200, answer });
  }

  /** Records every admin mutation the tab makes from now on (the panel's approvals and payouts). */
  watch(tab: Page): void {
    tab.on('response', (response) => {
      if (response.request().method() !== 'POST' || !response.url().includes('/admin/trpc/')) return;
      this.recording = this.recording.then(() => this.recordResponse(response));
    });
  }

  /** The HAR with the steps in place, each before the first entry made after it. */
  async into(har: Har): Promise<Har> {
    await this.recording;
    const base = new URL(har.log.entries[0]?.request.url ?? 'http://localhost').origin;
    const pending = [...this.steps];
    const entries: HarEntry[] = [];
    for (const entry of har.log.entries.filter((e) => (e._journalId ?? 0) > this.startedAfter)) {
      while (pending[0] && pending[0].afterJournalId < (entry._journalId ?? 0))
        entries.push(stepEntry(pending.shift()!, base, entry.startedDateTime));
      entries.push(entry);
    }
    entries.push(...pending.map((step) => stepEntry(step, base, new Date().toISOString())));
    return { log: { ...har.log, entries } };
  }

  private async recordResponse(response: Response): Promise<void> {
    const procedure = new URL(response.url()).pathname.replace(/^\/admin\/trpc\//, '');
    this.steps.push({
      afterJournalId: await newestJournalId(),
      procedure,
      input: response.request().postDataJSON(),
      status: response.status(),
      answer: await response.text(),
    });
  }
}

function stepEntry(step: AdminStep, base: string, at: string): HarEntry {
  const body = JSON.stringify(step.input ?? null);
  const json = 'application/json';
  return {
    startedDateTime: at,
    time: 0,
    request: {
      method: 'POST',
      url: `${base}/admin/trpc/${step.procedure}`,
      httpVersion: 'HTTP/1.1',
      headers: [{ name: 'Content-Type', value: json }],
      queryString: [],
      cookies: [],
      postData: { mimeType: json, text: body },
      headersSize: -1,
      bodySize: Buffer.byteLength(body),
    },
    response: {
      status: step.status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      headers: [],
      cookies: [],
      content: {
        size: step.answer ? Buffer.byteLength(step.answer) : 0,
        mimeType: json,
        ...(step.answer && { text: step.answer }),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 0, receive: 0 },
  };
}
