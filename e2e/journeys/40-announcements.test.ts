// Announcements (docs/content.md). The operator publishes a popup and a notice (through the console's API
// calls). For each of a phone and a desktop, in English and in Malay, a new member logs in and sees the popup
// once — closed, it does not come back on the next page — then reads the notice from the home page's marquee
// in the notice modal and on /noticePage, where the script the operator pasted was never stored.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { createSiteAnnouncementEndpoint, type AnnouncementInput } from '@orbit/contracts/announcements';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot, siteTextTree, type TextTree } from '../support.ts';
import { setRegisterCaptcha, uniqueName } from './10-account-steps.ts';
import { memberPage, merchantOf, registerMemberViaApi, removePopups } from './20-wallet-steps.ts';

let browser: Browser;
let merchant: string;
let operator: Awaited<ReturnType<typeof operatorApi>>;
const tag = uniqueName('n');
const POPUP = { EN: `Maintenance tonight ${tag}`, MS: `Penyelenggaraan malam ini ${tag}` };
const NOTICE = { EN: `Our bank account changed ${tag}`, MS: `Akaun bank kami bertukar ${tag}` };

function announcement(change: Partial<AnnouncementInput>): AnnouncementInput {
  return {
    group: 'player',
    type: 'PL',
    title: { EN: '' },
    content: { EN: '' },
    audience: 'everyone',
    startsAt: null,
    endsAt: null,
    pinned: true,
    sortOrder: 0,
    enabled: true,
    ...change,
  };
}

const text = (tree: TextTree, key: string) => key.split('.').reduce<string | TextTree>((node, part) => (node as TextTree)[part]!, tree) as string;

before(async () => {
  browser = await launchBrowser();
  operator = await operatorApi();
  merchant = await merchantOf(operator);
  await operator.call(createSiteAnnouncementEndpoint, {
    body: announcement({
      group: 'popup',
      type: 'PU',
      title: POPUP,
      content: { EN: '<p>The site pauses from <strong>02:00 to 03:00</strong>.</p>', MS: '<p>Laman berhenti dari <strong>02:00 hingga 03:00</strong>.</p>' },
      audience: 'members',
    }),
  });
  await operator.call(createSiteAnnouncementEndpoint, {
    body: announcement({
      title: NOTICE,
      content: {
        EN: '<p>Please deposit to the <em>new</em> account only.<script>window.hacked = 1</script></p>',
        MS: '<p>Sila deposit ke akaun <em>baharu</em> sahaja.<script>window.hacked = 1</script></p>',
      },
    }),
  });
});
after(async () => {
  await removePopups(operator, [POPUP.EN]);
  await browser.close();
});

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const language of ['en', 'ms'] as const) {
    test(`a member on a ${device} in ${language} sees the popup once and reads the notice`, async () => {
      const code = language === 'en' ? 'EN' : 'MS';
      const tree = siteTextTree(language);
      await setRegisterCaptcha(operator, false);
      const member = await registerMemberViaApi(operator, merchant, 'ann').finally(() => setRegisterCaptcha(operator, true));
      const { context, page } = await memberPage(browser, merchant, member.session, { viewport, language });
      try {
        await page.goto(`${BASE_URL}/`);
        const popup = page.getByRole('dialog', { name: POPUP[code] });
        await popup.waitFor();
        await screenshot(page, `40-popup-${device}-${language}`);
        await popup.locator('button', { hasText: text(tree, 'notices.close') }).click();
        await popup.waitFor({ state: 'detached' });

        // Closed is seen: the next visit asks the server again and gets no popup. The marquee stands still
        // (and wraps) for a reader who asks for reduced motion, which also lets its titles be clicked here.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.reload();
        const marquee = page.getByTestId('notice-marquee');
        await marquee.getByRole('button', { name: NOTICE[code] }).first().click();
        const modal = page.getByRole('dialog', { name: text(tree, 'notices.title') });
        await modal.getByText(code === 'EN' ? 'Please deposit to the' : 'Sila deposit ke akaun').waitFor();
        assert.equal(await page.getByRole('dialog', { name: POPUP[code] }).count(), 0, 'the popup shows once');
        await screenshot(page, `40-notice-modal-${device}-${language}`);
        await page.keyboard.press('Escape');

        await page.goto(`${BASE_URL}/noticePage`);
        const list = page.getByTestId('notice-list');
        await list.getByRole('button', { name: new RegExp(NOTICE[code]) }).click();
        await list.getByText(code === 'EN' ? 'Please deposit to the' : 'Sila deposit ke akaun').waitFor();
        assert.equal(await page.evaluate(() => (window as { hacked?: number }).hacked), undefined, 'no script from the content ran');
        assert.equal(await list.locator('script').count(), 0);
        await screenshot(page, `40-notice-page-${device}-${language}`);
      } finally {
        await context.close();
      }
    });
  }
}
