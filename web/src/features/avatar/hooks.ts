// The member's picture: MCSFE_getPlayerAvatar to read it, PUT /wps/member/info/icon to change it
// (a preset, or an uploaded png/jpg checked like every upload: lib/images/image-files.ts).
import { type Avatar, avatarSchema, presetAvatarPath, type SetAvatarRequest } from '@sim/shared/wps/avatar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wireGet, wireSend } from '../../api/wire';
import { sessionQueryKey, useToken } from '../../lib/session/session';
import { imagePath, imageUrl } from '../../lib/site-status/cdn-hosts';
import { useBrandConfig } from '../../lib/site-status/site-status';

/** Older servers do not say how many presets they draw: the simulator's default. */
export const DEFAULT_AVATAR_PRESETS = 12;

export function useAvatarPresets(): number {
  return useBrandConfig().avatarPresets ?? DEFAULT_AVATAR_PRESETS;
}

export function useAvatar() {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'avatar'),
    queryFn: () => wireGet('/wps/relay/MCSFE_getPlayerAvatar', avatarSchema, { auth: true }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSetAvatar() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetAvatarRequest) =>
      wireSend('PUT', '/wps/member/info/icon', avatarSchema, request, { auth: true }),
    onSuccess: (avatar) => queryClient.setQueryData(sessionQueryKey(token, 'avatar'), avatar),
  });
}

/** Where the picture is: a preset drawn on the image host, or the upload's URL (also on it). */
export function avatarSource(avatar: Avatar): string {
  return avatar.avatarType === 'STATIC'
    ? imagePath(presetAvatarPath(avatar.avatar))
    : imageUrl(avatar.avatar);
}

export const presetSource = (preset: number) => imagePath(presetAvatarPath(preset));
