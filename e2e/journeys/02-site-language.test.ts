// A visitor switches the site to Bahasa Melayu and then to Chinese from the picker, which offers the merchant's
// languages only; the choice stays. A member's choice is saved and comes back when they log in elsewhere.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { memberInfoEndpoint } from '@orbit/contracts/member';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, screenshot } from '../support.ts';
import { loginByUsername, setRegisterCaptcha, textsOf, type OperatorApi } from './10-account-steps.ts';
import { eventually, memberApi, memberPage, merchantOf, registerMemberViaApi } from './20-wallet-steps.ts';

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

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the language picker switches the whole site (${name})`, async () => {
    const { page } = await newPage(browser, { viewport });
    await page.goto(`${BASE_URL}/`);
    await page
      .getByRole('button', { name: /Change language/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await dialog.waitFor();
    // The demo merchant's three languages, each by its own name, in its order (not every language the site knows).
    assert.deepEqual(
      await dialog
        .getByRole('listitem')
        .allInnerTexts()
        .then((texts) => texts.map((text) => text.split('\n')[0])),
      ['English', 'Bahasa Melayu', '简体中文'],
    );
    await screenshot(page, `language-picker-${name}`);
    await dialog.getByText('Bahasa Melayu', { exact: true }).click();
    await page.getByRole('link', { name: 'Daftar' }).first().waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('hisLang')), 'MS');
    assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'MS');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ms');
    // The copyright line speaks Malay too (the demo merchant leaves it to the site's own words).
    await page
      .getByText(/Hak cipta terpelihara/)
      .first()
      .waitFor();
    await screenshot(page, `home-ms-${name}`);

    await page.reload();
    await page.getByRole('link', { name: 'Daftar' }).first().waitFor();
    await page
      .getByRole('button', { name: /Tukar bahasa|Change language/ })
      .first()
      .click();
    await page.getByRole('dialog').getByText('简体中文', { exact: true }).click();
    await page.getByRole('link', { name: '注册' }).first().waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('hisLang')), 'CN');
    await screenshot(page, `home-cn-${name}`);
    await page.context().close();
  });
}

test('a member’s language is saved and comes back on another device', async () => {
  const { session, password } = await registerMemberViaApi(api, merchant, 'bahasa');
  const first = await memberPage(browser, merchant, session, { viewport: PHONE });
  await first.page.goto(`${BASE_URL}/`);
  await first.page
    .getByRole('button', { name: /Change language/ })
    .first()
    .click();
  await first.page.getByRole('dialog').getByText('Bahasa Melayu', { exact: true }).click();
  await first.page.waitForFunction(() => document.documentElement.lang === 'ms');
  await eventually(async () => assert.equal((await memberApi(merchant, session.token).call(memberInfoEndpoint)).language, 'MS'));
  await first.context.close();

  // Another browser, never used before: it opens in English and switches to Malay on login.
  const { page } = await newPage(browser, { viewport: DESKTOP });
  await page.goto(`${BASE_URL}/`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await loginByUsername(page, textsOf('en'), session.account, password);
  await page.waitForFunction(() => document.documentElement.lang === 'ms');
  assert.equal(await page.evaluate(() => localStorage.getItem('hisLang')), 'MS');
  await screenshot(page, 'language-restored-desktop');
  await page.context().close();
});

test('at 1024 px in Malay the header keeps every item in reach: those without room are under "Lagi" (More)', async () => {
  const { page, context } = await newPage(browser, { viewport: { width: 1024, height: 768 }, language: 'MS' });
  await page.goto(`${BASE_URL}/live`);
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  const more = nav.getByRole('button', { name: 'Lagi' });
  await more.waitFor();
  assert.ok(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= innerWidth), 'the page does not scroll sideways');
  // Every item is either on the bar or in the menu, once: the bar's links and the menu's together.
  const onBar = await nav.getByRole('link').allInnerTexts();
  await more.click();
  const inMenu = await nav.getByRole('list').last().getByRole('link').allInnerTexts();
  assert.ok(inMenu.includes('Promosi'), `promotions is under More (${inMenu.join(', ')})`);
  assert.deepEqual(
    onBar.filter((label) => inMenu.includes(label)),
    [],
    'the menu lists only what the bar no longer shows',
  );
  for (const label of ['Utama', 'Sukan', 'E-sukan', 'Promosi']) assert.ok([...onBar, ...inMenu].includes(label), `${label} is on the bar or under More`);
  await screenshot(page, 'header-more-1024-ms');
  await nav.getByRole('link', { name: 'Promosi' }).click();
  await page.waitForURL(/\/promotions$/);
  // Choosing a link closes the menu.
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  await context.close();
});
