import { Suspense } from 'react';
import { lazyComponent } from '../../lib/first-paint/lazy-component';
import type { ModalRequest } from '../../lib/modal-router/modal-requests';

// Every modal is a chunk of its own, fetched on first open (or ahead of it: preloadSiteModals), so the
// forms, their schemas and Mantine's inputs stay out of the first load. The member centre brings the
// cashier and every record, the chat room its polling, the agent centre its team views.
const LoginModal = lazyComponent(() => import('../../features/session/modals/Login.modal'), 'LoginModal');
const LoginVerifyModal = lazyComponent(
  () => import('../../features/session/modals/LoginVerify.modal'),
  'LoginVerifyModal',
);
const RegisterModal = lazyComponent(
  () => import('../../features/register/modals/Register.modal'),
  'RegisterModal',
);
const UpgradeModal = lazyComponent(
  () => import('../../features/register/modals/Upgrade.modal'),
  'UpgradeModal',
);
const ForgotPasswordModal = lazyComponent(
  () => import('../../features/password/modals/ForgotPassword.modal'),
  'ForgotPasswordModal',
);
const ChangePasswordModal = lazyComponent(
  () => import('../../features/password/modals/ChangePassword.modal'),
  'ChangePasswordModal',
);
const NoticeModal = lazyComponent(() => import('../../features/notices/modals/Notice.modal'), 'NoticeModal');
const ChatRoomModal = lazyComponent(() => import('../../features/support/ChatRoom.modal'), 'ChatRoomModal');
const SubGamesModal = lazyComponent(
  () => import('../../features/games/modals/SubGames.modal'),
  'SubGamesModal',
);
const MemberCentreModal = lazyComponent(
  () => import('../../features/member-centre/modals/MemberCentre.modal'),
  'MemberCentreModal',
);
const AgentCentreModal = lazyComponent(
  () => import('../../features/agent/modals/AgentCentre.modal'),
  'AgentCentreModal',
);

/** The small modals' chunks (tests render them at once, as a site that has fetched them does). */
export const preloadAccountModals = () =>
  Promise.all(
    [
      LoginModal,
      LoginVerifyModal,
      RegisterModal,
      UpgradeModal,
      ForgotPasswordModal,
      ChangePasswordModal,
      NoticeModal,
      SubGamesModal,
    ].map((modal) => modal.preload()),
  );

/** The routing table: a request's name picks the modal, its fields are the modal's props. */
export function ModalOutlet({ request }: { request: ModalRequest }) {
  return (
    <Suspense fallback={null}>
      <ModalFor request={request} />
    </Suspense>
  );
}

function ModalFor({ request }: { request: ModalRequest }) {
  switch (request.name) {
    case 'login':
      return <LoginModal reason={request.reason} />;
    case 'loginVerify':
      return <LoginVerifyModal request={request} />;
    case 'register':
      return <RegisterModal referralCode={request.referralCode} />;
    case 'upgrade':
      return <UpgradeModal />;
    case 'forgotPassword':
      return <ForgotPasswordModal />;
    case 'changePassword':
      return <ChangePasswordModal forced={request.forced} currentPassword={request.currentPassword} />;
    case 'notice':
      return <NoticeModal noticeId={request.noticeId} />;
    case 'chatRoom':
      return <ChatRoomModal />;
    case 'subGames':
      return <SubGamesModal game={request.game} />;
    case 'memberCentre':
      return <MemberCentreModal page={request.page} />;
    case 'agentCentre':
      return <AgentCentreModal page={request.page} />;
  }
}
