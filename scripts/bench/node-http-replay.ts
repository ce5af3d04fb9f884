// The floor a mix of calls is measured against: a bare node:http server, a process of its own, that
// answers each request of the mix with the very answer the simulator gave that request (status, every
// header but those Node writes itself, body bytes), found by method, URL and the Authorization,
// Language and Merchant headers (replay-key.ts); any other request gets 404.
// Started by replay-twin.ts with REPLAY_ANSWERS_FILE (ReplayEntry[] as JSON), PORT and HOST.
import fs from 'node:fs';
import http from 'node:http';
import { type KeyedHeaders, type ReplayEntry, replayKey } from './replay-key.ts';

interface Ready {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const entries = JSON.parse(fs.readFileSync(process.env.REPLAY_ANSWERS_FILE ?? '', 'utf8')) as ReplayEntry[];
// decoded once: a request costs a lookup and a write, as node-http-twin.ts's one answer does
const answers = new Map<string, Ready>(
  entries.map(({ key, answer }) => {
    const body = Buffer.from(answer.bodyBase64, 'base64');
    return [
      key,
      { status: answer.status, headers: { ...answer.headers, 'content-length': String(body.length) }, body },
    ];
  }),
);
const unknown: Ready = {
  status: 404,
  headers: { 'content-type': 'text/plain' },
  body: Buffer.from('not in the mix'),
};

http
  .createServer((request, response) => {
    const answer =
      answers.get(replayKey(request.method ?? '', request.url ?? '', request.headers as KeyedHeaders)) ??
      unknown;
    // read the request body as the simulator must, then answer
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
