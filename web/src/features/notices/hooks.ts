import { type Language, normaliseLanguage } from '@sim/shared/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lazySchemas } from '../../api/lazy-schemas';
import { wireGet } from '../../api/wire';
import { askAgainIfRefused } from '../../lib/first-paint/ask-again-if-refused';
import { ANNOUNCEMENTS_CALL } from './announcements-call';

const mcsfeSchemas = lazySchemas(() => import('@sim/shared/relay/mcsfe'));

/** player: PL marquee notices; promotion: PR; popup: PU; banners grouped by groupName. */
export function useAnnouncements() {
  // notices come in the visitor's language (the Language header): a new language asks again
  return useQuery(announcementsQuery(normaliseLanguage(useTranslation().i18n.language)));
}

/** The announcements in `language` (the home page asks ahead of its first render, features/home/home-data.ts). */
export function announcementsQuery(language: Language) {
  return queryOptions({
    queryKey: ['notices', 'announcements', language],
    queryFn: (context) =>
      wireGet(ANNOUNCEMENTS_CALL.path, mcsfeSchemas.announcementsSchema, {
        query: ANNOUNCEMENTS_CALL.query,
        checkAfterPaint: askAgainIfRefused(context),
      }),
    staleTime: 5 * 60_000,
  });
}
