// The operator runs agents from the console (docs/agents.md). The scene: a top-level agent with a downline agent
// and a member under it (made through the console's account call). On a desktop in English the operator opens Agents, opens the top-level
// agent's row to its downlines, finds the downline by username (with its path from the top), opens the top-level
// agent and offers it a weekly dividend with two tiers (seen as offered, audited), and posts an announcement that
// the demo agent then reads in its centre. At phone width in Malay the tree, the search, the agent's page, the
// runs and the announcements fit 390 px. Holding, releasing and re-running a settlement run are covered by the
// console API test (apps/server/test/console-agents.test.ts): a real run needs a real period to close, which
// would keep this journey waiting for minutes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { agentAnnouncementsEndpoint, contractActionEndpoint } from '@orbit/contracts/agents';
import type { ApiClient } from '@orbit/contracts/client';
import { getSettingsEndpoint, listAuditEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { agentDetailEndpoint, agentSearchEndpoint, contractEndRequestsEndpoint, platformOfferEndpoint } from '@orbit/contracts/console-agents';
import { createAccountEndpoint } from '@orbit/contracts/console-members';
import { BASE_URL, consoleTexts, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { loginViaApi, type OperatorApi } from './10-account-steps.ts';
import { consolePage, eventually, memberApi, merchantOf } from './20-wallet-steps.ts';

const DEMO_AGENT = { username: 'agent01', password: 'Agent#2026demo' };

let browser: Browser;
let api: OperatorApi;
let merchant: string;
let agentClient: ApiClient;
/** The merchant's agent contract flags before the journey, put back after it. */
let flagsBefore: { contractDividend: boolean; salaryRealtime: boolean } | undefined;
const suffix = String(Date.now()).slice(-6);
const names = { top: `agtop${suffix}`, mid: `agmid${suffix}`, player: `agply${suffix}` };

/** The demo agent logged in through the API, solving the proof-of-work as the site does. */
async function agentSession(): Promise<ApiClient> {
  return memberApi(merchant, (await loginViaApi(merchant, DEMO_AGENT.username, DEMO_AGENT.password)).token);
}

before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  merchant = await merchantOf(api);
  // Agents accept only the kinds whose page the merchant shows: the dividend here (and the real-time salary's page).
  const { flags } = await api.call(getSettingsEndpoint);
  flagsBefore = { contractDividend: flags.contractDividend, salaryRealtime: flags.salaryRealtime };
  await api.call(updateSettingsEndpoint, { params: { section: 'flags' }, body: { ...flags, contractDividend: true, salaryRealtime: true } });
  await api.call(createAccountEndpoint, { body: { username: names.top, type: 1, upline: null, affiliateCode: null } });
  await api.call(createAccountEndpoint, { body: { username: names.mid, type: 2, upline: names.top, affiliateCode: null } });
  await api.call(createAccountEndpoint, { body: { username: names.player, type: 0, upline: names.mid, affiliateCode: null } });
  agentClient = await agentSession();
});
after(async () => {
  if (flagsBefore) {
    const { flags } = await api.call(getSettingsEndpoint);
    await api.call(updateSettingsEndpoint, { params: { section: 'flags' }, body: { ...flags, ...flagsBefore } });
  }
  await browser.close();
});

/** Whether the page is wider than its viewport (something sticks out sideways). */
async function fits(page: Page, what: string): Promise<void> {
  const size = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(size.scrollWidth <= size.innerWidth, `${what} fits: ${size.scrollWidth} px in ${size.innerWidth} px`);
}

const auditCount = async (action: string) => (await api.call(listAuditEndpoint, { query: { action } })).total;

