import type { Language } from '@sim/shared/languages';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { wireSend } from '../../api/wire';

/** PUT /wps/member/language (APP `getUpdateLanguage`): a logged-in member's choice follows the account. */
export function useUpdateMemberLanguage() {
  return useMutation({
    mutationFn: (language: Language) =>
      wireSend('PUT', '/wps/member/language', z.unknown(), { language }, { auth: true }),
  });
}
