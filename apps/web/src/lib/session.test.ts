// The session store (sessionStorage token, account, merchant, isAgent) and the login check,
// on an in-memory sessionStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_TYPES as CONTRACT_AGENT_TYPES, TRIAL_TYPE as CONTRACT_TRIAL_TYPE } from '@orbit/contracts/member';
import { closeAuthDialog, getAuthDialog } from './auth-dialogs.ts';
import { checkLogin, handleSessionError, loginCheckOutcome } from './login-check.ts';
import { AGENT_TYPES, clearSession, getSession, isAgentType, replaceToken, setMerchantCode, setSession, TRIAL_TYPE } from './session.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  (globalThis as { window?: unknown }).window = { sessionStorage: storage, localStorage: new MemoryStorage() };
  clearSession();
  closeAuthDialog();
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const member = { token: 't-1', account: 'player01', isAgent: 0 };

describe('session store', () => {
  it('keeps token, account and isAgent in sessionStorage under the keys other clients share', () => {
    setSession(member);
    expect(Object.fromEntries(storage.items)).toEqual({ token: 't-1', account: 'player01', isAgent: '0' });
    expect(getSession()).toEqual({ loggedIn: true, token: 't-1', account: 'player01', isAgent: 0, mustChangePassword: false });
  });

  it('logout clears the session but keeps the merchant', () => {
    setMerchantCode('harimau');
    setSession({ ...member, mustChangePassword: true });
    clearSession();
    expect(Object.fromEntries(storage.items)).toEqual({ merchant: 'harimau' });
    expect(getSession().loggedIn).toBe(false);
  });

  it('remembers a due password change until the new token arrives', () => {
    setSession({ ...member, mustChangePassword: true });
    expect(getSession().mustChangePassword).toBe(true);
    replaceToken('t-2');
    expect(getSession()).toMatchObject({ token: 't-2', mustChangePassword: false, account: 'player01' });
  });

  it('gives the same snapshot until something changes (React needs a stable one)', () => {
    setSession(member);
    const first = getSession();
    expect(getSession()).toBe(first);
    setSession({ ...member, token: 't-9' });
    expect(getSession()).not.toBe(first);
  });

  it('knows the agent types of the contracts', () => {
    expect([...AGENT_TYPES]).toEqual([...CONTRACT_AGENT_TYPES]);
    expect(TRIAL_TYPE).toBe(CONTRACT_TRIAL_TYPE);
    expect([1, 2, 41, 42].every(isAgentType)).toBe(true);
    expect([0, 4, null].some(isAgentType)).toBe(false);
  });
});

describe('login check for protected actions', () => {
  it('blocks a visitor and opens the login popup', () => {
    expect(loginCheckOutcome({ loggedIn: false, isAgent: null })).toBe('needLogin');
    expect(checkLogin()).toBe(false);
    expect(getAuthDialog()).toEqual({ kind: 'login' });
  });

  it('blocks a free-play account with the in_need_true_account warning', () => {
    setSession({ ...member, isAgent: 4 });
    expect(checkLogin()).toBe(false);
    expect(getAuthDialog()).toEqual({ kind: 'trialWarning' });
  });

  it('lets members and agents through without a dialog', () => {
    for (const isAgent of [0, 1, 2, 41, 42]) {
      setSession({ ...member, isAgent });
      expect(checkLogin()).toBe(true);
    }
    expect(getAuthDialog()).toBeNull();
  });
});

describe('a reply saying the session is over', () => {
  it('clears the session and opens the login popup', () => {
    setSession(member);
    expect(handleSessionError('session_expired', '/wps/member/info')).toBe(true);
    expect(getSession().loggedIn).toBe(false);
    expect(getAuthDialog()).toEqual({ kind: 'login', reason: 'expired' });
  });

  it('keeps the notice of an ended session across a reload until the member closes it', async () => {
    setSession(member);
    handleSessionError('session_expired', '/wps/v2/wallets/balance');
    expect(storage.items.get('sessionEndedNotice')).toBe('1');
    // A reload: the page starts again with what sessionStorage kept, and no token to find dead.
    (globalThis as { window: { location?: unknown } }).window.location = { search: '' };
    vi.resetModules();
    const reloaded = await import('./auth-dialogs.ts');
    expect(reloaded.getAuthDialog()).toEqual({ kind: 'login', reason: 'expired' });
    reloaded.closeAuthDialog();
    expect(storage.items.has('sessionEndedNotice')).toBe(false);
    vi.resetModules();
    expect((await import('./auth-dialogs.ts')).getAuthDialog()).toBeNull();
  });

  it('on logout only clears the session', () => {
    setSession(member);
    handleSessionError('unauthorized', '/wps/session/logout');
    expect(getSession().loggedIn).toBe(false);
    expect(getAuthDialog()).toBeNull();
  });

  it('opens the change-password dialog when a change is due, and ignores other errors', () => {
    setSession(member);
    expect(handleSessionError('password_change_required', '/wps/v2/wallets/balance')).toBe(true);
    expect(getAuthDialog()).toEqual({ kind: 'changePassword', forced: true });
    closeAuthDialog();
    expect(handleSessionError('invalid_credentials', '/wps/session/login')).toBe(false);
    expect(getSession().loggedIn).toBe(true);
    expect(getAuthDialog()).toBeNull();
  });
});
