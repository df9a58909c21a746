// Platform messages (docs/messages.md). On a desktop in English the operator writes to a new member from the
// console's Messages page (preview, confirm, send); otherwise (a phone, and Malay) through its API call. The
// member's page is open on the inbox all along: the header's badge counts the new messages without a reload,
// the member opens one (it becomes read), marks all read, and deletes one.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { sendMessageEndpoint, sentMessagesEndpoint } from '@orbit/contracts/messages';
import { BASE_URL, consoleTexts, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, uniqueName } from './10-account-steps.ts';
import { consolePage, memberPage, merchantOf, registerMemberViaApi } from './20-wallet-steps.ts';

let browser: Browser;
let merchant: string;
let operator: Awaited<ReturnType<typeof operatorApi>>;

type Texts = { messages: Record<'close' | 'delete' | 'emptyTitle' | 'read' | 'readAll', string> & { kind: Record<string, string> } };
const inboxTexts = (language: 'en' | 'ms') => JSON.parse(readFileSync(path.resolve('apps/web/src/locales/messages', `${language}.json`), 'utf8')) as Texts;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');

before(async () => {
  browser = await launchBrowser();
  operator = await operatorApi();
  merchant = await merchantOf(operator);
});
after(() => browser.close());

/** The header's messages link that is on screen (the phone and desktop bars are both in the page). */
// The unread count sits on the messages link on a desktop and on the account menu's button on a phone.
const headerMessages = (page: Page) => page.locator('[data-testid="header-messages"]:visible, [data-testid="header-account"]:visible').first();

/** Waits for the header's badge to read `count` (no badge for 0). */
async function badgeReads(page: Page, count: number) {
  const badge = headerMessages(page).getByTestId('unread-badge');
  if (count === 0) await badge.waitFor({ state: 'detached' });
  else
    await headerMessages(page)
      .getByTestId('unread-badge')
      .filter({ hasText: new RegExp(`^${count}$`) })
      .waitFor();
}

/** The operator writes from the console's Messages page: audience, title, body, preview, send, confirm. */
async function sendFromConsole(username: string, title: string, body: string) {
  const t = consoleTexts('en');
  const { context, page } = await consolePage(browser);
  try {
    await page.goto(`${BASE_URL}/console/messages`);
    const form = page.getByRole('form', { name: t('messages.composer') });
    await form.getByLabel(t('messages.targets.member')).fill(username);
    await form.getByLabel(t('messages.titleField', { language: t('messages.languages.EN') })).fill(title);
    await form.getByLabel(t('messages.bodyField', { language: t('messages.languages.EN') })).fill(body);
    await form.getByRole('button', { name: t('messages.preview') }).click();
    await page
      .getByTestId('message-preview')
      .getByText(t('messages.recipients', { count: 1 }))
      .waitFor();
    await screenshot(page, '41-console-preview-desktop-en');
    await form.getByRole('button', { name: t('messages.send') }).click();
    const confirm = page.getByRole('dialog', { name: t('messages.confirmTitle') });
    await confirm.getByRole('button', { name: t('messages.send') }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByTestId('sent-row').filter({ hasText: title }).waitFor();
    await screenshot(page, '41-console-sent-log-desktop-en');
    await page.setViewportSize(PHONE);
    await page.getByTestId('sent-row').filter({ hasText: title }).waitFor();
    await screenshot(page, '41-console-sent-log-phone-en');
  } finally {
    await context.close();
  }
}

for (const [device, viewport, language] of [
  ['phone', PHONE, 'en'],
  ['desktop', DESKTOP, 'en'],
  ['phone', PHONE, 'ms'],
  ['desktop', DESKTOP, 'ms'],
] as const) {
  test(`a member on a ${device} in ${language} sees messages arrive live, reads, marks all read and deletes`, async () => {
    const { messages: t } = inboxTexts(language);
    const code = language === 'en' ? 'EN' : 'MS';
    await setRegisterCaptcha(operator, false);
    const member = await registerMemberViaApi(operator, merchant, 'msg').finally(() => setRegisterCaptcha(operator, true));
    const username = member.session.account;
    const tag = uniqueName('m');
    const first = { EN: `Welcome bonus ${tag}`, MS: `Bonus alu-aluan ${tag}` };
    const second = { EN: `Maintenance tonight ${tag}`, MS: `Penyelenggaraan malam ini ${tag}` };
    const { context, page } = await memberPage(browser, merchant, member.session, { viewport, language });
    try {
      await page.goto(`${BASE_URL}/member/messageV2`);
      // A screenshot of what showed instead, when the empty inbox does not come.
      await page
        .getByText(t.emptyTitle)
        .waitFor()
        .catch(async (error: unknown) => {
          await screenshot(page, `41-inbox-empty-failed-${device}-${language}`);
          throw error;
        });
      await headerMessages(page).waitFor();
      await screenshot(page, `41-inbox-empty-${device}-${language}`);

      // The first message: from the console's page on the desktop in English, through its API call otherwise.
      const fromConsole = device === 'desktop' && language === 'en';
      if (fromConsole) await sendFromConsole(username, first.EN, 'Your bonus is waiting in the promotions page.');
      else
        await operator.call(sendMessageEndpoint, {
          body: {
            audience: { kind: 'member', username },
            format: 'text',
            title: first,
            body: { EN: 'Your bonus is waiting in the promotions page.', MS: 'Bonus anda menanti di halaman promosi.' },
          },
        });
      await badgeReads(page, 1);
      await operator.call(sendMessageEndpoint, {
        body: {
          audience: { kind: 'usernames', usernames: [username] },
          format: 'html',
          title: second,
          body: { EN: '<p>The site rests from <strong>02:00</strong>.</p>', MS: '<p>Laman berehat dari <strong>02:00</strong>.</p>' },
        },
      });
      await badgeReads(page, 2);
      const rows = page.getByTestId('message-row');
      const firstTitle = fromConsole ? first.EN : first[code];
      await rows.filter({ hasText: second[code] }).waitFor();
      await rows.filter({ hasText: firstTitle }).waitFor();
      await screenshot(page, `41-inbox-unread-${device}-${language}`);

      // Opening one reads it: its body shows and the badge counts one fewer.
      const opened = rows.filter({ hasText: second[code] });
      // The row's toggle (the one button of the row that expands).
      await opened.locator('button[aria-expanded]').click();
      await opened.getByText(code === 'EN' ? 'The site rests from' : 'Laman berehat dari').waitFor();
      await badgeReads(page, 1);
      await rows.filter({ hasText: second[code] }).and(page.locator('[data-read="true"]')).waitFor();
      await screenshot(page, `41-inbox-open-${device}-${language}`);

      await page.getByRole('button', { name: t.readAll }).click();
      await badgeReads(page, 0);
      await rows.filter({ hasText: firstTitle }).and(page.locator('[data-read="true"]')).waitFor();

      await rows
        .filter({ hasText: firstTitle })
        .getByRole('button', { name: fill(t.delete, { title: firstTitle }) })
        .click();
      await rows.filter({ hasText: firstTitle }).waitFor({ state: 'detached' });
      assert.equal(await rows.count(), 1);
      await screenshot(page, `41-inbox-after-delete-${device}-${language}`);
    } finally {
      await context.close();
    }
    const log = await operator.call(sentMessagesEndpoint, { query: { page: 1, pageSize: 20 } });
    const sent = log.items.find((item) => item.title.EN === second.EN);
    assert.ok(sent, 'the second message is in the sent log');
    assert.equal(sent.read, 1);
  });
}
