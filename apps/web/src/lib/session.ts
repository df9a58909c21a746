// The member session lives in sessionStorage (spec §3). Components subscribe through useSession so the
// header and guards follow a login or logout made anywhere in the app.
import { useSyncExternalStore } from 'react';
import { readSession, SESSION_KEYS, writeSession } from './storage.ts';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return readSession(SESSION_KEYS.token);
}

export function getMerchantCode(): string | null {
  return readSession(SESSION_KEYS.merchant);
}

export function setMerchantCode(code: string): void {
  if (getMerchantCode() !== code) writeSession(SESSION_KEYS.merchant, code);
}

export function setSession(session: { token: string; account: string; isAgent: number }): void {
  writeSession(SESSION_KEYS.token, session.token);
  writeSession(SESSION_KEYS.account, session.account);
  writeSession(SESSION_KEYS.isAgent, String(session.isAgent));
  notify();
}

/** Logout: clears the session but keeps the merchant (spec §3). */
export function clearSession(): void {
  writeSession(SESSION_KEYS.token, null);
  writeSession(SESSION_KEYS.account, null);
  writeSession(SESSION_KEYS.isAgent, null);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Logged in means a token is in session storage (spec §4). */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getToken() !== null,
    () => false,
  );
}
