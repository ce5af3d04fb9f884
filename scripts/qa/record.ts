// `pnpm sim record --upstream <base URL>`: a pass-through proxy in front of a real platform. Every call
// goes to the upstream as the client sent it (method, headers, body bytes; only Host is the upstream's),
// the upstream's answer goes back to the client as it came, and the exchange goes into a HAR (credentials
// redacted as the journal redacts them). With a twin (`--twin <url>`), each REST call is sent to the twin
// too, after the client has its answer and in the order the answers came (logging in again and carrying
// the twin's tokens as `pnpm sim replay` does), and the twin's answer is compared with the upstream's.
// Time here is the wall clock: this records real traffic, not the simulated platform's time.
// LIMITATIONS: calls the client encrypted (RSA+DES with the upstream's key) are recorded, but not sent to
// the twin (only the upstream can decrypt them); the upstream is a base URL without a path; HTTP/1.1 only.
import type { IncomingHttpHeaders } from 'node:http';
import replyFrom from '@fastify/reply-from';
import type { Har } from '@sim/shared/har';
import Fastify from 'fastify';
import { harOf } from '../../server/src/control/har.ts';
import { type Exchange, recordedEntry } from './record-har.ts';
import type { ReplayedCall } from './replay.ts';
import { Replayer } from './replay.ts';
import { type ReplayReport, replayReport } from './replay-report.ts';
import { isRestCall, parsed } from './replay-request.ts';

export interface RecordOptions {
  /** the real platform's base URL */
  upstream: string;
  /** where the proxy listens (default 4210; 0: any free port) */
  port?: number;
  host?: string;
  /** a running twin to compare with (no twin: no drift report) */
  twin?: string;
}

export interface Recording {
  har: Har;
  /** null without a twin */
  drift: ReplayReport | null;
}

export interface Recorder {
  /** the proxy's base URL */
  url: string;
  /** calls recorded so far */
  count(): number;
  /** stops listening (after the calls under way), finishes the drift checks, and gives the recording */
  stop(): Promise<Recording>;
}

/** Uploads (proof images) run to a few megabytes: the proxy takes what the platform takes. */
const BODY_LIMIT = 32 * 1024 * 1024;

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Which member each upstream token belongs to, learnt from recorded logins (for the HAR's `_username`). */
class Members {
  private readonly byToken = new Map<string, string>();

  of(headers: IncomingHttpHeaders): string | null {
    const token = header(headers, 'authorization');
    return (token && this.byToken.get(token)) ?? null;
  }

  learn(requestBody: Buffer | undefined, answer: Buffer): void {
    const username = (parsed(requestBody?.toString('utf8')) as { username?: unknown } | undefined)?.username;
    const token = (parsed(answer.toString('utf8')) as { value?: { token?: unknown } } | undefined)?.value
      ?.token;
    if (typeof username === 'string' && typeof token === 'string') this.byToken.set(token, username);
  }
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function startRecorder(options: RecordOptions): Promise<Recorder> {
  const upstream = options.upstream.replace(/\/$/, '');
  const exchanges: Exchange[] = [];
  const drift: ReplayedCall[] = [];
  const members = new Members();
  const replayer = options.twin ? new Replayer({ url: options.twin }) : undefined;
  let checks: Promise<void> = Promise.resolve();

  const app = Fastify({ bodyLimit: BODY_LIMIT, logger: false });
  await app.register(replyFrom, { base: upstream, disableRequestLogging: true });
  // bodies stay the bytes the client sent
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const record = (exchange: Exchange) => {
    exchanges.push(exchange);
    members.learn(exchange.requestBody, exchange.responseBody);
    if (!replayer) return;
    const entry = recordedEntry(exchange, upstream, false);
    if (!isRestCall(entry)) return;
    checks = checks.then(async () => {
      drift.push(
        await replayer.replay(entry, exchange.index).catch(
          (error: unknown): ReplayedCall => ({
            index: exchange.index,
            method: exchange.method,
            path: new URL(entry.request.url).pathname,
            outcome: 'skipped',
            reason: `the twin did not answer: ${error instanceof Error ? error.message : String(error)}`,
          }),
        ),
      );
    });
  };

  let next = 0;
  app.all('/*', (request, reply) => {
    const startedAt = new Date();
    const started = performance.now();
    const requestBody = Buffer.isBuffer(request.body) ? request.body : undefined;
    const username = members.of(request.headers);
    let responseHeaders: IncomingHttpHeaders = {};
    reply.from(request.url, {
      // the bytes as sent (reply-from would encode a JSON body again), with the client's content type
      ...(requestBody && {
        body: requestBody,
        contentType: header(request.headers, 'content-type') ?? 'application/octet-stream',
      }),
      rewriteHeaders: (headers) => {
        responseHeaders = headers as IncomingHttpHeaders;
        return headers;
      },
      onResponse: (_request, _reply, response) => {
        bytesOf(response.stream).then(
          (responseBody) => {
            record({
              index: next++,
              startedAt,
              ms: Math.round(performance.now() - started),
              method: request.method,
              target: request.url,
              requestHeaders: request.headers,
              requestBody,
              status: reply.statusCode,
              responseHeaders,
              responseBody,
              username,
            });
            reply.send(responseBody);
          },
          (error: unknown) => reply.send(error),
        );
      },
    });
  });

  const url = await app.listen({ port: options.port ?? 4210, host: options.host ?? '127.0.0.1' });
  return {
    url,
    count: () => exchanges.length,
    async stop() {
      await app.close();
      await checks;
      const entries = exchanges
        .sort((a, b) => a.index - b.index)
        .map((exchange) => recordedEntry(exchange, upstream, true));
      const calls = drift.sort((a, b) => a.index - b.index);
      return { har: harOf(entries), drift: replayer ? replayReport(calls) : null };
    },
  };
}
