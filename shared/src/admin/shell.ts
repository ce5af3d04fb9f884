// shell.*: what the site's frame shows besides pages: the download links and QR targets, the social
// and email links (status `resources`), CDN host lists, the router list, avatar presets, and a
// member's avatar. The settings are brand settings (brand.set changes them); these read and name them.
import { z } from 'zod';
import { memberRefInput } from './members.ts';

/** A member's avatar: preset number, or reset to preset 0. */
export const setMemberAvatarInput = memberRefInput.extend({ preset: z.number().int().min(0).max(99) });

/** scenario key `avatars`: members' preset pictures, after personas */
export const avatarsScenarioSchema = z.array(
  z.object({ username: z.string().trim().toLowerCase(), preset: z.number().int().min(0).max(99) }),
);
