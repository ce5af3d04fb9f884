// Who may do what (platform-spec.md sections 4 and 6): a session is needed for any protected action;
// a trial account (type 4) is kept out of real-account features; the member centre is for real
// members, the agent centre for agent types 1, 2, 41 and 42.
import { isAgentType, isTrialType } from '@sim/shared/member-types';
import type { Session } from '../../lib/session/session';

export type AccessNeed =
  /** anything that needs a session: starting a game */
  | 'login'
  /** deposit, withdraw: a real account */
  | 'realAccount'
  | 'memberCentre'
  | 'agentCentre';

/** `trialAccount`: a trial account asking for the member centre is shown its own view (its name, an upgrade). */
export type AccessVerdict = 'allow' | 'login' | 'wait' | 'trialWarning' | 'trialAccount' | 'notAgent';

export function accessVerdict(session: Session, need: AccessNeed): AccessVerdict {
  if (session.status === 'anonymous') return 'login';
  if (session.status === 'loading') return 'wait';
  const { type } = session.member;
  switch (need) {
    case 'login':
      return 'allow';
    case 'realAccount':
      return isTrialType(type) ? 'trialWarning' : 'allow';
    case 'memberCentre':
      return isTrialType(type) ? 'trialAccount' : 'allow';
    case 'agentCentre':
      // a trial account is told it needs a real one (spec section 8), any other non-agent is refused
      if (isTrialType(type)) return 'trialWarning';
      return isAgentType(type) ? 'allow' : 'notAgent';
  }
}
