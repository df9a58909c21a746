// The account screens' texts arrive with those screens, even when such a page is opened straight at its
// address and its chunk is asked for while i18next is still starting.
import { describe, expect, it, vi } from 'vitest';

describe('account texts', () => {
  it('wait for i18next to start, then join the shell texts in the same namespace', async () => {
    vi.stubGlobal('document', { documentElement: { lang: '', dir: '' } });
    const { initI18n, loadAccountTexts } = await import('./i18n.ts');
    const { default: i18next } = await import('i18next');
    const early = loadAccountTexts();
    await initI18n('EN');
    await early;
    expect(i18next.t('register.tabMobile')).not.toBe('register.tabMobile');
    expect(i18next.t('member.menu.securityCenter')).not.toBe('member.menu.securityCenter');
    expect(i18next.t('auth.login')).not.toBe('auth.login');
  });
});

describe('wallet texts', () => {
  it('arrive as a set of their own, beside the account texts', async () => {
    const { loadTexts } = await import('./i18n.ts');
    const { default: i18next } = await import('i18next');
    expect(i18next.t('wallet.fund.total')).toBe('wallet.fund.total');
    await loadTexts('wallet');
    expect(i18next.t('wallet.fund.total')).not.toBe('wallet.fund.total');
    expect(i18next.t('member.menu.securityCenter')).not.toBe('member.menu.securityCenter');
  });
});
