// The member session lives in sessionStorage (docs/members.md). Components subscribe through useSession so the
// header and guards follow a login or logout made anywhere in the app, and in any other tab of the browser
// (session-share.ts). Kept free of zod and the contracts' schemas: it is part of every page's first load.
import { useSyncExternalStore } from 'react';
import type { SessionMessage, SessionSharing, SharedSession } from './session-share.ts';
import { LOCAL_KEYS, readLocal, readSession, SESSION_KEYS, writeSession } from './storage.ts';

/** isAgent values (contracts' AGENT_TYPES and TRIAL_TYPE, repeated here so the shell needs no zod). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export interface SessionState {
  loggedIn: boolean;
  token: string | null;
  account: string | null;
  /** The member type; null when logged out. */
  isAgent: number | null;
  /** The password is the default or has expired: the change-password modal is due. */
  mustChangePassword: boolean;
}

const LOGGED_OUT: SessionState = { loggedIn: false, token: null, account: null, isAgent: null, mustChangePassword: false };

const listeners = new Set<() => void>();
let snapshot: SessionState | null = null;

function notify(): void {
  snapshot = null;
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

function readState(): SessionState {
  const token = getToken();
  if (!token) return LOGGED_OUT;
  const isAgent = Number(readSession(SESSION_KEYS.isAgent));
  return {
    loggedIn: true,
    token,
    account: readSession(SESSION_KEYS.account),
    isAgent: Number.isInteger(isAgent) ? isAgent : 0,
    mustChangePassword: readSession(SESSION_KEYS.mustChangePassword) === '1',
  };
}

/** The current session; the same object until it changes (useSyncExternalStore needs a stable snapshot). */
export function getSession(): SessionState {
  snapshot ??= readState();
  return snapshot;
}

let sharing: SessionSharing | null = null;

function announce(message: SessionMessage): void {
  sharing?.announce(message);
}

function writeAll(session: SharedSession): void {
  writeSession(SESSION_KEYS.token, session.token);
  writeSession(SESSION_KEYS.account, session.account);
  writeSession(SESSION_KEYS.isAgent, String(session.isAgent));
  writeSession(SESSION_KEYS.mustChangePassword, session.mustChangePassword ? '1' : null);
  notify();
}

function clearAll(): void {
  writeSession(SESSION_KEYS.token, null);
  writeSession(SESSION_KEYS.account, null);
  writeSession(SESSION_KEYS.isAgent, null);
  writeSession(SESSION_KEYS.mustChangePassword, null);
  notify();
}

function sharedSession(): SharedSession | null {
  const state = getSession();
  if (!state.token) return null;
  return { token: state.token, account: state.account ?? '', isAgent: state.isAgent ?? 0, mustChangePassword: state.mustChangePassword };
}

export function setSession(session: { token: string; account: string; isAgent: number; mustChangePassword?: boolean }): void {
  const shared = { ...session, mustChangePassword: session.mustChangePassword === true };
  writeAll(shared);
  announce({ kind: 'session', merchant: getMerchantCode(), session: shared });
}

/** A password change hands out a new token and lifts the forced change. */
export function replaceToken(token: string): void {
  if (!getToken()) return;
  writeSession(SESSION_KEYS.token, token);
  writeSession(SESSION_KEYS.mustChangePassword, null);
  notify();
  announce({ kind: 'token', merchant: getMerchantCode(), token });
}

/** Logout (here or, through the channel, in any tab): clears the session but keeps the merchant. */
export function clearSession(): void {
  const hadSession = getToken() !== null;
  clearAll();
  if (hadSession) announce({ kind: 'signedOut', merchant: getMerchantCode() });
}

/**
 * Joins the other tabs of this browser: from now on a login or logout here reaches them and theirs reach this
 * tab. Resolves once a tab without a session has had the open tabs' answer; at once when no tab holds one (the
 * sharing's code then arrives on the side: it is not part of the first load). Without BroadcastChannel (very old
 * browsers) each tab keeps its own session, as before.
 */
export function startSessionSharing(): Promise<void> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve();
  const joined = import('./session-share.ts').then(({ connectSessionSharing, SESSION_CHANNEL }) => {
    sharing ??= connectSessionSharing(
      {
        current: sharedSession,
        merchant: getMerchantCode,
        adopt: (session, merchant) => {
          if (merchant && !getMerchantCode()) writeSession(SESSION_KEYS.merchant, merchant);
          writeAll(session);
        },
        adoptToken: (token) => {
          writeSession(SESSION_KEYS.token, token);
          writeSession(SESSION_KEYS.mustChangePassword, null);
          notify();
        },
        signOut: clearAll,
      },
      new BroadcastChannel(SESSION_CHANNEL),
    );
    return sharing.askOpenTabs();
  });
  const settled = joined.catch(() => undefined);
  return !getToken() && readLocal(LOCAL_KEYS.sessionOpen) === '1' ? settled : Promise.resolve();
}

/**
 * The query key of the logged-in member's info (GET /wps/member/info), shared by the header, the account
 * dialogs and the member centre. It carries the token, so a new session never shows the last one's data.
 */
export function memberInfoKey(token: string) {
  return ['member', 'info', token] as const;
}

export function isAgentType(isAgent: number | null): boolean {
  return isAgent !== null && AGENT_TYPES.includes(isAgent);
}

/** Calls the listener when the session starts, changes or ends. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, () => LOGGED_OUT);
}

/** Logged in means a token is in session storage. */
export function useIsLoggedIn(): boolean {
  return useSession().loggedIn;
}
