// shell.*: the site's frame (right bar links and QR codes, CDN hosts, router list, avatar presets;
// changed with brand.set) and members' avatars.
import { memberRefInput } from '@sim/shared/admin/members';
import { setMemberAvatarInput } from '@sim/shared/admin/shell';
import { merchantInput } from '@sim/shared/admin/system';
import { memberAvatar, resetMemberAvatar, setMemberAvatar } from '../../domain/avatar/avatar.ts';
import { adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';

export const shellRouter = router({
  get: adminProcedure.input(merchantInput).query(async ({ ctx, input }) => {
    const { config, code } = await requireMerchant(ctx, input);
    return {
      merchant: code,
      resources: config.resources,
      imageCDNs: config.imageCDNs,
      launchGameCDNs: config.launchGameCDNs,
      domainRoute: config.domainRoute,
      avatarPresets: config.avatarPresets,
    };
  }),

  memberAvatar: adminProcedure.input(memberRefInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    return { username: member.username, ...(await memberAvatar(ctx.sim.db, member.id)) };
  }),

  setMemberAvatar: adminProcedure.input(setMemberAvatarInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    const avatar = await setMemberAvatar(ctx.sim, merchant, member.id, {
      avatarType: 'STATIC',
      avatar: String(input.preset),
    });
    return { username: member.username, ...avatar };
  }),

  resetMemberAvatar: adminProcedure.input(memberRefInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    return { username: member.username, ...(await resetMemberAvatar(ctx.sim.db, member.id)) };
  }),
});
