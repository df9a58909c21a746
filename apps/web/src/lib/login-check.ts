// The login check for protected actions (game launch, deposit, messages…), and what happens
// when the server says the session is over. Any feature may use it.
import { openAuthDialog } from './auth-dialogs.ts';
import { clearSession, getSession, TRIAL_TYPE, type SessionState } from './session.ts';

export type LoginCheckOutcome = 'ok' | 'needLogin' | 'trialAccount';

/** No token: log in first. A free-play (trial) account: refused. Everyone else may go on. */
export function loginCheckOutcome(session: Pick<SessionState, 'loggedIn' | 'isAgent'>): LoginCheckOutcome {
  if (!session.loggedIn) return 'needLogin';
  if (session.isAgent === TRIAL_TYPE) return 'trialAccount';
  return 'ok';
}

/**
 * Call before a protected action; go on only when it returns true. Otherwise it has already opened the
 * login popup, or warned a trial account (in_need_true_account, confirm label in_increase_submit).
 */
export function checkLogin(): boolean {
  const outcome = loginCheckOutcome(getSession());
  if (outcome === 'needLogin') openAuthDialog({ kind: 'login' });
  else if (outcome === 'trialAccount') openAuthDialog({ kind: 'trialWarning' });
  return outcome === 'ok';
}

/**
 * Call before opening a game. A visitor gets the login popup (null); a member plays for real money and a
 * free-play (trial) account with the house's play money.
 */
export function checkLoginForPlay(): { real: boolean } | null {
  const outcome = loginCheckOutcome(getSession());
  if (outcome === 'needLogin') {
    openAuthDialog({ kind: 'login' });
    return null;
  }
  return { real: outcome === 'ok' };
}

/** Error codes after which the stored token is worthless. */
const SESSION_OVER = new Set(['unauthorized', 'session_expired']);
/** Logging out of a session the server already ended needs no login popup. */
const LOGOUT_PATH = '/wps/session/logout';

/**
 * Reacts to an error reply of a call made with the session's token: a dead session is cleared and the login
 * popup opens; a due password change opens the change-password dialog. Returns whether it acted.
 */
export function handleSessionError(errorCode: string, path: string): boolean {
  if (SESSION_OVER.has(errorCode)) {
    clearSession();
    if (path !== LOGOUT_PATH) openAuthDialog({ kind: 'login', reason: 'expired' });
    return true;
  }
  if (errorCode === 'password_change_required') {
    openAuthDialog({ kind: 'changePassword', forced: true });
    return true;
  }
  return false;
}
