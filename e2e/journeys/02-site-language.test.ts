// A visitor switches the site to Bahasa Melayu and then to Chinese from the picker; the choice stays.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

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
    // About forty languages, each by its own name.
    assert.ok((await dialog.getByRole('button').count()) >= 40);
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
