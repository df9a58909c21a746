// Small things a member meets: the withdrawal bank picker shows the merchant's banks by their logos; an agent
// who opens a contract page the merchant has switched off is told 'Please Register An Account First' and sent
// to the default page; a merchant that asks for a date of birth refuses one under 21 on the register form.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import { paymentPasswordEndpoint, realNameEndpoint } from '@orbit/contracts/member-security';
import type { Browser } from 'playwright-core';
import {
  BASE_URL,
  consoleTexts,
  DESKTOP,
  launchBrowser,
  newPage,
  operatorApi,
  PHONE,
  saveSettings,
  screenshot,
  siteTextTree,
  type TextTree,
} from '../support.ts';
import { loginViaApi, openFromHeader, setRegisterCaptcha, textsOf, type OperatorApi } from './10-account-steps.ts';
import { consolePage, memberApi, memberPage, merchantOf, MEMBER_PASSWORD, registerMemberViaApi } from './20-wallet-steps.ts';

const DEMO_AGENT = { username: 'agent01', password: 'Agent#2026demo' };

let browser: Browser;
let api: OperatorApi;
let merchant: string;
before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  merchant = await merchantOf(api);
  await setRegisterCaptcha(api, false);
});
after(async () => {
  await setRegisterCaptcha(api, true);
  await browser.close();
});

function text(code: 'en' | 'ms', set: string, key: string): string {
  const found = key
    .split('.')
    .reduce<string | TextTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), siteTextTree(`${set}/${code}`));
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${set}/${code}`);
  return found;
}

for (const [name, viewport, language] of [
  ['desktop-en', DESKTOP, 'en'],
  ['phone-ms', PHONE, 'ms'],
] as const) {
  test(`the withdrawal form offers the banks by their logos (${name})`, async () => {
    const { session } = await registerMemberViaApi(api, merchant, 'banks');
    const member = memberApi(merchant, session.token);
    await member.call(realNameEndpoint, { body: { realName: 'Nurul Aina' } });
    await member.call(paymentPasswordEndpoint, { body: { currentPassword: MEMBER_PASSWORD, newPaymentPassword: '135790', confirmPaymentPassword: '135790' } });
    const { page, context } = await memberPage(browser, merchant, session, { viewport, language });
    await page.goto(`${BASE_URL}/member/withdraw`);
    await page.getByTestId('add-bank-open').click();
    const picker = page.getByTestId('add-bank-account').getByRole('radiogroup', { name: text(language, 'wallet', 'wallet.bank.bank') });
    await picker.getByRole('radio', { name: 'Bank Rakyat' }).waitFor();
    assert.ok((await picker.getByRole('radio').count()) >= 20);
    // Every tile's logo has loaded (the drawn marks are served by the site).
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="add-bank-account"] [role="radio"] img')).every((img) => (img as HTMLImageElement).naturalWidth > 0),
    );
    await picker.getByRole('radio', { name: 'Maybank' }).click();
    assert.equal(await picker.getByRole('radio', { name: 'Maybank' }).getAttribute('aria-checked'), 'true');
    await screenshot(page, `withdraw-bank-picker-${name}`);
    await context.close();
  });
}

test('an agent opening a contract page that is switched off is told to register an account first', async () => {
  const { flags } = await api.call(getSettingsEndpoint);
  await saveSettings(api, 'flags', { ...flags, contractDividend: false });
  try {
    const session = await loginViaApi(merchant, DEMO_AGENT.username, DEMO_AGENT.password);
    const { page, context } = await memberPage(browser, merchant, session, { viewport: PHONE, language: 'ms' });
    await page.goto(`${BASE_URL}/agent/agentDividendRecordCopy2`);
    const notice = page.getByRole('dialog').filter({ hasText: text('ms', 'agents', 'agents.access.featureOff') });
    await notice.waitFor();
    await screenshot(page, 'agent-feature-off-phone-ms');
    await notice.getByRole('button', { name: text('ms', 'agents', 'agents.access.ok') }).click();
    await page.waitForURL(/\/agent\/agentTeamOverview$/);
    await context.close();
  } finally {
    await saveSettings(api, 'flags', flags);
  }
});

test('the register form refuses a date of birth under 21 when the merchant asks for one', async () => {
  const { registerRules } = await api.call(getSettingsEndpoint);
  await saveSettings(api, 'registerRules', {
    ...registerRules,
    birthday: { enabled: true, required: true, patternId: null, acceptedPattern: null, minLength: 10, maxLength: 10 },
  });
  try {
    for (const [name, viewport, language] of [
      ['desktop-en', DESKTOP, 'en'],
      ['phone-ms', PHONE, 'ms'],
    ] as const) {
      const t = textsOf(language);
      const { page, context } = await newPage(browser, { viewport, language: language.toUpperCase() });
      await page.goto(`${BASE_URL}/`);
      const dialog = await openFromHeader(page, t('auth.register'));
      const birthday = dialog.getByLabel(text(language, 'account', 'register.fields.birthday'));
      const nearly21 = new Date();
      nearly21.setFullYear(nearly21.getFullYear() - 21);
      nearly21.setDate(nearly21.getDate() + 2);
      await birthday.fill(nearly21.toISOString().slice(0, 10));
      await birthday.blur();
      await dialog.getByText(text(language, 'account', 'register.errors.underAge').replace('{{age}}', '21')).waitFor();
      await screenshot(page, `register-birthday-${name}`);
      await context.close();
    }
  } finally {
    await saveSettings(api, 'registerRules', registerRules);
  }
});

// The console is an operator's desk tool: its bank list is checked at desktop width.
for (const [name, viewport, language] of [['desktop-en', DESKTOP, 'en']] as const) {
  test(`finance sees the member banks with their logos and can open one to edit (${name})`, async () => {
    const t = consoleTexts(language);
    const { context, page } = await consolePage(browser, viewport);
    await context.addInitScript((code) => localStorage.setItem('consoleLang', code), language.toUpperCase());
    await page.goto(`${BASE_URL}/console/settings/payments`);
    const table = page.getByRole('table', { name: t('payments.memberBanksTitle') });
    await table.getByTestId('member-bank-KFH').waitFor();
    await table.getByTestId('member-bank-KFH').scrollIntoViewIfNeeded();
    await screenshot(page, `console-member-banks-${name}`);
    await table.getByRole('button', { name: t('list.edit', { name: 'Kuwait Finance House' }) }).click();
    const dialog = page.getByRole('dialog', { name: t('payments.editMemberBankTitle') });
    await dialog.waitFor();
    assert.equal(await dialog.getByLabel(t('payments.bankCode')).inputValue(), 'KFH');
    await screenshot(page, `console-member-bank-dialog-${name}`);
    await context.close();
  });
}
