import { lazy, Suspense } from 'react';
import { ComingSoonModal } from '../../features/access/modals/ComingSoon.modal';
import { SubGamesModal } from '../../features/games/modals/SubGames.modal';
import { NoticeModal } from '../../features/notices/modals/Notice.modal';
import { ChangePasswordModal } from '../../features/password/modals/ChangePassword.modal';
import { ForgotPasswordModal } from '../../features/password/modals/ForgotPassword.modal';
import { RegisterModal } from '../../features/register/modals/Register.modal';
import { UpgradeModal } from '../../features/register/modals/Upgrade.modal';
import { LoginModal } from '../../features/session/modals/Login.modal';
import { LoginVerifyModal } from '../../features/session/modals/LoginVerify.modal';
import type { ModalRequest } from '../../lib/modal-router/modal-requests';

/** The member centre brings the cashier and every record: its own chunk, loaded on first open. */
const MemberCentreModal = lazy(async () => ({
  default: (await import('../../features/member-centre/modals/MemberCentre.modal')).MemberCentreModal,
}));

/** The chat room polls and renders the conversation: its own chunk, loaded on first open. */
const ChatRoomModal = lazy(async () => ({
  default: (await import('../../features/support/ChatRoom.modal')).ChatRoomModal,
}));

/** The routing table: a request's name picks the modal, its fields are the modal's props. */
export function ModalOutlet({ request }: { request: ModalRequest }) {
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
    case 'comingSoon':
      return <ComingSoonModal feature={request.feature} />;
    case 'notice':
      return <NoticeModal noticeId={request.noticeId} />;
    case 'chatRoom':
      return (
        <Suspense fallback={null}>
          <ChatRoomModal />
        </Suspense>
      );
    case 'subGames':
      return <SubGamesModal game={request.game} />;
    case 'memberCentre':
      return (
        <Suspense fallback={null}>
          <MemberCentreModal page={request.page} />
        </Suspense>
      );
  }
}
