import { normaliseLanguage } from '@sim/shared/languages';
import { announcementsSchema } from '@sim/shared/relay/mcsfe';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { wireGet } from '../../api/wire';

/** Spec section 9: announcement types B, PL, PU, PR; platform W; execution B. */
export const ANNOUNCEMENT_QUERY = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } as const;

/** player: PL marquee notices; promotion: PR; popup: PU; banners grouped by groupName. */
export function useAnnouncements() {
  // notices come in the visitor's language (the Language header): a new language asks again
  const language = normaliseLanguage(useTranslation().i18n.language);
  return useQuery({
    queryKey: ['notices', 'announcements', language],
    queryFn: () =>
      wireGet('/wps/relay/MCSFE_getListAnnouncements', announcementsSchema, { query: ANNOUNCEMENT_QUERY }),
    staleTime: 5 * 60_000,
  });
}
