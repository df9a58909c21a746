// Announcements written in the console and the legal pages (docs/content.md). An operator publishes a popup
// from the console in English on a desktop and a notice in Malay on a phone, each after previewing it at phone
// and desktop widths. For each of a phone and a desktop, in English and in Malay, a new member sees the popup
// once and reads the notice in the notice modal, and a visitor opens the Terms from the register form. Last,
// the operator finds the seeded legal pages in the console's help centre and previews the Malay privacy notice.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, consoleTexts, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, screenshot } from '../support.ts';
import { openFromHeader, setRegisterCaptcha, textsOf, uniqueName } from './10-account-steps.ts';
import { consolePage, memberPage, merchantOf, registerMemberViaApi, removePopups } from './20-wallet-steps.ts';

let browser: Browser;
let merchant: string;
let operator: Awaited<ReturnType<typeof operatorApi>>;
const tag = uniqueName('h');
const POPUP = { EN: `Server upgrade ${tag}`, MS: `Naik taraf pelayan ${tag}` };
const POPUP_TEXT = { EN: 'Games pause for ten minutes at midnight.', MS: 'Permainan berhenti selama sepuluh minit pada tengah malam.' };
const NOTICE = { EN: `New deposit bank ${tag}`, MS: `Bank deposit baharu ${tag}` };
const NOTICE_TEXT = { EN: 'Deposit to our new Maybank account from today.', MS: 'Buat deposit ke akaun Maybank baharu kami mulai hari ini.' };
const TERMS_TITLE = { EN: 'General Terms and Conditions', MS: 'Terma dan Syarat Am' };

before(async () => {
  browser = await launchBrowser();
  operator = await operatorApi();
  merchant = await merchantOf(operator);
});
after(async () => {
  await removePopups(operator, [POPUP.EN]);
  await browser.close();
});

/** Fills the announcement form's title and rich content for one language, choosing its tab first. */
async function writeIn(page: Page, t: ReturnType<typeof consoleTexts>, code: 'EN' | 'MS', title: string, text: string) {
  const dialog = page.getByRole('dialog');
  const language = t(`content.languages.${code}`);
  await dialog.getByRole('tab', { name: language }).click();
  await dialog.getByLabel(t('content.announcements.titleField', { language }), { exact: true }).fill(title);
  const editor = dialog.getByRole('textbox', { name: t('content.announcements.contentField', { language }) });
  await editor.click();
  await page.keyboard.type(text);
  await dialog.getByRole('button', { name: t('richText.bold') }).click();
  await page.keyboard.type(' OK');
}

/** Previews the form's current language at both widths and checks the frame shows the title and text. */
async function previewBoth(page: Page, t: ReturnType<typeof consoleTexts>, title: string, text: string, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t('richText.preview') }).click();
  for (const width of [390, 1280]) {
    await dialog.getByRole('tab', { name: t(width === 390 ? 'richText.phone' : 'richText.desktop', { width }) }).click();
    const frame = page.frameLocator(`iframe[title="${t('richText.previewFrame', { width })}"]`);
    await frame.getByText(title).first().waitFor();
    await frame.getByText(text, { exact: false }).first().waitFor();
    assert.equal(await frame.locator('strong', { hasText: 'OK' }).count(), 1, 'the bold text is previewed bold');
    await screenshot(page, `43-${name}-preview-${width}`);
  }
  await dialog.getByRole('button', { name: t('richText.backToEdit') }).click();
}

test('an operator publishes a popup from the console in English on a desktop, after previewing it', async () => {
  const t = consoleTexts('en');
  const { context, page } = await consolePage(browser, DESKTOP);
  try {
    await page.goto(`${BASE_URL}/console/content/announcements`);
    await page.getByRole('button', { name: t('content.announcements.new') }).click();
    const dialog = page.getByRole('dialog', { name: t('content.announcements.newTitle') });
    await dialog.getByLabel(t('content.announcements.group')).selectOption('popup');
    assert.equal(await dialog.getByLabel(t('content.announcements.type')).inputValue(), 'PU', 'a popup is published as type PU');
    await dialog.getByLabel(t('content.announcements.audience')).selectOption('members');
    await writeIn(page, t, 'EN', POPUP.EN, POPUP_TEXT.EN);
    await writeIn(page, t, 'MS', POPUP.MS, POPUP_TEXT.MS);
    await previewBoth(page, t, POPUP.MS, POPUP_TEXT.MS, 'popup');
    await dialog.getByRole('button', { name: t('content.announcements.create') }).click();
    await page.getByText(t('content.announcements.created')).waitFor();
    await page.getByTestId('site-announcements').getByText(POPUP.EN).waitFor();
    await screenshot(page, '43-console-announcements-desktop-en');
  } finally {
    await context.close();
  }
});

test('an operator publishes a notice from the console in Malay on a phone, after previewing it', async () => {
  const t = consoleTexts('ms');
  const { context, page } = await consolePage(browser, PHONE);
  await context.addInitScript(() => localStorage.setItem('consoleLang', 'MS'));
  try {
    await page.goto(`${BASE_URL}/console/content/announcements`);
    await page.getByRole('button', { name: t('content.announcements.new') }).click();
    const dialog = page.getByRole('dialog', { name: t('content.announcements.newTitle') });
    await dialog.getByLabel(t('content.announcements.pinned')).check();
    await writeIn(page, t, 'EN', NOTICE.EN, NOTICE_TEXT.EN);
    await writeIn(page, t, 'MS', NOTICE.MS, NOTICE_TEXT.MS);
    await previewBoth(page, t, NOTICE.MS, NOTICE_TEXT.MS, 'notice');
    await dialog.getByRole('button', { name: t('content.announcements.create') }).click();
    await page.getByText(t('content.announcements.created')).waitFor();
    // The filter "showing now" keeps it: switched on, started, not ended.
    await page.getByLabel(t('content.announcements.showingNow')).check();
    // The console lists it in the operator's language (Malay here) when written in it.
    await page.getByTestId('site-announcements').getByText(NOTICE.MS).waitFor();
    await screenshot(page, '43-console-announcements-phone-ms');
  } finally {
    await context.close();
  }
});

