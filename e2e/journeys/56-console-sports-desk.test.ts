// The operator trades a manual match on the sportsbook desk (docs/sportsbook.md, Trading desk). On a desktop in
// English: a manual football match is on the book (made through the desk's API); the operator signs in (password
// and authenticator code), opens Sportsbook → Trading desk, finds the match, suspends its 1X2 market and resumes
// it, then enters the result 2–1: the match ends and its market is settled. The desk in Malay at 1280 px and the
// sportsbook settings, and the match at 390 px, are screenshotted and must not stick out sideways.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { createDeskEventEndpoint, deskEventEndpoint } from '@orbit/contracts/sportsbook-desk';
import {
  BASE_URL,
  consoleTexts,
  DEMO_OPERATOR,
  DESKTOP,
  launchBrowser,
  newPage,
  operatorApi,
  PHONE,
  readOperatorState,
  screenshot,
  totpNow,
} from '../support.ts';
import type { OperatorApi } from './10-account-steps.ts';
import { consolePage } from './20-wallet-steps.ts';

let browser: Browser;
let api: OperatorApi;

before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
});
after(() => browser.close());

async function signIn(page: Page, t: ReturnType<typeof consoleTexts>) {
  const secret = readOperatorState(DEMO_OPERATOR.username)?.secret;
  assert.ok(secret, 'operatorApi() enrolled the demo operator');
  await page.goto(`${BASE_URL}/console/`);
  await page.getByLabel(t('login.username')).fill(DEMO_OPERATOR.username);
  await page.getByLabel(t('login.password'), { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: t('login.submit') }).click();
  const code = page.getByLabel(t('login.code'));
  await code.waitFor();
  // A code is taken once: the one the API session may have used is skipped for the authenticator's next.
  const step = Math.floor(Date.now() / 30_000);
  await page.waitForFunction((next) => Date.now() >= next, (step + 1) * 30_000 + 200, { polling: 500, timeout: 35_000 });
  await code.fill(totpNow(secret));
  await page.getByRole('button', { name: t('login.verify') }).click();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.sportsbook') })
    .waitFor();
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the operator suspends and resumes a market of a manual match and enters its result (desktop EN, MS, phone)', async () => {
  const t = consoleTexts('en');
  const home = `Desk ${Date.now().toString(36)}`;
  const event = await api.call(createDeskEventEndpoint, {
    body: {
      ...{ sport: 'football', competition: 'Journey Cup', category: 'Malaysia', home, away: 'Harimau FC' },
      startsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      markets: [
        {
          type: '1x2',
          specifiers: '',
          outcomes: [
            { outcome: 'home', odds: '2.10' },
            { outcome: 'draw', odds: '3.30' },
            { outcome: 'away', odds: '3.40' },
          ],
        },
      ],
    },
  });

  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await signIn(page, t);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.sportsbook') })
    .click();
  await page.waitForURL(/\/console\/sportsbook$/);
  await page.getByRole('searchbox', { name: t('sports.desk.search') }).fill(home);
  await page.getByRole('link', { name: `${home} – Harimau FC` }).click();
  await page.waitForURL(new RegExp(`/console/sportsbook/events/${event.eventId}$`));
  const market = page.getByTestId('market-1x2-');
  await market.getByText(t('sports.marketStatus.open')).waitFor();
  await screenshot(page, '56-sports-desk-match-1280-en');

  await market.getByRole('button', { name: t('sports.market.suspend') }).click();
  await market.getByText(t('sports.marketStatus.suspended')).waitFor();
  await market.getByRole('button', { name: t('sports.market.resume') }).click();
  await market.getByText(t('sports.marketStatus.open')).waitFor();

  await page.getByRole('button', { name: t('sports.result.open') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('sports.result.home', { team: home })).fill('2');
  await dialog.getByLabel(t('sports.result.away', { team: 'Harimau FC' })).fill('1');
  await dialog.getByLabel(t('sports.result.reason')).fill('Official result from the league');
  await dialog.getByRole('button', { name: t('sports.result.submit.settle') }).click();
  await market.getByText(t('sports.marketStatus.settled')).waitFor();
  const settled = await api.call(deskEventEndpoint, { params: { eventId: event.eventId } });
  assert.equal(settled.status, 'ended');
  assert.deepEqual(settled.result, { ft: { home: 2, away: 1 } });
  assert.equal(settled.markets[0]!.outcomes.find((outcome) => outcome.outcome === 'home')!.result, 'win');
  await context.close();

  const ms = consoleTexts('ms');
  const malay = await consolePage(browser, DESKTOP);
  await malay.context.addInitScript(() => localStorage.setItem('consoleLang', 'MS'));
  await malay.page.goto(`${BASE_URL}/console/sportsbook?q=${encodeURIComponent(home)}`);
  await malay.page.getByRole('link', { name: `${home} – Harimau FC` }).waitFor();
  await malay.page.getByText(ms('sports.desk.title'), { exact: true }).first().waitFor();
  await screenshot(malay.page, '56-sports-desk-1280-ms');
  await malay.page.goto(`${BASE_URL}/console/sportsbook/settings`);
  await malay.page.getByLabel(ms('sports.settings.fourEyesAmount')).waitFor();
  await screenshot(malay.page, '56-sports-settings-1280-ms');
  await malay.context.close();

  const phone = await consolePage(browser, PHONE);
  await phone.page.goto(`${BASE_URL}/console/sportsbook/events/${event.eventId}`);
  await phone.page.getByTestId('market-1x2-').waitFor();
  assert.ok((await overflow(phone.page)) <= 0, 'the match fits 390 px');
  await screenshot(phone.page, '56-sports-desk-match-390-en');
  await phone.context.close();
});
