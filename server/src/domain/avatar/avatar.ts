// The member's picture: a preset of the merchant's (STATIC, its number) or an uploaded png/jpg
// (CUSTOM, served from the image host at a URL that changes with every upload; stored as decoded and
// encoded again, lib/image-data-url.ts). No row: preset 0.
import { AVATAR_MAX_BYTES, type Avatar, type SetAvatarRequest } from '@sim/shared/wps/avatar';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { decodeImageDataUrl } from '../../lib/image-data-url.ts';
import type { MerchantProfile } from '../merchants/directory.ts';

export const DEFAULT_AVATAR: Avatar = { avatar: '0', avatarType: 'STATIC' };

/** Custom pictures are served by the simulator's image host (server/src/cdn/routes.ts). */
export const customAvatarUrl = (memberId: number, version: number) =>
  `/cdn/images/avatars/custom/${memberId}-${version}`;

export async function memberAvatar(db: Db, memberId: number): Promise<Avatar> {
  const row = await db.memberAvatar.findUnique({ where: { memberId } });
  if (!row) return DEFAULT_AVATAR;
  return row.avatarType === 'CUSTOM'
    ? { avatar: customAvatarUrl(memberId, row.version), avatarType: 'CUSTOM' }
    : { avatar: String(row.preset), avatarType: 'STATIC' };
}

export interface AvatarDeps {
  db: Db;
  clock: SimClock;
}

/** A preset must be one of the merchant's; a custom picture must be a whole png or jpg of at most 5MB. */
export async function setMemberAvatar(
  deps: AvatarDeps,
  merchant: MerchantProfile,
  memberId: number,
  request: SetAvatarRequest,
): Promise<Avatar> {
  const data = await avatarData(merchant, request);
  const updatedAt = deps.clock.now();
  await deps.db.memberAvatar.upsert({
    where: { memberId },
    create: { memberId, ...data, updatedAt },
    update: { ...data, version: { increment: 1 }, updatedAt },
  });
  return memberAvatar(deps.db, memberId);
}

async function avatarData(merchant: MerchantProfile, request: SetAvatarRequest) {
  if (request.avatarType === 'STATIC') {
    const preset = Number(request.avatar);
    if (preset >= merchant.config.avatarPresets)
      throw PlatformError.of('requestParamError', {
        message: `No such avatar: choose 0 to ${merchant.config.avatarPresets - 1}`,
      });
    return { avatarType: 'STATIC', preset, image: null, imageType: null };
  }
  const decoded = await decodeImageDataUrl(request.avatar, AVATAR_MAX_BYTES);
  if ('problem' in decoded)
    throw PlatformError.of('requestParamError', { message: `Avatar: ${decoded.problem}` });
  return {
    avatarType: 'CUSTOM',
    preset: 0,
    image: new Uint8Array(decoded.bytes),
    imageType: `image/${decoded.type}`,
  };
}

/** The member's uploaded picture for the image host (the URL's version only busts caches); null: none. */
export async function customAvatarImage(db: Db, memberId: number) {
  const row = await db.memberAvatar.findUnique({ where: { memberId } });
  if (!row?.image || row.avatarType !== 'CUSTOM') return null;
  return { bytes: Buffer.from(row.image), type: row.imageType ?? 'image/png' };
}

/** Back office: put a member back on preset 0 (e.g. a picture that breaks the rules). */
export async function resetMemberAvatar(db: Db, memberId: number): Promise<Avatar> {
  await db.memberAvatar.deleteMany({ where: { memberId } });
  return DEFAULT_AVATAR;
}
