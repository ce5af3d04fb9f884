// Calls the server makes of its own gateway (app.inject): the landing page's prerender reads the boot
// answers a visitor's browser is about to ask for. They are not the visitor's calls: the control room's
// faults do not hit them and its journal does not record them. A per-process secret marks them, so no
// outside client can pass for one.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-sim-internal-call';
const SECRET = randomBytes(18).toString('base64url');

export const INTERNAL_CALL_HEADERS: Readonly<Record<string, string>> = { [HEADER]: SECRET };

export const isInternalCall = (request: FastifyRequest): boolean => request.headers[HEADER] === SECRET;
