import type { Language } from '@sim/shared/languages';
import { memberLanguageSchema } from '@sim/shared/wps/password';
import { useMutation } from '@tanstack/react-query';
import { wireSend } from '../../api/wire';

/** PUT /wps/member/language (APP `getUpdateLanguage`): a logged-in member's choice follows the account. */
export function useUpdateMemberLanguage() {
  return useMutation({
    mutationFn: (language: Language) =>
      wireSend('PUT', '/wps/member/language', memberLanguageSchema, { language }, { auth: true }),
  });
}
