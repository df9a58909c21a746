// The home page, feedback and Join us (docs/support.md). For a phone and a desktop, in English and Malay: a
// visitor's home shows hot games, the winners board (its switch on) and "Register", with the banner art drawn
// for visitors; a signed-in member's home never says "Register" and its banners are the members' art. A member
// sends feedback with two images and reads the operator's reply. A visitor applies on /join, the operator
// approves, the applicant reads the decision and the new agent logs in. /down shows its installation guide.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { approveApplicationEndpoint, listApplicationsEndpoint, listFeedbackEndpoint, replyFeedbackEndpoint } from '@orbit/contracts/support';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import { outboxEndpoint } from '@orbit/contracts/console-members';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, saveSettings, screenshot, siteTextTree, type TextTree } from '../support.ts';
import { loginViaApi, setRegisterCaptcha, uniqueName } from './10-account-steps.ts';
import { memberPage, merchantOf, registerMemberViaApi } from './20-wallet-steps.ts';

let browser: Browser;
let merchant: string;
let operator: Awaited<ReturnType<typeof operatorApi>>;

const text = (tree: TextTree, key: string) => key.split('.').reduce<string | TextTree>((node, part) => (node as TextTree)[part]!, tree) as string;
// A 1×1 png and a tiny jpeg (their first bytes are what the server checks).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]), Buffer.alloc(64, 0x20)]);

