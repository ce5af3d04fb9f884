import { helpCenterSchema } from '@sim/shared/wps/help';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { wireGet } from '../../api/wire';
import { currentLanguage } from '../../i18n';

/** GET /wps/system/helpCenter?lang=&device=WEB in the site's language. */
export function useHelpCenter() {
  const { i18n } = useTranslation();
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['help', lang, i18n.language],
    queryFn: () => wireGet('/wps/system/helpCenter', helpCenterSchema, { query: { lang, device: 'WEB' } }),
  });
}
