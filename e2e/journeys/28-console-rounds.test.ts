// The operator's rounds explorer. A member (funded by finance) spins a house slot through the API; the operator
// finds the round in Games → Rounds by the member's name, opens its recall (the calls, the balances and the
// fairness data with the seed's commitment), then looks at the vendors' wallets and at players' exposure, where
// the member is listed. Desktop at 1280 px, and the explorer at phone width. Nothing is rotated or switched.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { createApiClient } from '@orbit/contracts/client';
import { adjustmentEndpoint } from '@orbit/contracts/console-finance';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { slotSpinEndpoint } from '@orbit/contracts/house-slots';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { consolePage, memberApi, merchantOf, registerMemberViaApi } from './20-wallet-steps.ts';

type Tree = { [key: string]: string | Tree };
const en = JSON.parse(readFileSync(new URL('../../apps/console/src/locales/en.json', import.meta.url), 'utf8')) as Tree;
/** A console text in English by its key. */
const t = (key: string): string => {
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), en);
  assert.equal(typeof found, 'string', `console text ${key}`);
  return found as string;
};

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

test('the operator finds a member’s slot round, reads its recall, the vendors’ wallets and the exposure list', async () => {
  const member = await registerMemberViaApi(api, merchant, 'explorer');
  await api.call(adjustmentEndpoint, {
    body: {
      requestId: `journey-${member.memberId}-rounds`,
      memberId: member.memberId,
      direction: 'credit',
      amount: '60.00',
      reason: 'Float for the rounds journey',
    },
  });
  const site = createApiClient({ baseUrl: BASE_URL, headers: () => ({ Merchant: merchant }) });
  const { games } = await site.call(gameListEndpoint, { query: { pageSize: 100 } });
  const fruit = games.find((game) => game.gameCode === 'house-fruit-lines');
  assert.ok(fruit, 'Fruit Lines is in the catalogue');
  const launched = await memberApi(merchant, member.session.token).call(launchGameEndpoint, { body: { gameId: fruit.gameId } });
  assert.equal(launched.mode, 'house');
  if (launched.mode !== 'house') return;
  const { round } = await site.call(slotSpinEndpoint, {
    body: { token: launched.token, gameCode: 'house-fruit-lines', totalBet: '2.00', requestId: `journey-rounds-${member.memberId}` },
  });
  assert.equal(round.status, 'settled');

  const { context, page } = await consolePage(browser, DESKTOP);
  await page.goto(`${BASE_URL}/console/games`);
  await page.getByTestId('ggr-card').waitFor();
  await screenshot(page, 'console-games-catalogue-tabs');
  await page.getByTestId('tab-rounds').click();
  await page.waitForURL(/\/console\/games\/rounds/);
  await page.getByRole('searchbox', { name: t('gameTools.rounds.member') }).fill(member.session.account);
  await page.waitForURL(/user=/);
  const row = page.getByTestId('round-row').filter({ hasText: round.roundId });
  await row.getByText('Fruit Lines').waitFor();
  await row.getByText('RM 2.00').first().waitFor();
  await screenshot(page, 'console-rounds-desktop');

  await row.getByRole('button', { name: t('gameTools.rounds.recall') }).click();
  const recall = page.getByTestId('round-recall');
  await recall.getByText(round.fairness.commitment).waitFor();
  await recall.getByText(`${round.roundId}:bet`).waitFor();
  await recall.getByText(`${round.roundId}:win`).waitFor();
  await recall.getByText('RM 60.00').first().waitFor();
  await recall.getByText(t('gameTools.recall.seedHidden')).waitFor();
  await screenshot(page, 'console-round-recall-desktop');
  await page.keyboard.press('Escape');

  await page.getByTestId('tab-wallets').click();
  await page.getByTestId('wallet-HSLOT').getByText(t('gameTools.wallets.secretSet')).waitFor();
  await page.getByTestId('wallet-HOUSE').waitFor();
  await screenshot(page, 'console-vendor-wallets-desktop');

  await page.getByTestId('tab-exposure').click();
  await page.getByTestId('exposure-row').filter({ hasText: member.session.account }).waitFor();
  await screenshot(page, 'console-exposure-desktop');
  await context.close();

  const phone = await consolePage(browser, PHONE);
  await phone.page.goto(`${BASE_URL}/console/games/rounds?user=${encodeURIComponent(member.session.account)}`);
  await phone.page.getByTestId('round-row').first().waitFor();
  await screenshot(phone.page, 'console-rounds-phone');
  await phone.page
    .getByTestId('round-row')
    .first()
    .getByRole('button', { name: t('gameTools.rounds.recall') })
    .click();
  await phone.page.getByTestId('round-recall').waitFor();
  await screenshot(phone.page, 'console-round-recall-phone');
  await phone.context.close();
});
