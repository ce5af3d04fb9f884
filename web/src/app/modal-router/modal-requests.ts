import type { GameEntry } from '../../features/games/game-entry';
import type { MemberCentrePage } from '../../features/member-centre/member-centre-pages';

// What can be opened through the modal router. One account modal is active at a time (opening
// another replaces it, as the platform's single modal slot does); a warning dialog stacks on top.

/** Spec section 4: the login verification step carries the credentials and the remember-me choice. */
export interface LoginVerifyRequest {
  name: 'loginVerify';
  username: string;
  password: string;
  remember: boolean;
  verifyTypes: ('SMS' | 'PAYEE_NAME')[];
  /** the masked mobile the server texted the code to */
  mobile: string | null;
}

export type ModalRequest =
  /** `protected`: opened by an action that needs a session ('You are not logged in, please login') */
  | { name: 'login'; reason?: 'protected' }
  | LoginVerifyRequest
  | { name: 'register'; referralCode?: string }
  | { name: 'upgrade' }
  | { name: 'forgotPassword' }
  /** forced after login: `currentPassword` is the password typed at login, so no old password is asked */
  | { name: 'changePassword'; forced: boolean; currentPassword?: string }
  | { name: 'comingSoon'; feature: ComingSoonFeature }
  /** the notice modal (spec section 2): 9 titles a page, the selected notice's HTML content */
  | { name: 'notice'; noticeId?: number }
  /** the game popup: the sub-games of a VASSALAGE entry */
  | { name: 'subGames'; game: GameEntry }
  /** the member centre on one of its pages (securityCenter when none is named) */
  | { name: 'memberCentre'; page?: MemberCentrePage };

export type ModalName = ModalRequest['name'];

/** Header entries whose pages arrive in a later issue. */
export type ComingSoonFeature = 'agentCentre';

export interface WarningRequest {
  /** data-testid of the dialog: `trial-warning`, `sms-error`, `affiliate-error`, ... */
  testId: string;
  message: string;
  /** the confirm button's text; the dialog only has an OK button without it */
  confirmLabel?: string;
  onConfirm?: () => void;
}
