import type { PlatformLanguage } from '@sim/shared/languages';
import { useQuery } from '@tanstack/react-query';
import { translationCoverage } from '../../../i18n/translation-coverage';
import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';

export function useBrand() {
  return trpc.brand.get.useQuery({ merchant: useMerchant() });
}

export function useSetBrand() {
  const utils = trpc.useUtils();
  return trpc.brand.set.useMutation({
    onSuccess: () => utils.brand.get.invalidate(),
    meta: { success: S.brand.saved },
  });
}

export function useRegisterFields() {
  return trpc.registerFields.list.useQuery({ merchant: useMerchant() });
}

export function useSetRegisterField() {
  const utils = trpc.useUtils();
  return trpc.registerFields.set.useMutation({
    onSuccess: (field) => {
      notifySuccess(S.brand.fieldSaved(field.field));
      return utils.registerFields.list.invalidate();
    },
  });
}

/** How much of each language the site translates (its locale files), for the languages given. */
export function useTranslationCoverage(languages: readonly PlatformLanguage[]) {
  return useQuery({
    queryKey: ['control', 'translation-coverage', ...languages],
    queryFn: () => translationCoverage(languages),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
