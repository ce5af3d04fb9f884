// Some real clients send GET requests with a JSON body (the vendor's QA scripts call
// MCSFE_getMissionMilestones as GET with `{missionId, _}`; the legacy app passes `data` on GETs).
// HTTP gives a GET body no meaning and Fastify does not read it, so the gateway reads it here and
// treats its fields like query parameters; a parameter in the URL wins over the same one in the body.
import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../foundation/errors.ts';

/** A GET body is a handful of parameters, never more. */
const GET_BODY_LIMIT = 16 * 1024;

export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

async function readText(request: FastifyRequest): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > GET_BODY_LIMIT) throw PlatformError.of('payloadTooLarge');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseFields(text: string, contentType: string | undefined): Record<string, unknown> {
  if (contentType?.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw PlatformError.of('requestParamError', { message: 'Malformed JSON body' });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw PlatformError.of('requestParamError', { message: 'A GET body must be a JSON object' });
  return parsed as Record<string, unknown>;
}

/** Scalars stay as the query would carry them (strings); nested values keep their JSON. */
const asQueryValue = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

export async function mergeGetBodyIntoQuery(request: FastifyRequest): Promise<void> {
  if (!hasBody(request)) return;
  const text = (await readText(request)).trim();
  if (text === '') return;
  const fields = parseFields(text, request.headers['content-type']);
  const query = { ...(request.query as Record<string, unknown>) };
  for (const [key, value] of Object.entries(fields)) {
    if (!(key in query) && value !== undefined && value !== null) query[key] = asQueryValue(value);
  }
  request.query = query;
}
