// The operator's session token, kept in sessionStorage (`consoleToken`) so it dies with the tab, with a
// tiny subscription so React re-renders when the session starts or ends.
const TOKEN_KEY = 'consoleToken';

export type SessionEndReason = 'logout' | 'expired';

type Listener = () => void;
const listeners = new Set<Listener>();
let lastEndReason: SessionEndReason | null = null;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  lastEndReason = null;
  for (const listener of listeners) listener();
}

export function clearToken(reason: SessionEndReason): void {
  if (getToken() === null) return;
  storage()?.removeItem(TOKEN_KEY);
  lastEndReason = reason;
  for (const listener of listeners) listener();
}

/** Why the last session ended, so the login page can say "your session expired"; cleared by the next login. */
export function sessionEndReason(): SessionEndReason | null {
  return lastEndReason;
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
