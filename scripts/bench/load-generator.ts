// The load generator, a process of its own (forked by generator-client.ts): autocannon driven by
// jobs sent over IPC, so the generator's CPU is never the measured server's. Each job answers
// with what autocannon counted.
import autocannon from 'autocannon';

/** One request shape; a job cycles through its variants (encrypted logins differ per request). */
export interface RequestVariant {
  /** the variant's own address and verb (a mix of calls); the job's otherwise */
  path?: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface GeneratorJob {
  url: string;
  method: 'GET' | 'POST';
  variants: RequestVariant[];
  /** replace `[<id>]` in bodies with a new id per request (a round's idempotency key) */
  uniqueIds?: boolean;
  seconds: number;
  connections: number;
  /** an answer later than this counts as failed and its connection is opened anew */
  timeoutSeconds: number;
}

export interface GeneratorResult {
  requests: number;
  seconds: number;
  p99Ms: number;
  /** non-2xx answers, socket errors and timeouts */
  failures: number;
}

/** One request as autocannon takes it: fixed, or picking the next variant each time (costs the generator). */
function requestOf(job: GeneratorJob): autocannon.Request {
  const [only, ...others] = job.variants;
  if (others.length === 0)
    return {
      method: only?.method ?? job.method,
      // autocannon takes an undefined path over the URL's
      ...(only?.path ? { path: only.path } : {}),
      headers: only?.headers,
      body: only?.body,
    };
  let next = 0;
  return {
    method: job.method,
    // one counter for every connection: together they walk the variants in order
    setupRequest: (request) => {
      const variant = job.variants[next++ % job.variants.length]!;
      return {
        ...request,
        method: variant.method ?? request.method,
        path: variant.path ?? request.path,
        headers: { ...request.headers, ...variant.headers },
        body: variant.body,
      };
    },
  };
}

export function runJob(job: GeneratorJob): Promise<GeneratorResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: job.url,
        method: job.method,
        connections: job.connections,
        duration: job.seconds,
        timeout: job.timeoutSeconds,
        idReplacement: job.uniqueIds ?? false,
        requests: [requestOf(job)],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requests: result.requests.total,
          seconds: result.duration,
          p99Ms: result.latency.p99,
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
  });
}

// as a forked child: one job per message, answered in order
if (process.send) {
  process.on('message', (job: GeneratorJob) => {
    runJob(job).then(
      (result) => process.send?.({ ok: true, result }),
      (error: unknown) => process.send?.({ ok: false, message: String(error) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
}