test('the operator explores the tree, finds a downline, offers a top-level agent a dividend and posts an announcement (desktop, EN)', async () => {
  const t = consoleTexts('en');
  const { context, page } = await consolePage(browser, DESKTOP);
  await context.addInitScript(() => localStorage.setItem('consoleLang', 'EN'));
  await page.goto(`${BASE_URL}/console/`);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.agents') })
    .click();
  await page.getByRole('heading', { name: t('agents.tree.title') }).waitFor();

  // The top-level agent's row opens to its direct downline, which opens to the member.
  const top = page.getByTestId(`agent-row-${names.top}`);
  await top.waitFor();
  await top.getByRole('button', { name: t('agents.tree.expand', { username: names.top }) }).click();
  const mid = page.getByTestId(`agent-row-${names.mid}`);
  await mid.waitFor();
  await mid.getByRole('button', { name: t('agents.tree.expand', { username: names.mid }) }).click();
  await page.getByTestId(`agent-row-${names.player}`).waitFor();
  await screenshot(page, '32-console-agents-tree');

  // Search by username: the downline with its path from the top.
  await page.getByLabel(t('agents.tree.search')).fill(names.mid);
  const results = page.getByTestId('agent-search-results');
  await results.getByRole('link', { name: names.mid, exact: true }).waitFor();
  await results
    .getByRole('navigation', { name: t('agents.tree.pathLabel', { username: names.mid }) })
    .getByRole('link', { name: names.top })
    .waitFor();
  await screenshot(page, '32-console-agents-search');

  // The top-level agent's page: the platform offers it a weekly dividend with carry-over and two tiers.
  await results
    .getByRole('navigation', { name: t('agents.tree.pathLabel', { username: names.mid }) })
    .getByRole('link', { name: names.top })
    .click();
  await page.getByRole('heading', { level: 1, name: names.top }).waitFor();
  await page.getByText(t('agents.contracts.none')).waitFor();
  await page.getByRole('button', { name: t('agents.offer.open') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('agents.offer.kind')).selectOption('dividend');
  await dialog.getByLabel(t('agents.terms.period')).selectOption('W');
  await dialog.getByLabel(t('agents.terms.carryOver')).check();
  await dialog.locator('#offer-min-0').fill('1000');
  await dialog.locator('#offer-active-0').fill('5');
  await dialog.locator('#offer-rate-0').fill('20');
  await dialog.getByRole('button', { name: t('agents.offer.addTier') }).click();
  await dialog.locator('#offer-min-1').fill('10000');
  await dialog.locator('#offer-active-1').fill('20');
  // A rate above 100 is refused in the form before anything is sent.
  await dialog.locator('#offer-rate-1').fill('130');
  await dialog.getByRole('button', { name: t('agents.offer.submit') }).click();
  await dialog.getByText(t('agents.offer.errors.rate')).waitFor();
  await dialog.locator('#offer-rate-1').fill('30');
  await screenshot(page, '32-console-agents-offer');
  const offers = await auditCount('agents.contract.offer');
  await dialog.getByRole('button', { name: t('agents.offer.submit') }).click();
  await dialog.waitFor({ state: 'hidden' });
  const card = page.getByTestId('contract-dividend-offered');
  // The state's badge (the history below names the same step).
  await card.getByText(t('agents.contractStatuses.offered'), { exact: true }).first().waitFor();
  await card.getByText(t('agents.terms.periods.W'), { exact: false }).waitFor();
  await screenshot(page, '32-console-agents-offered');
  const topId = Number(page.url().split('/').pop());
  const detail = await api.call(agentDetailEndpoint, { params: { memberId: topId } });
  assert.deepEqual(detail.contracts[0]?.kind === 'dividend' && detail.contracts[0].terms, {
    period: 'W',
    carryOver: true,
    tiers: [
      { minNetLoss: '1000.00', minActive: 5, rate: '20' },
      { minNetLoss: '10000.00', minActive: 20, rate: '30' },
    ],
  });
  assert.equal(await auditCount('agents.contract.offer'), offers + 1, 'the offer is audited');

  // Its own rebate rates, which it may pass on to its downlines: a bad box is refused in the form first.
  await page.getByTestId('agent-rebates-edit').click();
  const rebates = page.getByRole('dialog');
  await rebates.getByTestId('rebate-lottery').fill('2.5');
  await rebates.getByTestId('rebate-rng').fill('1.2.3');
  await rebates.getByText(t('agents.rebates.badRate')).waitFor();
  await rebates.getByTestId('rebate-rng').fill('1.2');
  await screenshot(page, '32-console-agents-rebates');
  await rebates.getByRole('button', { name: t('common.save') }).click();
  await rebates.waitFor({ state: 'hidden' });
  await page.getByText('2.5%').waitFor();
  assert.deepEqual((await api.call(agentDetailEndpoint, { params: { memberId: topId } })).rebates, [
    { category: 'lottery', rate: '2.5' },
    { category: 'rng', rate: '1.2' },
  ]);

  // An announcement for agents, read by the demo agent in its centre.
  const title = `Dividend tiers ${suffix}`;
  await page
    .getByRole('link', { name: t('nav.agents') })
    .first()
    .click();
  await page.getByTestId('tab-announcements').click();
  await page.getByRole('button', { name: t('agents.announcements.new') }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel(t('agents.announcements.titleField')).fill(title);
  await editor.getByLabel(t('agents.announcements.bodyField')).fill('Weekly dividends now have a 30% tier.');
  await editor.getByLabel(t('agents.announcements.pinned')).check();
  await editor.getByRole('button', { name: t('agents.announcements.post') }).click();
  await editor.waitFor({ state: 'hidden' });
  await page.getByTestId('agent-announcements').getByText(title).waitFor();
  await screenshot(page, '32-console-agents-announcements');
  await eventually(async () => {
    const read = await agentClient.call(agentAnnouncementsEndpoint, { query: {} });
    assert.equal(read.items[0]?.title, title, 'the pinned announcement comes first in the agent centre');
  });

  // The demo agent, top-level, asks to end a contract the platform gave it: no upline confirms that, so the
  // operator sees the request on the tree page, opens the agent and ends the contract.
  const [demoAgent] = (await api.call(agentSearchEndpoint, { query: { username: DEMO_AGENT.username } })).items;
  assert.ok(demoAgent, 'the demo agent is in the tree');
  const given = await api.call(platformOfferEndpoint, {
    params: { memberId: demoAgent.memberId },
    body: { contract: { kind: 'realtime_salary', terms: { rates: [{ gameCode: '4d', profitRate: '0.5', lossRate: '0.5' }] } }, note: 'Trial month' },
  });
  await agentClient.call(contractActionEndpoint, { params: { id: given.id, action: 'accept' }, body: {} });
  await agentClient.call(contractActionEndpoint, { params: { id: given.id, action: 'terminate' }, body: {} });
  await page.getByTestId('tab-tree').click();
  const requests = page.getByRole('region', { name: t('agents.endRequests.title') });
  await requests.getByText(DEMO_AGENT.username, { exact: true }).waitFor();
  await screenshot(page, '32-console-agents-end-requests');
  await requests.getByRole('link', { name: t('agents.endRequests.open') }).click();
  const ending = page.getByTestId('contract-realtime_salary-terminating');
  await ending.getByRole('button', { name: t('agents.contracts.terminate') }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel(t('agents.note')).fill('The agent asked to stop');
  await confirm.getByRole('button', { name: t('agents.contracts.terminate') }).click();
  await page.getByTestId('contract-realtime_salary-terminated').waitFor();
  assert.deepEqual((await api.call(contractEndRequestsEndpoint)).items, [], 'nothing is left to confirm');
  await context.close();
});

test('at phone width in Malay the tree, the search, an agent, the runs and the announcements fit 390 px', async () => {
  const t = consoleTexts('ms');
  const { context, page } = await consolePage(browser, PHONE);
  await context.addInitScript(() => localStorage.setItem('consoleLang', 'MS'));
  await page.goto(`${BASE_URL}/console/agents`);
  await page.getByRole('heading', { name: t('agents.tree.title') }).waitFor();
  await page.getByTestId(`agent-row-${names.top}`).waitFor();
  await fits(page, 'the tree');
  await page.getByLabel(t('agents.tree.search')).fill(names.mid);
  await page.getByTestId('agent-search-results').getByRole('link', { name: names.mid, exact: true }).waitFor();
  await screenshot(page, '32-console-agents-search-phone');
  await fits(page, 'the search');
  await page.getByTestId('agent-search-results').getByRole('link', { name: names.top }).click();
  await page.getByRole('heading', { level: 1, name: names.top }).waitFor();
  await page.getByTestId('contract-dividend-offered').waitFor();
  await screenshot(page, '32-console-agents-detail-phone');
  await fits(page, "the agent's page");
  await page.goto(`${BASE_URL}/console/agents/runs`);
  await page.getByRole('heading', { name: t('agents.runs.title') }).waitFor();
  await fits(page, 'the runs');
  await page.getByTestId('tab-announcements').click();
  await page.getByTestId('agent-announcements').waitFor();
  await screenshot(page, '32-console-agents-announcements-phone');
  await fits(page, 'the announcements');
  await context.close();
});
