// pnpm sim shell | avatar: the site's frame (download and social links, QR targets, CDN hosts,
// router list, avatar presets) and members' avatars.
import { flagNumber, flagString, list, required, UsageError } from '../args.ts';
import type { Command } from '../command.ts';

/** The resource types the right bar and /down show (spec section 3, "Resource"). */
const LINK_TYPES = ['FACEBOOK', 'EMAIL', 'IOS', 'Android', 'MOBILECONFIG', 'USDJUMP'];

export const shellCommands: Record<string, Record<string, Command>> = {
  shell: {
    get: {
      usage: 'shell get',
      summary: 'links, QR targets, CDN hosts, router list, avatar presets',
      run: (c) => c.client.shell.get.query({ merchant: c.merchant }),
    },
    link: {
      usage: `shell link <${LINK_TYPES.join('|')}> <url>`,
      summary: 'set a right-bar or download link (app links are also the QR target)',
      run: async (c) => {
        const resourceType = required(c.args[0], 'resource type');
        if (!LINK_TYPES.includes(resourceType))
          throw new UsageError(`resource type: one of ${LINK_TYPES.join(', ')}`);
        const url = required(c.args[1], 'url');
        const { resources } = await c.client.shell.get.query({ merchant: c.merchant });
        const qr = ['IOS', 'Android', 'MOBILECONFIG'].includes(resourceType);
        const entry = {
          resourceType,
          url,
          qrCodeUrl: qr ? url : null,
          labelNameCn: resourceType,
          labelNameEn: resourceType,
        };
        const others = resources.filter((r) => r.resourceType !== resourceType);
        await c.client.brand.set.mutate({ merchant: c.merchant, resources: [...others, entry] });
        return entry;
      },
    },
    cdns: {
      usage: 'shell cdns [--images host1,host2] [--launch host1,host2]',
      summary: 'the image and game-launch hosts the site picks from at random',
      run: (c) =>
        c.client.brand.set.mutate({
          merchant: c.merchant,
          imageCDNs: list(flagString(c.flags, 'images')),
          launchGameCDNs: list(flagString(c.flags, 'launch')),
        }),
    },
    presets: {
      usage: 'shell presets <N>',
      summary: 'how many preset avatars members may pick',
      run: (c) =>
        c.client.brand.set.mutate({ merchant: c.merchant, avatarPresets: Number(required(c.args[0], 'N')) }),
    },
  },
  avatar: {
    get: {
      usage: 'avatar get <username>',
      summary: "a member's avatar",
      run: (c) =>
        c.client.shell.memberAvatar.query({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
        }),
    },
    set: {
      usage: 'avatar set <username> --preset N',
      summary: 'put a member on a preset avatar',
      run: (c) =>
        c.client.shell.setMemberAvatar.mutate({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
          preset: Number(required(flagNumber(c.flags, 'preset')?.toString(), '--preset N')),
        }),
    },
    reset: {
      usage: 'avatar reset <username>',
      summary: 'put a member back on preset 0 (e.g. a picture against the rules)',
      run: (c) =>
        c.client.shell.resetMemberAvatar.mutate({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
        }),
    },
  },
};
