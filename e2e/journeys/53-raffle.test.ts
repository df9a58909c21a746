// A raffle from entry to prize (docs/promotions.md, Raffles and Reward centre). The operator publishes a lucky
// draw whose draw time is the next whole minute in the merchant's zone (the job draws it within seconds of it:
// time is compressed by choosing the draw time, not by waiting a day). A new member deposits RM 150, one entry per
// RM 50, and on a desktop in English sees its three entries and the seed's hash on the promotion's page. After the
// draw the page shows the masked winner, the revealed seed and the member's prize; on a phone in Malay the member
// claims the prize in the reward centre, whose row says it is paid as a bonus with 1× wagering. The console shows
// the entries and the winner, claimed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { createPromotionEndpoint, setPromotionStateEndpoint, type PromotionInput } from '@orbit/contracts/console-promotions';
import { wallTimeOf } from '@orbit/contracts/format';
import { myRaffleEndpoint, raffleResultEndpoint } from '@orbit/contracts/raffles';
import { createApiClient } from '@orbit/contracts/client';
import { BASE_URL, consoleTexts, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { consolePage, memberApi, memberPage, merchantOf, registerMemberViaApi, rm, walletTexts, approvedBankDeposit } from './20-wallet-steps.ts';

const ZONE = 'Asia/Kuala_Lumpur';
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

/** A lucky draw at the first whole minute at least 50 s from now (the member's steps before it take about 20 s), in the merchant's wall clock. */
async function luckyDraw(): Promise<{ id: number; drawsAt: number }> {
  const drawsAt = Math.ceil((Date.now() + 50_000) / 60_000) * 60_000;
  const input = {
    kind: 'raffle',
    category: 'other',
    tags: ['limited_time'],
    title: { EN: 'Minute lucky draw', MS: 'Cabutan bertuah seminit' },
    summary: { EN: 'One entry per RM 50 deposited', MS: 'Satu penyertaan bagi setiap RM 50' },
    terms: { EN: '<p>One prize per member.</p>' },
    bannerUrl: null,
    startsAt: null,
    endsAt: null,
    sortOrder: 60,
    minDeposit: null,
    bonusPercent: null,
    bonusCap: null,
    fixedAmount: null,
    wageringMultiple: 1,
    wageringBase: 'bonus',
    contributions: {},
    maxStake: null,
    expiryHours: 168,
    depositKind: 'any',
    weekdays: [],
    autoApply: false,
    newWithinDays: null,
    noPriorDeposit: false,
    minVipLevel: null,
    memberLabels: [],
    agentUsername: null,
    countries: [],
    frequency: 'once',
    budget: null,
    code: null,
    raffle: {
      drawAt: wallTimeOf(new Date(drawsAt), ZONE),
      entryBasis: 'deposit',
      entryUnit: '50.00',
      maxEntries: 10,
      prizes: [
        { amount: '58.00', count: 1 },
        { amount: '8.00', count: 2 },
      ],
    },
  } satisfies PromotionInput;
  const made = await api.call(createPromotionEndpoint, { body: input });
  await api.call(setPromotionStateEndpoint, { params: { id: made.id }, body: { state: 'published' } });
  return { id: made.id, drawsAt };
}

test('a member earns raffle entries, the job draws at the minute, and the member claims its prize in the reward centre', async () => {
  const en = walletTexts('en');
  const ms = walletTexts('ms');
  const { id, drawsAt } = await luckyDraw();
  const member = await registerMemberViaApi(api, merchant, 'undian');
  await approvedBankDeposit(api, merchant, member.session.token, '150.00', 'MBB 5301');
  const own = memberApi(merchant, member.session.token);
  assert.equal((await own.call(myRaffleEndpoint, { params: { id } })).entries, 3);

  // Before the draw, on a desktop in English: the prizes, the member's entries and the seed's hash.
  const desk = await memberPage(browser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await desk.page.goto(`${BASE_URL}/promoDetail?id=${id}`);
  const panel = desk.page.getByTestId('raffle-panel');
  await panel.getByText(en('promotions.raffle.myEntries', { count: 3, max: 10 })).waitFor();
  await panel.getByText(en('promotions.raffle.rule_deposit', { amount: rm('50.00'), max: 10 })).waitFor();
  const site = createApiClient({ baseUrl: BASE_URL, headers: () => ({ Merchant: merchant }) });
  const before = await site.call(raffleResultEndpoint, { params: { id } });
  assert.equal(before.serverSeed, null);
  await panel.getByTestId('raffle-fairness').click();
  await panel.getByText(before.commitment).waitFor();
  await screenshot(desk.page, 'raffle-entries-desktop-en');

  // The draw job runs at the minute; the only entrant takes the 1st place.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, drawsAt - Date.now())));
  let result = before;
  for (const until = Date.now() + 90_000; result.state !== 'drawn' && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    result = await site.call(raffleResultEndpoint, { params: { id } });
  }
  assert.equal(result.state, 'drawn', 'the job drew the raffle');
  assert.deepEqual(
    result.winners.map((w) => [w.place, w.amount]),
    [[1, '58.00']],
  );
  assert.match(result.winners[0]!.name, /^.{2}\*\*\*.$/);

  await desk.page.reload();
  await panel.getByText(en('promotions.raffle.youWon', { place: 1, amount: rm('58.00') })).waitFor();
  await panel.getByTestId('raffle-results').getByText(result.winners[0]!.name).waitFor();
  await panel.getByTestId('raffle-fairness').click();
  await panel.getByText(result.serverSeed!).waitFor();
  await screenshot(desk.page, 'raffle-drawn-desktop-en');
  await desk.context.close();

  // On a phone in Malay: the reward centre's row says it is a bonus with 1× wagering; the claim says so too.
  const phone = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  await phone.page.goto(`${BASE_URL}/member/rewardCenter`);
  const row = phone.page
    .getByTestId('reward-list')
    .getByRole('listitem')
    .filter({ hasText: ms('rewards.kinds.promotion.raffle') });
  await row.getByText(ms('rewards.centre.paidBonus', { multiple: 1 })).waitFor();
  await row.getByText(rm('58.00')).waitFor();
  await screenshot(phone.page, 'raffle-reward-centre-phone-ms');
  await row.getByRole('button', { name: ms('rewards.claim') }).click();
  await phone.page
    .getByTestId('reward-claimed')
    .getByText(ms('rewards.centre.claimedBonus', { amount: rm('58.00'), multiple: 1 }))
    .waitFor();
  await phone.page.getByTestId('reward-history').getByText(ms('rewards.kinds.promotion.raffle'), { exact: false }).first().waitFor();
  await screenshot(phone.page, 'raffle-claimed-phone-ms');
  await phone.context.close();
  assert.deepEqual((await own.call(myRaffleEndpoint, { params: { id } })).prize, { place: 1, amount: '58.00', claimed: true });

  // The console: the raffle's entries and its winner, claimed.
  const t = consoleTexts('en');
  const cms = await consolePage(browser);
  await cms.page.goto(`${BASE_URL}/console/promotions/list`);
  await cms.page
    .getByTestId('console-promotion')
    .filter({ hasText: 'Minute lucky draw' })
    .getByRole('button', { name: t('promotions.raffle.open') })
    .click();
  const dialog = cms.page.getByTestId('console-raffle');
  await dialog.getByText(member.session.account).first().waitFor();
  await dialog.getByText(t('promotions.raffle.states.drawn')).waitFor();
  await screenshot(cms.page, 'raffle-console-desktop-en');
  await cms.context.close();
});
