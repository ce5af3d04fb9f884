// The admin surface's tRPC instance. Every procedure is an adminProcedure: the admin token as a
// Bearer credential, compared in constant time; a member token is just another wrong string.
import { timingSafeEqual } from 'node:crypto';
import { initTRPC, TRPCError } from '@trpc/server';
import { memberNamed } from '../domain/accounts/personas.ts';
import { PlatformError, RequestRefused } from '../foundation/errors.ts';
import { findNonText } from '../foundation/non-text.ts';
import type { Services } from '../services.ts';

export interface AdminContext {
  sim: Services;
  authorization: string | undefined;
}

// isDev false: error responses never carry server stack traces; unexpected failures never carry
// their internal message either (the server log has it)
const t = initTRPC.context<AdminContext>().create({
  isDev: false,
  errorFormatter: ({ shape, error }) =>
    error.code === 'INTERNAL_SERVER_ERROR'
      ? { ...shape, message: 'Internal error: see the simulator log' }
      : shape,
});

export function isAdminToken(authorization: string | undefined, adminToken: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!.trim());
  const expected = Buffer.from(adminToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** A control refusal as the admin surface answers it (the CLI exits 2 for BAD_REQUEST, else 1). */
const REFUSAL_CODES = {
  invalid: 'BAD_REQUEST',
  missing: 'NOT_FOUND',
  conflict: 'CONFLICT',
} as const satisfies Record<RequestRefused['reason'], TRPCError['code']>;

export const adminProcedure = t.procedure.use(async ({ ctx, next, getRawInput }) => {
  if (!isAdminToken(ctx.authorization, ctx.sim.adminToken)) {
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: 'Admin token required (Authorization: Bearer <token>)',
    });
  }
  // as the REST validator does (gateway/validator.ts): a lone surrogate or a NUL is no text for any
  // procedure. An unreadable input is left to the procedure: one that takes none never reads it.
  const nonText = findNonText(await getRawInput().catch(() => undefined));
  if (nonText !== null)
    throw new TRPCError({ code: 'BAD_REQUEST', message: `${nonText.path || 'input'}: ${nonText.reason}` });
  const result = await next();
  if (result.ok) return result;
  const { cause } = result.error;
  // a domain refusal (insufficient balance, wrong order state, ...) is a conflict with the state the
  // simulator is in, answered with its message (the CLI exits 1 for it, 2 only for bad arguments)
  if (cause instanceof PlatformError)
    throw new TRPCError({ code: 'CONFLICT', message: cause.message, cause });
  if (cause instanceof RequestRefused)
    throw new TRPCError({ code: REFUSAL_CODES[cause.reason], message: cause.message, cause });
  return result;
});

/** Which merchant an admin call is about: the one named, else the simulator's default. */
export function merchantOf(ctx: AdminContext, input?: { merchant?: string }): string {
  return input?.merchant ?? ctx.sim.defaultMerchant;
}

/** The merchant's profile, or NOT_FOUND for a code that names none. */
export async function requireMerchant(ctx: AdminContext, input?: { merchant?: string }) {
  const code = merchantOf(ctx, input);
  // fresh, not cached: a change made through another replica within the last poll is its base
  const merchant = await ctx.sim.merchants.current(code);
  if (!merchant) throw new TRPCError({ code: 'NOT_FOUND', message: `Unknown merchant ${code}` });
  return merchant;
}

/** The member an admin call names, at its merchant (NOT_FOUND when there is none). */
export const requireMember = (ctx: AdminContext, merchantCode: string, username: string) =>
  memberNamed(ctx.sim.db, merchantCode, username);
