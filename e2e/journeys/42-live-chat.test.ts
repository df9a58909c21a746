// Live chat (docs/chat.md). A member on a 390 px phone in Malay opens the chat from the support drawer and
// writes; an operator in a second browser answers from the console's Live chat page at 1280 px: the
// conversation arrives in the queue, the operator takes it and replies, and each side sees the other's
// message without a reload, with the member's typing shown at the desk and the read mark on the phone.
import { after, before, test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { BASE_URL, consoleTexts, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, uniqueName } from './10-account-steps.ts';
import { consolePage, memberPage, merchantOf, registerMemberViaApi } from './20-wallet-steps.ts';

let browser: Browser;
let merchant: string;
let operator: Awaited<ReturnType<typeof operatorApi>>;

type ChatTexts = { support: { chat: Record<'title' | 'placeholder' | 'send' | 'read', string> } };
const siteTexts = (language: 'ms') => JSON.parse(readFileSync(path.resolve('apps/web/src/locales/support', `${language}.json`), 'utf8')) as ChatTexts;
const shellTexts = (language: 'ms') =>
  JSON.parse(readFileSync(path.resolve('apps/web/src/locales', `${language}.json`), 'utf8')) as { support: Record<'open' | 'liveChatStart', string> };

before(async () => {
  browser = await launchBrowser();
  operator = await operatorApi();
  merchant = await merchantOf(operator);
});
after(() => browser.close());

test('a member on a phone in Malay and an operator at the desk see each other’s messages live', async () => {
  const chat = siteTexts('ms').support.chat;
  const shell = shellTexts('ms').support;
  const t = consoleTexts('en');
  await setRegisterCaptcha(operator, false);
  const member = await registerMemberViaApi(operator, merchant, 'chat').finally(() => setRegisterCaptcha(operator, true));
  const username = member.session.account;
  const tag = uniqueName('c');
  const question = `Deposit saya belum masuk ${tag}`;
  const answer = `Kami sedang menyemak deposit anda ${tag}`;

  const phone = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  const desk = await consolePage(browser, DESKTOP);
  try {
    await phone.page.goto(`${BASE_URL}/`);
    await phone.page.getByRole('button', { name: shell.open }).click();
    await phone.page
      .getByTestId('open-chat')
      .click()
      .catch(async (error: unknown) => {
        await screenshot(phone.page, '42-chat-open-failed-phone-ms');
        throw error;
      });
    const panel = phone.page.getByRole('dialog', { name: chat.title });
    await panel.getByTestId('chat-input').waitFor();
    await panel.getByTestId('chat-input').fill(question);
    await panel.getByRole('button', { name: chat.send }).click();
    await panel.getByTestId('chat-own').filter({ hasText: question }).waitFor();
    await screenshot(phone.page, '42-chat-member-sent-phone-ms');

    // The desk: the conversation waits in the queue; the operator opens it and takes it.
    await desk.page.goto(`${BASE_URL}/console/live-chat`);
    await desk.page.getByTestId('chat-queue-item').filter({ hasText: username }).first().click();
    await desk.page.getByTestId('desk-customer').filter({ hasText: question }).waitFor();
    await desk.page.getByTestId('chat-assign').click();
    await desk.page.getByText(t('chat.handledBy', { name: 'admin' })).waitFor();

    // The member types: the desk sees it; then a second message arrives at the desk without a reload.
    await panel.getByTestId('chat-input').fill(`Tolong ${tag}`);
    await desk.page.getByText(t('chat.typing', { name: username })).waitFor();
    await panel.getByRole('button', { name: chat.send }).click();
    await desk.page
      .getByTestId('desk-customer')
      .filter({ hasText: `Tolong ${tag}` })
      .waitFor()
      .catch(async (error: unknown) => {
        await screenshot(phone.page, '42-chat-second-failed-phone-ms');
        await screenshot(desk.page, '42-chat-second-failed-desktop-en');
        throw error;
      });

    // The operator answers: the phone shows it live, and the desk sees the read mark once the member has it open.
    await desk.page.getByTestId('desk-input').fill(answer);
    await desk.page.getByTestId('desk-send').click();
    await panel.getByTestId('chat-operator').filter({ hasText: answer }).waitFor();
    await desk.page
      .getByTestId('desk-own')
      .filter({ hasText: answer })
      .filter({ hasText: t('chat.read') })
      .waitFor();
    await panel.getByTestId('chat-own').filter({ hasText: chat.read }).first().waitFor();
    await screenshot(phone.page, '42-chat-answered-phone-ms');
    await screenshot(desk.page, '42-chat-desk-desktop-en');
  } finally {
    await phone.context.close();
    await desk.context.close();
  }
});
