// Getting a known answer. A request that got no answer (server gone, connection reset, timeout) may or
// may not have been applied: like a real client, send it again with the same requestId or roundId until
// the server answers, and count the first attempt as an unknown outcome.
import { setTimeout as sleep } from 'node:timers/promises';
import { TRPCClientError } from '@trpc/client';
import type { RunContext } from './context.ts';
import type { Kind } from './stats.ts';
import { type Known, noAnswerReason, type Outcome, REQUEST_TIMEOUT_MS } from './wire.ts';

/** Returns a complaint when an ok answer is not what the request asked for. */
export type Check<T> = (value: T) => string | null;

/** Counts one answer; a refusal not in `allowed`, or an ok answer the check rejects, is an error. */
export function record<T>(
  ctx: RunContext,
  kind: Kind,
  outcome: Known<T>,
  allowed: readonly string[],
  check: Check<T>,
): Known<T> {
  if (outcome.kind === 'ok') {
    const complaint = check(outcome.value);
    if (complaint === null) {
      ctx.stats.ok(kind, outcome.ms);
      return outcome;
    }
    ctx.stats.error(kind, complaint);
    return { kind: 'error', reason: complaint, ms: outcome.ms };
  }
  if (outcome.kind === 'refused') {
    if (allowed.includes(outcome.errorCode)) {
      ctx.stats.refused(kind, outcome.errorCode, outcome.ms);
      return outcome;
    }
    const reason = `refused ${outcome.errorCode}: ${outcome.message}`;
    ctx.stats.error(kind, reason);
    return { kind: 'error', reason, ms: outcome.ms };
  }
  ctx.stats.error(kind, outcome.reason);
  return outcome;
}

/** Sends until an answer comes (or the retry deadline passes: null, the outcome stays unknown). */
export async function untilKnown<T>(
  ctx: RunContext,
  kind: Kind,
  send: () => Promise<Outcome<T>>,
  allowed: readonly string[],
  check: Check<T>,
): Promise<Known<T> | null> {
  let delayMs = 100;
  let first = true;
  for (;;) {
    const outcome = await send();
    if (outcome.kind !== 'unknown') return record(ctx, kind, outcome, allowed, check);
    if (first) ctx.stats.unknown(kind, outcome.reason);
    first = false;
    if (Date.now() > ctx.retryUntil) return null;
    await sleep(delayMs);
    delayMs = Math.min(1000, delayMs * 2);
  }
}

/** One admin (tRPC) call as an outcome: no answer is unknown, a domain refusal is refused. */
export async function fromAdmin<T>(call: (signal: AbortSignal) => Promise<T>): Promise<Outcome<T>> {
  const started = performance.now();
  try {
    const value = await call(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    return { kind: 'ok', value, ms: performance.now() - started };
  } catch (error) {
    const ms = performance.now() - started;
    if (!(error instanceof TRPCClientError)) return { kind: 'error', reason: String(error), ms };
    const data = error.data as { code?: string; httpStatus?: number } | undefined;
    if (data?.code === 'BAD_REQUEST')
      return { kind: 'refused', errorCode: 'BAD_REQUEST', message: error.message, ms };
    if (data) return { kind: 'error', reason: `${data.code} (${data.httpStatus}): ${error.message}`, ms };
    const cause = error.cause;
    if (cause instanceof TypeError || (cause instanceof Error && /Abort|Timeout/.test(cause.name)))
      return { kind: 'unknown', reason: noAnswerReason(cause) };
    return { kind: 'error', reason: error.message, ms };
  }
}
