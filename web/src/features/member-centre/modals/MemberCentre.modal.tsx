import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreLayout } from '../../../components/CentreLayout';
import { ModalFrame } from '../../../components/ModalFrame';
import { useModals } from '../../../lib/modal-router/context';
import { useSession } from '../../../lib/session/session';
import { useFeatureFlags } from '../../../lib/site-status/site-status';
import { MemberCentreNav } from '../components/MemberCentreNav';
import { DEFAULT_MEMBER_CENTRE_PAGE, type MemberCentrePage, pageIsOn } from '../member-centre-pages';
import { PAGE_REGISTRY } from '../page-registry';

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    /** the member centre on one of its pages (securityCenter when none is named) */
    memberCentre: { page?: MemberCentrePage };
  }
}

/** Wide enough for the records' tables beside the menu. */
const MEMBER_CENTRE_WIDTH = 1040;

/** The member centre (spec section 2): one active page, a left menu, a close button; shown once loaded. */
export function MemberCentreModal({ page: asked = DEFAULT_MEMBER_CENTRE_PAGE }: { page?: MemberCentrePage }) {
  const { t } = useTranslation();
  const { close } = useModals();
  const session = useSession();
  // a page whose module is off (cashback without MANPLAYREB3) opens the default page instead
  const page = pageIsOn(asked, useFeatureFlags()) ? asked : DEFAULT_MEMBER_CENTRE_PAGE;
  const { Page } = PAGE_REGISTRY[page];

  // the session ended while it was open (logout, expiry): nothing left to show
  useEffect(() => {
    if (session.status === 'anonymous') close();
  }, [session.status, close]);

  return (
    <ModalFrame
      testId="member-centre"
      closeTestId="member-centre-close"
      title={t('account.features.memberCentre')}
      onClose={close}
      fullScreenOnPhone
      width={MEMBER_CENTRE_WIDTH}
    >
      {session.status === 'member' ? (
        <CentreLayout
          nav={<MemberCentreNav active={page} />}
          page={page}
          title={t(`memberCentre.pages.${page}`)}
          testId={`member-centre-page-${page}`}
        >
          <Page member={session.member} />
        </CentreLayout>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </ModalFrame>
  );
}
