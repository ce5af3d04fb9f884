// The landing page prerendered (platform-spec.md section 2, /index): the site's prerender worker
// (web/src/prerender/worker.ts, built to web/dist-prerender/worker.js) renders the markup of the
// browser's first render, which the page's HTML carries, so the first screen paints as the HTML
// arrives; the browser hydrates it. The worker names the calls that render reads (the boot call and the
// landing page's data); they are answered here through the server's own gateway, as the visitor's
// browser is about to be answered, and the worker renders from those answers.
// - The worker is a thread of its own: a render (100-300 ms of CPU on a slow machine) never holds up
//   the event loop, and it ends after a minute without pages, giving its memory back.
// - Pages are kept per distinct answers (the status answer's `serverTime` aside: the moment it was
//   given, shown nowhere on the first screen), so only a change (a bet grew the jackpot, QA changed a
//   notice or the brand) renders again.
// - Whatever fails or takes too long, the page goes out as ever, unprerendered; the browser renders it.
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type {
  PrerenderAnswer,
  PrerenderCall,
  PrerenderedPage,
  PrerenderReply,
  PrerenderRequest,
} from '@sim/shared/prerender';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTERNAL_CALL_HEADERS } from '../gateway/internal-calls.ts';

/** a worker this long without a page ends */
const IDLE_MS = 60_000;
/** a page waits this long for a render, then goes without */
const WAIT_MS = 1_000;
/** distinct pages kept, and hosts' calls (a client names any host it likes) */
const KEPT = 8;

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type WorkerRequest = WithoutId<PrerenderRequest>;

/** The status answer's moment: every answer has its own, and the first screen shows none. */
const SERVER_TIME = /"serverTime":\d+/;

const answersKey = (host: string, answers: PrerenderAnswer[]) => {
  const hash = createHash('sha256').update(host);
  for (const { status, body } of answers) hash.update(`\n${status}\n${body.replace(SERVER_TIME, '')}`);
  return hash.digest('base64url');
};

function withinWait<T>(work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WAIT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export class LandingPrerender {
  private worker: Worker | null = null;
  /** the worker has rendered: it has the site's code loaded */
  private warm = false;
  private nextId = 0;
  private readonly waiting = new Map<number, (reply: PrerenderReply) => void>();
  private idleTimer: NodeJS.Timeout | undefined;
  /** the calls the worker named, per host (kept when it ends: they are the site's) */
  private readonly callsByHost = new Map<string, PrerenderCall[]>();
  private readonly warming = new Set<string>();
  private readonly pages = new Map<string, Promise<PrerenderedPage | null>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly workerFile: string,
    private readonly merchant: string,
  ) {}

  /** The landing page prerendered for this visitor's page, or null to send the page without. */
  async page(request: FastifyRequest): Promise<PrerenderedPage | null> {
    const host = request.headers.host ?? request.hostname;
    try {
      const calls = this.callsByHost.get(host);
      if (!calls) {
        this.warmUp(host, request.ip);
        return null;
      }
      const answers = await this.answers(calls, request.ip);
      const key = answersKey(host, answers);
      const kept = this.pages.get(key);
      if (kept) return await withinWait(kept);
      const rendering = this.render(key, host, answers);
      // a worker still loading the site (a second or two) is not waited for: this page goes without,
      // the next one has it
      return this.warm ? await withinWait(rendering) : null;
    } catch (error) {
      request.log.warn({ err: error }, 'the landing page goes out unprerendered');
      return null;
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    await this.stopWorker();
  }

  /** The worker names a host's calls (once: they are the site's), then renders its page for the next visitor. */
  private warmUp(host: string, visitorIp: string): void {
    if (this.warming.has(host)) return;
    this.warming.add(host);
    void this.ask({ kind: 'calls', host })
      .then(async (reply) => {
        if (reply.kind !== 'calls') return;
        this.callsByHost.set(host, reply.calls);
        if (this.callsByHost.size > KEPT)
          this.callsByHost.delete(this.callsByHost.keys().next().value as string);
        const answers = await this.answers(reply.calls, visitorIp);
        await this.render(answersKey(host, answers), host, answers);
      })
      .catch((error: unknown) => this.app.log.warn({ err: error }, 'the landing page prerender failed'))
      .finally(() => this.warming.delete(host));
  }

  private render(key: string, host: string, answers: PrerenderAnswer[]): Promise<PrerenderedPage | null> {
    const page = this.ask({ kind: 'render', host, answers }).then((reply) => {
      this.warm = true;
      return reply.kind === 'render' ? reply.page : null;
    });
    this.pages.set(key, page);
    // a failed render is tried again next time; the oldest page makes room
    page.catch(() => this.pages.delete(key));
    if (this.pages.size > KEPT) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }

  private answers(calls: PrerenderCall[], visitorIp: string): Promise<PrerenderAnswer[]> {
    return Promise.all(calls.map((call) => this.answer(call, visitorIp)));
  }

  /** The call answered by the gateway as the visitor's browser will be (its address decides a region block). */
  private async answer(call: PrerenderCall, visitorIp: string): Promise<PrerenderAnswer> {
    const response = await this.app.inject({
      method: 'GET',
      url: call.url,
      headers: { ...call.headers, merchant: this.merchant, ...INTERNAL_CALL_HEADERS },
      remoteAddress: visitorIp,
    });
    return { status: response.statusCode, body: response.body };
  }

  private ask(request: WorkerRequest): Promise<PrerenderReply> {
    const worker = this.startWorker();
    const id = ++this.nextId;
    return new Promise<PrerenderReply>((resolve, reject) => {
      this.waiting.set(id, (reply) => {
        this.waiting.delete(id);
        this.stayAwake();
        if (reply.kind === 'error') reject(new Error(`prerender: ${reply.message}`));
        else resolve(reply);
      });
      worker.postMessage({ ...request, id } as PrerenderRequest);
    });
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerFile);
    // the server's exit does not wait for an idle renderer
    worker.unref();
    worker.on('message', (reply: PrerenderReply) => this.waiting.get(reply.id)?.(reply));
    const lost = (message: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.warm = false;
      // what the lost worker was asked fails; the next page starts another
      for (const [id, answer] of this.waiting) answer({ id, kind: 'error', message });
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => lost(`the prerender worker exited (${code})`));
    this.worker = worker;
    this.stayAwake();
    return worker;
  }

  private stayAwake(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.stopWorker(), IDLE_MS);
    this.idleTimer.unref();
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    if (!worker || this.waiting.size > 0) return;
    this.worker = null;
    this.warm = false;
    await worker.terminate();
  }
}
