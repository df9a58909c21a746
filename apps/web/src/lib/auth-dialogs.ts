// Which account dialog is open (login, register, forgot password, change password, logout, …). Any part of
// the site may ask for one; the header mounts the dialogs (a chunk of their own) on the first request.
// Kept free of zod: it is part of every page's first load.
import { useSyncExternalStore } from 'react';
import type { LoginResult, MemberSession } from '@orbit/contracts/member';
import type { SocialCompleteResult } from '@orbit/contracts/social';
import { readSession, SESSION_KEYS, writeSession } from './storage.ts';

export type LoginTab = 'username' | 'sms';
export type RegisterTab = 'username' | 'mobile';
export type TwoFactorChallenge = Extract<LoginResult, { state: 'twoFactor' }>;
export type SocialBindOffer = Extract<SocialCompleteResult, { state: 'bind' }>;

export type AuthDialog =
  | { kind: 'login'; tab?: LoginTab; reason?: 'expired' }
  | { kind: 'register'; tab?: RegisterTab }
  | { kind: 'forgot' }
  /** `forced`: after a login with the default or an expired password. */
  | { kind: 'changePassword'; forced: boolean }
  | { kind: 'logout' }
  /** A free-play account tried a protected action. */
  | { kind: 'trialWarning' }
  | { kind: 'twoFactor'; challenge: TwoFactorChallenge; via: 'password' | 'sms' | 'social' }
  | { kind: 'afterLogin'; session: Pick<MemberSession, 'account' | 'firstTimeLogin'> }
  | { kind: 'socialBind'; offer: SocialBindOffer }
  /** The link of a password-reset e-mail (/?resetToken=…). */
  | { kind: 'resetPassword'; resetToken: string }
  /** ?socialError= on the way back from Google or Facebook: the error code, translated. */
  | { kind: 'socialError'; errorCode: string };

export type AuthDialogKind = AuthDialog['kind'];

/** Query parameters of links that open an account dialog: the reset e-mail's, and the social sign-in return. */
export const DIALOG_LINK_PARAMS = ['resetToken', 'socialTicket', 'socialError'] as const;

function linkParamsOf(search: string): URLSearchParams | null {
  const params = new URLSearchParams(search);
  return DIALOG_LINK_PARAMS.some((name) => params.has(name)) ? params : null;
}

// The address the site was opened with: when the site requires login (loginedToHomePage), the guard sends a
// visitor from /?resetToken=… to /login before any dialog can read the link, so it is kept from the start.
let bootLinkParams: URLSearchParams | null = typeof window === 'undefined' ? null : linkParamsOf(window.location.search);

/** Whether a search string carries a dialog link's parameters. */
export function hasDialogLinkParams(search: string): boolean {
  return linkParamsOf(search) !== null || bootLinkParams !== null;
}

/** The dialog-link parameters the site was opened with, once (later calls get null). */
export function takeBootLinkParams(): URLSearchParams | null {
  const params = bootLinkParams;
  bootLinkParams = null;
  return params;
}

const listeners = new Set<() => void>();
// The notice that the server ended the session outlives a reload: the live balance or any call may find the
// session dead just before the member reloads, and the reload (no token left, so no failing call) must not
// swallow the notice. It lasts while that login dialog is open.
const SESSION_ENDED: AuthDialog = { kind: 'login', reason: 'expired' };
let current: AuthDialog | null = typeof window !== 'undefined' && readSession(SESSION_KEYS.sessionEndedNotice) ? SESSION_ENDED : null;
let requested = current !== null;

function notify(): void {
  writeSession(SESSION_KEYS.sessionEndedNotice, current?.kind === 'login' && current.reason === 'expired' ? '1' : null);
  for (const listener of listeners) listener();
}

/** Opens an account dialog, replacing the one open (they follow one another: login → two-factor → welcome). */
export function openAuthDialog(dialog: AuthDialog): void {
  current = dialog;
  requested = true;
  notify();
}

export function closeAuthDialog(): void {
  if (current === null) return;
  current = null;
  notify();
}

export function getAuthDialog(): AuthDialog | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialog(): AuthDialog | null {
  return useSyncExternalStore(subscribe, getAuthDialog, () => null);
}

/** True once any dialog was asked for: the header then loads the dialogs' code and keeps it mounted. */
export function useAuthDialogsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