/** Closes other popups due to a new member (published by other journeys) until ours shows. */
async function waitForPopup(page: Page, title: string, close: string) {
  for (let shown = 0; shown < 20; shown += 1) {
    const content = page.getByTestId('login-popup');
    await content.waitFor();
    const dialog = page.getByRole('dialog').filter({ has: content });
    if ((await dialog.getByRole('heading', { name: title }).count()) > 0) return dialog;
    await dialog.locator('button', { hasText: close }).click();
    await dialog
      .getByRole('heading')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  }
  throw new Error(`the popup ${title} never showed`);
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const language of ['en', 'ms'] as const) {
    const code = language === 'en' ? 'EN' : 'MS';
    test(`a member on a ${device} in ${language} sees the console's popup once and reads its notice`, async () => {
      const t = textsOf(language);
      await setRegisterCaptcha(operator, false);
      const member = await registerMemberViaApi(operator, merchant, 'hn').finally(() => setRegisterCaptcha(operator, true));
      const { context, page } = await memberPage(browser, merchant, member.session, { viewport, language });
      try {
        await page.goto(`${BASE_URL}/`);
        const popup = await waitForPopup(page, POPUP[code], t('notices.close'));
        await popup.getByText(POPUP_TEXT[code], { exact: false }).first().waitFor();
        await screenshot(page, `43-popup-${device}-${language}`);
        await popup.locator('button', { hasText: t('notices.close') }).click();
        await popup.waitFor({ state: 'detached' });

        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.reload();
        await page.getByTestId('notice-marquee').getByRole('button', { name: NOTICE[code] }).first().click();
        const modal = page.getByRole('dialog', { name: t('notices.title') });
        await modal.getByText(NOTICE_TEXT[code], { exact: false }).first().waitFor();
        assert.equal(await page.getByRole('dialog', { name: POPUP[code] }).count(), 0, 'the popup shows once');
        await screenshot(page, `43-notice-modal-${device}-${language}`);
      } finally {
        await context.close();
      }
    });

    test(`a visitor on a ${device} in ${language} reads the Terms from the register form`, async () => {
      const t = textsOf(language);
      const { context, page } = await newPage(browser, { viewport, language: code });
      try {
        await page.goto(`${BASE_URL}/`);
        const register = await openFromHeader(page, t('auth.register'));
        const termsLink = register.getByRole('link', { name: language === 'en' ? 'terms' : 'terma', exact: true });
        const [terms] = await Promise.all([context.waitForEvent('page'), termsLink.click()]);
        // A new tab loads the whole site first: on a busy machine that takes a while.
        await terms.getByRole('heading', { name: TERMS_TITLE[code] }).waitFor({ timeout: 90_000 });
        const article = terms.getByTestId('help-article');
        await article
          .getByText(language === 'en' ? 'at least 18 years old' : 'sekurang-kurangnya 18 tahun', { exact: false })
          .first()
          .waitFor();
        assert.match(await article.innerText(), /Harimau Gold/, "the merchant's name is in the terms");
        assert.match(terms.url(), /\/help\?topic=terms$/);
        await screenshot(terms, `43-terms-${device}-${language}`);
      } finally {
        await context.close();
      }
    });
  }
}

for (const [device, viewport, language] of [
  ['desktop', DESKTOP, 'en'],
  ['phone', PHONE, 'ms'],
] as const) {
  test(`an operator on a ${device} in ${language} finds the legal pages in the console's help centre and previews one`, async () => {
    const t = consoleTexts(language);
    const { context, page } = await consolePage(browser, viewport);
    await context.addInitScript((code) => localStorage.setItem('consoleLang', code), language.toUpperCase());
    try {
      await page.goto(`${BASE_URL}/console/content/help`);
      const list = page.getByTestId('help-categories');
      // Listed in the console's language: the page's Malay title in a Malay console.
      const privacy = language === 'ms' ? 'Notis Privasi' : 'Privacy Notice';
      await list.getByText(privacy, { exact: true }).waitFor();
      await screenshot(page, `43-console-help-${device}-${language}`);
      await list.getByRole('button', { name: t('content.help.editNamed', { title: privacy }) }).click();
      const dialog = page.getByRole('dialog', { name: t('content.help.editArticle') });
      await dialog.getByRole('tab', { name: t('content.languages.MS') }).click();
      assert.equal(await dialog.getByLabel(t('content.help.titleIn', { language: t('content.languages.MS') }), { exact: true }).inputValue(), 'Notis Privasi');
      await dialog.getByRole('button', { name: t('richText.preview') }).click();
      const frame = page.frameLocator(`iframe[title="${t('richText.previewFrame', { width: 390 })}"]`);
      await frame.getByText('Akta Perlindungan Data Peribadi 2010', { exact: false }).first().waitFor();
      await screenshot(page, `43-console-help-preview-${device}-${language}`);
      await dialog.getByRole('button', { name: t('common.cancel') }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
}
