// The floor each call is measured against: a bare node:http server, a process of its own, answering
// every request with the very answer the simulator gave (status, every header but those Node writes
// itself, body bytes).
// Started by twin.ts with TWIN_ANSWER_FILE (a CapturedAnswer as JSON), PORT and HOST.
import fs from 'node:fs';
import http from 'node:http';

export interface CapturedAnswer {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const answer = JSON.parse(fs.readFileSync(process.env.TWIN_ANSWER_FILE ?? '', 'utf8')) as CapturedAnswer;
const body = Buffer.from(answer.bodyBase64, 'base64');
const headers = { ...answer.headers, 'content-length': String(body.length) };

http
  .createServer((request, response) => {
    // read the request body (a login's, a round's) as the simulator must, then answer
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, headers);
      response.end(body);
    });
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
