// Redeem codes and a grant's wagering (docs/promotions.md, Redeem codes; docs/wallet.md, Bonus money): the
// operator makes single-use codes in Console → Promotions → Redeem codes and downloads them as CSV; a member on a
// phone redeems a shared code in the reward centre; finance changes the member's grant's wagering (at once), a
// large grant's change waits for a second operator who approves it; Settings → Games shows the bonus ceiling.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { consoleAdjustWageringEndpoint, consoleApproveWageringEndpoint, consoleBonusGrantsEndpoint } from '@orbit/contracts/bonuses';
import { createPromotionEndpoint, setPromotionStateEndpoint, type PromotionInput } from '@orbit/contracts/console-promotions';
import { createRedeemBatchEndpoint, redeemCodeEndpoint } from '@orbit/contracts/redeem-codes';
import { BASE_URL, checkerApi, consoleTexts, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { consolePage, memberApi, memberPage, merchantOf, registerMemberViaApi, rm, walletTexts } from './20-wallet-steps.ts';

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

const en = consoleTexts('en');
const site = walletTexts('en');

async function freeCredit(title: string, amount: string): Promise<number> {
  const input: PromotionInput = {
    kind: 'free_credit',
    category: 'other',
    tags: [],
    title: { EN: title },
    summary: { EN: `${title} for code holders` },
    terms: { EN: '<p>One per member.</p>' },
    bannerUrl: null,
    startsAt: null,
    endsAt: null,
    sortOrder: 50,
    minDeposit: null,
    bonusPercent: null,
    bonusCap: null,
    fixedAmount: amount,
    wageringMultiple: 3,
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
    raffle: null,
  } as PromotionInput;
  const made = await api.call(createPromotionEndpoint, { body: input });
  await api.call(setPromotionStateEndpoint, { params: { id: made.id }, body: { state: 'published' } });
  return made.id;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

test('codes made and downloaded, redeemed on a phone; a grant’s wagering changed at once and with a second operator', async () => {
  const flyer = await freeCredit('Flyer gift', '8.00');
  const vip = await freeCredit('VIP welcome', '10000.00');
  await api.call(createRedeemBatchEndpoint, {
    body: { kind: 'shared', promotionId: flyer, code: 'FLYER2027', maxUses: 500, expiresAt: inDays(30), note: 'Mall flyers' },
  });

  // The operator makes 20 single-use codes; they download as CSV.
  const office = await consolePage(browser, DESKTOP);
  await office.page.goto(`${BASE_URL}/console/promotions/codes`);
  await office.page.getByLabel(en('redeemCodes.promotion')).selectOption({ label: 'Flyer gift · Free credit' });
  await office.page.getByLabel(en('redeemCodes.count')).fill('20');
  await office.page.getByLabel(en('redeemCodes.note')).fill('Partner: Kedai Kopi');
  const download = office.page.waitForEvent('download');
  await office.page.getByTestId('redeem-generate').click();
  const csv = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split('\r\n');
  assert.equal(csv.length, 21);
  assert.match(csv[1]!, /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{10},0,1,/);
  await office.page.getByTestId('redeem-batch').first().getByText('Partner: Kedai Kopi').waitFor();
  await office.page.getByText('FLYER2027').waitFor();
  await screenshot(office.page, 'console-redeem-codes-1280');

  // A member redeems the shared code on a phone.
  const member = await registerMemberViaApi(api, merchant, 'rdm');
  const phone = await memberPage(browser, merchant, member.session, { viewport: PHONE });
  await phone.page.goto(`${BASE_URL}/member/rewardCenter`);
  await phone.page.getByLabel(site('rewards.redeem.code')).fill('flyer-2027');
  await phone.page.getByRole('button', { name: site('rewards.redeem.submit') }).click();
  await phone.page.getByText(site('rewards.redeem.done', { title: 'Flyer gift', amount: rm('8.00') })).waitFor();
  await phone.page.locator('#reward-redeem').scrollIntoViewIfNeeded();
  await screenshot(phone.page, 'reward-centre-redeem-390');
  await phone.page.getByLabel(site('rewards.redeem.code')).fill('NOPE-NOPE-1');
  await phone.page.getByRole('button', { name: site('rewards.redeem.submit') }).click();
  await phone.page.getByText(site('errors.redeem_code_invalid')).waitFor();
  await screenshot(phone.page, 'reward-centre-redeem-wrong-390');

  // Finance lowers the member's RM 8 grant's wagering from RM 24 to RM 10: below the four-eyes amount, at once.
  await office.page.goto(`${BASE_URL}/console/finance/bonusGrants`);
  await office.page.getByPlaceholder(en('bonusGrants.member')).fill(member.session.account);
  const row = office.page.getByTestId('bonus-grant').filter({ hasText: 'Flyer gift' });
  await row.getByTestId('wagering-open').click();
  const dialog = office.page.getByRole('dialog');
  await dialog.getByLabel(en('bonusGrants.wagering.amount')).fill('10.00');
  await dialog.getByLabel(en('finance.reason'), { exact: true }).fill('Goodwill after a game outage');
  await screenshot(office.page, 'console-wagering-dialog-1280');
  await office.page.getByTestId('wagering-submit').click();
  await dialog.waitFor({ state: 'detached' });
  const [changed] = (await api.call(consoleBonusGrantsEndpoint, { query: { username: member.session.account } })).items;
  assert.equal(changed?.wageringRequired, '10.00');

  // A RM 10,000 grant's change waits for a second operator, who approves it.
  const big = await registerMemberViaApi(api, merchant, 'rdv');
  await api.call(createRedeemBatchEndpoint, { body: { kind: 'shared', promotionId: vip, code: 'VIPONLY27', maxUses: 1, expiresAt: inDays(3) } });
  await memberApi(merchant, big.session.token).call(redeemCodeEndpoint, { body: { requestId: `rdv${Date.now()}`, code: 'VIPONLY27' } });
  const [grant] = (await api.call(consoleBonusGrantsEndpoint, { query: { username: big.session.account } })).items;
  assert.ok(grant);
  const held = await api.call(consoleAdjustWageringEndpoint, {
    params: { id: grant.id },
    body: { requestId: `held${Date.now()}`, multiple: 1, reason: 'VIP desk agreed 1× wagering' },
  });
  assert.equal(held.adjustment.status, 'pending');
  await office.page.goto(`${BASE_URL}/console/finance/bonusGrants`);
  await office.page.getByTestId('wagering-pending').first().waitFor();
  await screenshot(office.page, 'console-wagering-pending-1280');
  const approved = await (await checkerApi()).call(consoleApproveWageringEndpoint, { params: { id: held.adjustment.id } });
  assert.equal(approved.grant.wageringRequired, '10000.00');

  // Settings → Games: the bonus ceiling, 10 while unset.
  await office.page.goto(`${BASE_URL}/console/settings/games`);
  assert.equal(await office.page.getByLabel(en('gameSettings.bonusMaxMultiple')).inputValue(), '10');
  await office.page.getByLabel(en('gameSettings.bonusMaxMultiple')).scrollIntoViewIfNeeded();
  await screenshot(office.page, 'console-settings-games-1280');
  await office.page.getByLabel(en('gameSettings.bonusMaxMultiple')).fill('120');
  await office.page.getByRole('button', { name: en('settings.save') }).click();
  await office.page.locator('#games-bonusMaxMultiple[aria-invalid="true"]').waitFor();
  await office.page.getByLabel(en('gameSettings.bonusMaxMultiple')).scrollIntoViewIfNeeded();
  await screenshot(office.page, 'console-settings-games-invalid-1280');
  await office.context.close();
  await phone.context.close();
});
