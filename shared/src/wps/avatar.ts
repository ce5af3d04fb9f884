// The member's picture (spec section 3, "Avatar: avatar, avatarType (CUSTOM or STATIC)"):
// MCSFE_getPlayerAvatar answers `{"avatar":"0","avatarType":"STATIC"}` (wire-contract.md 4.12).
import { z } from 'zod';
import { PROOF_MAX_BYTES, proofImageSchema } from './cashier.ts';

export const AVATAR_TYPES = ['STATIC', 'CUSTOM'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** STATIC: `avatar` is the preset's number; CUSTOM: the uploaded picture's URL on the image host. */
export const avatarSchema = z.object({ avatar: z.string(), avatarType: z.enum(AVATAR_TYPES) });
export type Avatar = z.infer<typeof avatarSchema>;

/** A custom picture is checked like every other upload: png or jpg, at most 5MB. */
export const AVATAR_MAX_BYTES = PROOF_MAX_BYTES;

/** PUT /wps/member/info/icon: a preset by number, or an uploaded png/jpg as a data URL. */
export const setAvatarRequestSchema = z.discriminatedUnion('avatarType', [
  z.object({ avatarType: z.literal('STATIC'), avatar: z.string().regex(/^\d{1,3}$/, 'a preset number') }),
  z.object({ avatarType: z.literal('CUSTOM'), avatar: proofImageSchema }),
]);
export type SetAvatarRequest = z.infer<typeof setAvatarRequestSchema>;

/** Where preset pictures live under an image host (`imageCDNs`): `<host>/avatars/<n>.svg`. */
export const presetAvatarPath = (preset: string | number) => `avatars/${preset}.svg`;
