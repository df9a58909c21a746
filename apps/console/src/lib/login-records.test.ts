import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { KNOWN_REASONS, LOGIN_METHODS, loginMethodKey, loginReasonKey } from './login-records.ts';

const text = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('login history wording', () => {
  it('names every login method and every failure reason the server records', () => {
    for (const method of LOGIN_METHODS) expect(typeof text(loginMethodKey(method)!), method).toBe('string');
    for (const reason of KNOWN_REASONS) expect(typeof text(loginReasonKey(reason)!), reason).toBe('string');
    expect(text(loginReasonKey('wrong password')!)).toBe('Wrong password');
  });

  it('reads a server error code as its translation', () => {
    expect(loginReasonKey('account_locked')).toBe('errors.account_locked');
  });

  it('shows an unknown method or reason as written, and a missing reason as such', () => {
    expect(loginMethodKey('carrier-pigeon')).toBeNull();
    expect(loginReasonKey('solar flare')).toBeNull();
    expect(typeof text(loginReasonKey(null)!)).toBe('string');
  });
});
