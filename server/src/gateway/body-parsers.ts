// Request bodies as the real clients send them. Encrypted routes take the raw text (three variants,
// see encrypted-body.ts); everything else is JSON or form data, and malformed JSON is a clean 400.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlatformError } from '../foundation/errors.ts';

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw PlatformError.of('requestParamError', { message: 'Malformed JSON body' });
  }
}

function parseBody(request: FastifyRequest, text: string, fallback: (text: string) => unknown): unknown {
  const { encrypted, rawBody } = request.routeOptions.config;
  return encrypted || rawBody ? text : fallback(text);
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/plain', '*'],
    { parseAs: 'string' },
    (request, body, done) => {
      try {
        done(null, parseBody(request, body as string, parseJson));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      done(
        null,
        parseBody(request, body as string, (text) => Object.fromEntries(new URLSearchParams(text))),
      );
    },
  );
}
