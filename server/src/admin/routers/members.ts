// members.*: personas on demand (member, agent of any type under an upline, trial, VIP rank,
// default or expired password, locked, with a balance), and looking them up or changing them.
import { randomInt } from 'node:crypto';
import {
  createMemberInput,
  listMembersInput,
  memberRefInput,
  updateMemberInput,
} from '@sim/shared/admin/members';
import { toMinor } from '@sim/shared/money';
import { TRPCError } from '@trpc/server';
import { createMember } from '../../domain/accounts/create-member.ts';
import { memberSummaries } from '../../domain/accounts/member-summary.ts';
import { setPassword } from '../../domain/accounts/password-change.ts';
import { DEFAULT_PASSWORD } from '../../domain/accounts/passwords.ts';
import { adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERSONA_TYPES = { member: 0, agent: 1, trial: 4 } as const;

export const membersRouter = router({
  create: adminProcedure.input(createMemberInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const now = ctx.sim.clock.now();
    const username = input.username ?? `${input.persona}${randomInt(10_000, 99_999)}`;
    if (
      await ctx.sim.db.member.findUnique({
        where: { merchantCode_username: { merchantCode: merchant.code, username } },
      })
    ) {
      throw new TRPCError({ code: 'CONFLICT', message: `Username ${username} is taken` });
    }
    const upline = input.uplineUsername
      ? await requireMember(ctx, merchant.code, input.uplineUsername)
      : null;
    const member = await createMember(
      ctx.sim.db,
      {
        merchantCode: merchant.code,
        username,
        password: input.defaultPassword ? DEFAULT_PASSWORD : input.password,
        type: input.type ?? PERSONA_TYPES[input.persona],
        uplineId: upline?.id,
        mobile: input.mobile,
        countryDialingCode: input.mobile ? merchant.countryDialingCode : null,
        email: input.email,
        payeeName: input.payeeName,
        paymentPassword: input.paymentPassword,
        vipLevel: input.vipLevel,
        status: input.locked ? 'LOCKED' : 'ACTIVE',
        mustChangePassword: input.defaultPassword,
        passwordChangedAt: new Date(now.getTime() - input.passwordAgeDays * DAY_MS),
        lastLoginAt: input.hasLoggedInBefore ? new Date(now.getTime() - DAY_MS) : null,
        registeredAt: now,
      },
      { amountMinor: toMinor(input.balance), from: 'ADMIN', postedAt: now },
    );
    const [summary] = await memberSummaries(ctx.sim.db, merchant, now, [member.id]);
    return { ...summary!, password: input.defaultPassword ? DEFAULT_PASSWORD : input.password };
  }),

  list: adminProcedure.input(listMembersInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const rows = await ctx.sim.db.member.findMany({
      where: {
        merchantCode: merchant.code,
        ...(input?.type === undefined ? {} : { type: input.type }),
        ...(input?.search
          ? { OR: [{ username: { contains: input.search } }, { mobile: { contains: input.search } }] }
          : {}),
      },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: input?.limit ?? 100,
    });
    return memberSummaries(
      ctx.sim.db,
      merchant,
      ctx.sim.clock.now(),
      rows.map((r) => r.id),
    );
  }),

  get: adminProcedure.input(memberRefInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    const [summary] = await memberSummaries(ctx.sim.db, merchant, ctx.sim.clock.now(), [member.id]);
    return summary!;
  }),

  /** A live session for the member, as if they had logged in: open the site with `/index?token=<token>`. */
  loginAs: adminProcedure.input(memberRefInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    const token = await ctx.sim.sessions.open(member.id, { ip: 'admin' });
    return { token, username: member.username, siteUrl: `/index?token=${token}` };
  }),

  update: adminProcedure.input(updateMemberInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    const now = ctx.sim.clock.now();
    if (input.password !== undefined) await setPassword(ctx.sim, member.id, input.password);
    await ctx.sim.db.member.update({
      where: { id: member.id },
      data: {
        vipLevel: input.vipLevel,
        status: input.locked === undefined ? undefined : input.locked ? 'LOCKED' : 'ACTIVE',
        lockedUntil: input.locked === false ? null : undefined,
        mobile: input.mobile,
        email: input.email,
        payeeName: input.payeeName,
        mustChangePassword: input.mustChangePassword,
        passwordChangedAt:
          input.passwordAgeDays === undefined
            ? undefined
            : new Date(now.getTime() - input.passwordAgeDays * DAY_MS),
      },
    });
    const [summary] = await memberSummaries(ctx.sim.db, merchant, now, [member.id]);
    return summary!;
  }),
});
