import type { PlatformLanguage } from '@sim/shared/languages';
import { useMutation } from '@tanstack/react-query';
import { lazySchemas } from '../../api/lazy-schemas';
import { wireSend } from '../../api/wire';

const passwordSchemas = lazySchemas(() => import('@sim/shared/wps/password'));

/** PUT /wps/member/language (APP `getUpdateLanguage`): a logged-in member's choice follows the account. */
export function useUpdateMemberLanguage() {
  return useMutation({
    mutationFn: (language: PlatformLanguage) =>
      wireSend(
        'PUT',
        '/wps/member/language',
        passwordSchemas.memberLanguageSchema,
        { language },
        { auth: true },
      ),
  });
}
