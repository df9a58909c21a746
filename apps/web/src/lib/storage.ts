// Browser storage keys, read and written safely (private modes can make storage throw).
export const SESSION_KEYS = {
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  isAgent: 'isAgent',
  /** Ours, beside the four shared keys: a forced password change survives a reload of the page. */
  mustChangePassword: 'mustChangePassword',
  /** Ours: the login dialog is telling the member the server ended the session (kept across a reload). */
  sessionEndedNotice: 'sessionEndedNotice',
} as const;
export const LOCAL_KEYS = {
  historyLanguage: 'hisLang',
  language: 'lang',
  /** Ours: the member hid the balance as ***. */
  balanceHidden: 'balanceHidden',
  /** Ours: '1' while some tab of this browser holds a session (no token: a new tab then asks the open ones). */
  sessionOpen: 'sessionOpen',
  /** Ours: a visitor's live chat token, so a reload resumes its conversation (docs/chat.md). */
  chatVisitor: 'chatVisitor',
  /** Ours: this browser's own random id, sent as the Device-Id header (contracts/member.ts DEVICE_ID_HEADER). */
  deviceId: 'deviceId',
} as const;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function readSession(key: string): string | null {
  return safe(() => window.sessionStorage.getItem(key), null);
}

export function writeSession(key: string, value: string | null): void {
  safe(() => (value === null ? window.sessionStorage.removeItem(key) : window.sessionStorage.setItem(key, value)), undefined);
}

export function readLocal(key: string): string | null {
  return safe(() => window.localStorage.getItem(key), null);
}

export function writeLocal(key: string, value: string): void {
  safe(() => window.localStorage.setItem(key, value), undefined);
}