before(async () => {
  browser = await launchBrowser();
  operator = await operatorApi();
  merchant = await merchantOf(operator);
  const settings = await operator.call(getSettingsEndpoint);
  if (!settings.flags.homeWinnersBoard || !settings.flags.homeHotGames)
    await saveSettings(operator, 'flags', { ...settings.flags, homeWinnersBoard: true, homeHotGames: true });
});
after(() => browser.close());

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const language of ['en', 'ms'] as const) {
    const tree = siteTextTree(language);

    test(`a visitor's home on a ${device} in ${language}: hot games, winners, register`, async () => {
      const { context, page } = await newPage(browser, { viewport, language: language.toUpperCase() });
      try {
        await page.goto(`${BASE_URL}/`);
        await page.getByTestId('hot-games').getByRole('listitem').first().waitFor();
        await page
          .getByTestId('winners-board')
          .getByRole('heading', { name: text(tree, 'support.home.winners') })
          .waitFor();
        await page
          .getByRole('link', { name: text(tree, 'auth.register'), exact: true })
          .first()
          .waitFor();
        const banner = await page.locator('[aria-roledescription="carousel"] img').first().getAttribute('src');
        assert.match(banner ?? '', /for=visitor/);
        assert.match(banner ?? '', new RegExp(`lang=${language.toUpperCase()}`));
        await screenshot(page, `47-home-visitor-${device}-${language}`);
        await page.getByTestId('winners-board').scrollIntoViewIfNeeded();
        await screenshot(page, `47-home-boards-${device}-${language}`);
      } finally {
        await context.close();
      }
    });

    test(`a member's home on a ${device} in ${language} never asks to register; feedback gets its reply`, async () => {
      await setRegisterCaptcha(operator, false);
      const member = await registerMemberViaApi(operator, merchant, 'fb').finally(() => setRegisterCaptcha(operator, true));
      const { context, page } = await memberPage(browser, merchant, member.session, { viewport, language });
      try {
        await page.goto(`${BASE_URL}/`);
        await page
          .getByRole('link', { name: text(tree, 'home.deposit') })
          .first()
          .waitFor();
        await page.getByTestId('hot-games').waitFor();
        assert.equal(await page.getByRole('link', { name: text(tree, 'auth.register'), exact: true }).count(), 0);
        assert.equal(await page.getByRole('button', { name: text(tree, 'auth.register'), exact: true }).count(), 0);
        const banner = await page.locator('[aria-roledescription="carousel"] img').first().getAttribute('src');
        assert.match(banner ?? '', /for=member/);
        await screenshot(page, `47-home-member-${device}-${language}`);

        const content = `Withdrawal late ${uniqueName('f')}`;
        await page.goto(`${BASE_URL}/member/feedback`);
        const form = page.getByTestId('feedback-form');
        await form.waitFor();
        await form.locator('textarea').fill(content);
        await form.getByTestId('feedback-images').setInputFiles([
          { name: 'one.png', mimeType: 'image/png', buffer: PNG },
          { name: 'two.jpg', mimeType: 'image/jpeg', buffer: JPEG },
        ]);
        await form.locator('img').nth(1).waitFor();
        await screenshot(page, `47-feedback-form-${device}-${language}`);
        await form.getByRole('button', { name: text(tree, 'support.feedback.send') }).click();
        await page.getByText(text(tree, 'support.feedback.sent')).waitFor();

        const { items } = await operator.call(listFeedbackEndpoint, { query: { status: 'open' } });
        const ticket = items.find((item) => item.content === content);
        assert.ok(ticket, 'the operator sees the feedback');
        assert.equal(ticket.imageIds.length, 2);
        const answer = `Paid at 14:05, please check ${uniqueName('r')}`;
        await operator.call(replyFeedbackEndpoint, { params: { id: ticket.id }, body: { body: answer } });
        await page.reload();
        await page.getByTestId('feedback-reply').filter({ hasText: answer }).waitFor();
        await screenshot(page, `47-feedback-reply-${device}-${language}`);
      } finally {
        await context.close();
      }
    });

    test(`a visitor applies on /join on a ${device} in ${language}; once approved the agent logs in; /down has its guide`, async () => {
      const { context, page } = await newPage(browser, { viewport, language: language.toUpperCase() });
      try {
        await page.goto(`${BASE_URL}/join`);
        await page.getByTestId('join-commission').waitFor();
        const username = uniqueName('ag').slice(0, 14).toLowerCase();
        await page.locator('input[name="username"]').fill(username);
        await page.locator('input[name="name"]').fill('Siti Aminah');
        await page.locator('input[name="email"]').fill(`${username}@example.com`);
        await screenshot(page, `47-join-${device}-${language}`);
        await page.getByRole('button', { name: text(tree, 'support.join.submit') }).click();
        const shown = await page.getByTestId('application-reference').textContent();
        const reference = /([A-Z0-9]{10})/.exec(shown ?? '')?.[1];
        assert.ok(reference, 'the applicant is given a reference');

        const { items } = await operator.call(listApplicationsEndpoint, { query: { status: 'pending' } });
        const application = items.find((item) => item.reference === reference);
        assert.ok(application);
        await operator.call(approveApplicationEndpoint, { params: { id: application.id } });

        await page.locator('input[name="reference"]').fill(reference);
        await page.getByRole('button', { name: text(tree, 'support.join.check') }).click();
        await page.getByTestId('application-status').getByText(text(tree, 'support.join.status.approved')).waitFor();
        // The one-time password reaches the applicant's e-mail alone (the demo's outbox stands in for it).
        const mail = await operator.call(outboxEndpoint, { query: { recipient: `${username}@example.com`, page: 1, pageSize: 5 } });
        const password = /one-time password (\S+) /.exec(mail.items[0]?.body ?? '')?.[1];
        assert.ok(password, 'the approval e-mail carries the one-time password');
        const session = await loginViaApi(merchant, username, password);
        assert.equal(session.mustChangePassword, true);
        assert.ok([1, 2, 41, 42].includes(session.isAgent), 'the account is an agent');

        await page.goto(`${BASE_URL}/down`);
        await page.getByTestId('install-guide').getByText(text(tree, 'support.down.android.title'), { exact: true }).waitFor();
        await page.getByTestId('install-guide').scrollIntoViewIfNeeded();
        await screenshot(page, `47-down-${device}-${language}`);
      } finally {
        await context.close();
      }
    });
  }
}
