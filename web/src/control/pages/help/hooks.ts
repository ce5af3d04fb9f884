import type { Language } from '@sim/shared/languages';
import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { SUPPORT_S } from '../support/strings';

/** Often enough that feedback sent from the site shows while QA watches. */
const REFRESH_MS = 3000;

export function useFeedbackInbox() {
  return trpc.feedback.list.useQuery(
    { merchant: useMerchant(), limit: 200 },
    { refetchInterval: REFRESH_MS },
  );
}

export function useMarkFeedback() {
  const utils = trpc.useUtils();
  return trpc.feedback.update.useMutation({
    onSuccess: (item) => {
      notifySuccess(SUPPORT_S.help.marked(item.feedbackId, item.status));
      return utils.feedback.list.invalidate();
    },
  });
}

export function useHelpSections(lang: Language) {
  return trpc.help.sections.useQuery({ merchant: useMerchant(), lang });
}

export function useHelpEdits() {
  const utils = trpc.useUtils();
  const onSuccess = () => utils.help.sections.invalidate();
  return {
    save: trpc.help.setSection.useMutation({ onSuccess, meta: { success: SUPPORT_S.help.sectionSaved } }),
    reset: trpc.help.resetSection.useMutation({ onSuccess }),
  };
}
