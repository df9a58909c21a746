// The cap on seamless credits without a matching bet (docs/seamless-wallet.md, Credit cap): a free round
// under the cap is paid; above it the credit is answered success but held (the member's balance unchanged)
// until an operator approves (paid once) or rejects it (never paid); a win for another player's round or for
// a game the vendor does not have counts as without a bet; each vendor may have its own cap; at or above the
// four-eyes amount two different operators approve.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import { createOperatorEndpoint, listAuditEndpoint } from '@orbit/contracts/console';
import {
  approveHeldCreditEndpoint,
  consoleExposureEndpoint,
  heldCreditsEndpoint,
  rejectHeldCreditEndpoint,
  updateCreditCapEndpoint,
  vendorWalletsEndpoint,
} from '@orbit/contracts/console-rounds';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { confirmCreditCapChangeEndpoint, creditCapChangesEndpoint, rejectCreditCapChangeEndpoint } from '@orbit/contracts/console-approvals';
import { eq } from 'drizzle-orm';
import { vendorCredentials } from '../src/db/schema/seamless.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import { newOperator } from './support/four-eyes.ts';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { consoleApi, errorOf } from './support/members.ts';
import { moneyMember } from './support/payments.ts';
import { injectTransport } from '../src/lib/http-transport.ts';
import { createSeamlessClient, type SeamlessClient, type SeamlessTarget } from '../src/vendors/house/seamless-client.ts';
import { vendorSecret } from './support/seamless.ts';

let t: TestApp;
let cms: ApiClient;
let second: ApiClient;
let vendor: SeamlessClient;
let hslot: SeamlessTarget;
let slotGameId: number;
let seq = 0;
const id = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}`;
const GAME = 'house-fruit-lines';

beforeAll(async () => {
  t = await createTestApp();
  vendor = createSeamlessClient({ transport: injectTransport(t.app), baseUrl: 'http://localhost', clock: t.clock });
  hslot = { merchantCode: 'HGOLD', vendorCode: 'HSLOT', secret: await vendorSecret(t, 'HSLOT') };
  cms = await consoleApi(t);
  await cms.call(createOperatorEndpoint, { body: { username: 'games.two', displayName: 'Games two', role: 'admin', password: 'Permainan#2026ok' } });
  second = operatorClient(t, (await loginOperator(t, 'games.two', 'Permainan#2026ok')).token);
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  slotGameId = games.find((game) => game.gameCode === GAME)!.gameId;
});
afterAll(() => t.close());

async function player(funds = 10_000n) {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: slotGameId, accountType: 1 } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { username: member.username, token: launched.token };
}

const balance = async (username: string) => (await vendor.call(hslot, 'balance', { player: username })).balance;
const win = (username: string, amount: string, roundId = id('round'), gameCode = GAME) => ({
  player: username,
  transactionId: id('win'),
  roundId,
  gameCode,
  amount,
});
const heldOf = async (username: string) => (await cms.call(heldCreditsEndpoint)).items.filter((c) => c.username === username);

describe('credits without a matching bet', () => {
  it('a free round under the cap is paid; above the default RM 500 it is answered success and held, the balance unchanged', async () => {
    const p = await player();
    expect(await vendor.call(hslot, 'credit', win(p.username, '500.00'))).toMatchObject({ balance: '600.00' });
    const big = win(p.username, '500.01');
    const answer = await vendor.call(hslot, 'credit', big);
    expect(answer).toMatchObject({ currency: 'MYR', balance: '600.00' });
    // A repeat answers the same and holds nothing more.
    expect(await vendor.call(hslot, 'credit', big)).toEqual(answer);
    expect(await balance(p.username)).toBe('600.00');
    expect(await heldOf(p.username)).toEqual([
      expect.objectContaining({ vendorCode: 'HSLOT', roundId: big.roundId, gameCode: GAME, amount: '500.01', status: 'held', approvalsNeeded: 1 }),
    ]);
    const hslotWallet = (await cms.call(vendorWalletsEndpoint)).items.find((w) => w.vendorCode === 'HSLOT')!;
    expect(hslotWallet).toMatchObject({ creditCap: '500.00', creditCapSet: false });
    expect(hslotWallet.heldCredits).toBeGreaterThanOrEqual(1);
    // The exposure counts only what was paid.
    const exposure = await cms.call(consoleExposureEndpoint, { query: { vendorCode: 'HSLOT', pageSize: 200 } });
    expect(exposure.items.find((row) => row.username === p.username)).toMatchObject({ wins: '500.00' });
  });

  it('a win with the player’s own bet in the round is paid whatever its size; another player’s round or an unknown game is held', async () => {
    const p = await player();
    const other = await player();
    const round = id('round');
    await vendor.call(hslot, 'debit', { token: p.token, player: p.username, transactionId: id('bet'), roundId: round, gameCode: GAME, amount: '1.00' });
    expect(await vendor.call(hslot, 'credit', win(p.username, '900.00', round))).toMatchObject({ balance: '999.00' });
    // The same round, but the bet is another player's; and a game HSLOT does not have, with a bet in the round.
    expect(await vendor.call(hslot, 'credit', win(other.username, '900.00', round))).toMatchObject({ balance: '100.00' });
    const round2 = id('round');
    await vendor.call(hslot, 'debit', { token: p.token, player: p.username, transactionId: id('bet'), roundId: round2, gameCode: GAME, amount: '1.00' });
    expect(await vendor.call(hslot, 'credit', win(p.username, '900.00', round2, 'no-such-game'))).toMatchObject({ balance: '998.00' });
    expect((await heldOf(other.username)).map((c) => c.amount)).toEqual(['900.00']);
    expect((await heldOf(p.username)).map((c) => c.gameCode)).toEqual(['no-such-game']);
  });

  it('a vendor’s own cap applies once a second operator confirms it, and null brings the default back; bad amounts write nothing', async () => {
    const p = await player();
    const set = await cms.call(updateCreditCapEndpoint, { params: { code: 'HSLOT' }, body: { creditCap: '10' } });
    expect(set).toMatchObject({ vendor: { creditCap: '500.00', creditCapSet: false }, pendingChange: { before: '500.00', after: '10.00', toDefault: false } });
    await second.call(confirmCreditCapChangeEndpoint, { params: { id: set.pendingChange!.id } });
    try {
      expect(await vendor.call(hslot, 'credit', win(p.username, '10.00'))).toMatchObject({ balance: '110.00' });
      expect(await vendor.call(hslot, 'credit', win(p.username, '10.01'))).toMatchObject({ balance: '110.00' });
      expect((await heldOf(p.username)).map((c) => c.amount)).toEqual(['10.01']);
      expect(await errorOf(cms.call(updateCreditCapEndpoint, { params: { code: 'HSLOT' }, body: { creditCap: '0' } }))).toMatchObject({
        errorCode: 'amount_invalid',
      });
      expect(await errorOf(cms.call(updateCreditCapEndpoint, { params: { code: 'HOUSE' }, body: { creditCap: '5' } }))).toMatchObject({
        errorCode: 'invalid_state',
      });
      expect((await cms.call(vendorWalletsEndpoint)).items.find((w) => w.vendorCode === 'HSLOT')).toMatchObject({ creditCap: '10.00' });
    } finally {
      const back = await cms.call(updateCreditCapEndpoint, { params: { code: 'HSLOT' }, body: { creditCap: null } });
      expect(back.pendingChange).toMatchObject({ before: '10.00', after: '500.00', toDefault: true });
      expect(await second.call(confirmCreditCapChangeEndpoint, { params: { id: back.pendingChange!.id } })).toMatchObject({ status: 'confirmed' });
      expect((await cms.call(vendorWalletsEndpoint)).items.find((w) => w.vendorCode === 'HSLOT')).toMatchObject({ creditCap: '500.00', creditCapSet: false });
    }
    const audit = await cms.call(listAuditEndpoint, { query: { action: 'games.vendor.credit_cap' } });
    expect(audit.items.map((e) => e.detail)).toEqual(
      expect.arrayContaining([expect.objectContaining({ creditCap: '10.00' }), expect.objectContaining({ creditCap: null })]),
    );
  });

  it('holds a new cap for a second operator: the maker cannot confirm it, one change waits per vendor, a reject changes nothing', async () => {
    const asked = await cms.call(updateCreditCapEndpoint, { params: { code: 'HSLOT' }, body: { creditCap: '100000' } });
    const id = asked.pendingChange!.id;
    expect((await second.call(creditCapChangesEndpoint)).items).toMatchObject([{ id, vendorCode: 'HSLOT', after: '100000.00', requestedBy: 'admin' }]);
    expect(await errorOf(cms.call(confirmCreditCapChangeEndpoint, { params: { id } }))).toMatchObject({ errorCode: 'second_approver_required' });
    expect(await errorOf(second.call(updateCreditCapEndpoint, { params: { code: 'HSLOT' }, body: { creditCap: '1' } }))).toMatchObject({
      errorCode: 'change_pending',
      status: 409,
    });
    const content = await newOperator(t, 'content');
    expect(await errorOf(content.api.call(confirmCreditCapChangeEndpoint, { params: { id } }))).toMatchObject({ errorCode: 'forbidden', status: 403 });
    expect((await cms.call(vendorWalletsEndpoint)).items.find((w) => w.vendorCode === 'HSLOT')).toMatchObject({ creditCap: '500.00' });

    expect(await second.call(rejectCreditCapChangeEndpoint, { params: { id } })).toMatchObject({ status: 'rejected', decidedBy: 'games.two' });
    expect(await errorOf(second.call(confirmCreditCapChangeEndpoint, { params: { id } }))).toMatchObject({ errorCode: 'invalid_state' });
    expect((await second.call(creditCapChangesEndpoint)).items).toEqual([]);
    expect((await cms.call(vendorWalletsEndpoint)).items.find((w) => w.vendorCode === 'HSLOT')).toMatchObject({ creditCap: '500.00', creditCapSet: false });
    // Asking for the cap in force (the default here) holds nothing.
    expect(await cms.call(updateCreditCapEndpoint, { params: { code: 'HSLOT' }, body: { creditCap: null } })).toMatchObject({ pendingChange: null });
    const rejected = await cms.call(listAuditEndpoint, { query: { action: 'games.vendor.credit_cap_rejected' } });
    expect(rejected.items.map((e) => e.detail)).toEqual([{ changeId: id, requestedBy: 'admin' }]);
  });

  it('refuses to confirm a change asked for before the cap last changed', async () => {
    const first = await cms.call(updateCreditCapEndpoint, { params: { code: 'HSLOT' }, body: { creditCap: '50' } });
    await second.call(confirmCreditCapChangeEndpoint, { params: { id: first.pendingChange!.id } });
    const stale = await second.call(updateCreditCapEndpoint, { params: { code: 'HSLOT' }, body: { creditCap: null } });
    // The cap moves by another way in between (as a restored backup would): the request no longer fits.
    const [hslotRow] = await t.database.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.code, 'HSLOT'));
    const ofHslot = eq(vendorCredentials.vendorId, hslotRow!.id);
    await t.database.db.update(vendorCredentials).set({ creditCap: 7000n }).where(ofHslot);
    expect(await errorOf(cms.call(confirmCreditCapChangeEndpoint, { params: { id: stale.pendingChange!.id } }))).toMatchObject({
      errorCode: 'change_outdated',
    });
    await t.database.db.update(vendorCredentials).set({ creditCap: null }).where(ofHslot);
    await cms.call(rejectCreditCapChangeEndpoint, { params: { id: stale.pendingChange!.id } });
  });
});

describe('the operator’s decision', () => {
  it('approve pays the held credit once; reject never pays it; both are audited', async () => {
    const p = await player();
    await vendor.call(hslot, 'credit', win(p.username, '700.00'));
    await vendor.call(hslot, 'credit', win(p.username, '800.00'));
    const [first, rejected] = await heldOf(p.username);
    expect(await cms.call(approveHeldCreditEndpoint, { params: { id: first!.id } })).toMatchObject({ status: 'released', amount: '700.00' });
    expect(await balance(p.username)).toBe('800.00');
    expect(await errorOf(second.call(approveHeldCreditEndpoint, { params: { id: first!.id } }))).toMatchObject({ errorCode: 'invalid_state' });
    expect(await cms.call(rejectHeldCreditEndpoint, { params: { id: rejected!.id } })).toMatchObject({ status: 'returned' });
    expect(await errorOf(cms.call(approveHeldCreditEndpoint, { params: { id: rejected!.id } }))).toMatchObject({ errorCode: 'invalid_state' });
    expect(await balance(p.username)).toBe('800.00');
    expect(await heldOf(p.username)).toEqual([]);
    expect(await errorOf(cms.call(approveHeldCreditEndpoint, { params: { id: 999_999_999 } }))).toMatchObject({ errorCode: 'not_found' });
    const approved = await cms.call(listAuditEndpoint, { query: { action: 'games.held_credit.approve' } });
    expect(approved.items.some((e) => e.target === String(first!.id))).toBe(true);
    const rejects = await cms.call(listAuditEndpoint, { query: { action: 'games.held_credit.reject' } });
    expect(rejects.items.some((e) => e.target === String(rejected!.id))).toBe(true);
  });

  it('at or above the four-eyes amount two different operators approve', async () => {
    const p = await player();
    await vendor.call(hslot, 'credit', win(p.username, '10000.00'));
    const [held] = await heldOf(p.username);
    expect(held).toMatchObject({ approvalsNeeded: 2, firstApprover: null });
    expect(await cms.call(approveHeldCreditEndpoint, { params: { id: held!.id } })).toMatchObject({ status: 'held', firstApprover: 'admin' });
    expect(await balance(p.username)).toBe('100.00');
    expect(await errorOf(cms.call(approveHeldCreditEndpoint, { params: { id: held!.id } }))).toMatchObject({ errorCode: 'second_approver_required' });
    expect(await second.call(approveHeldCreditEndpoint, { params: { id: held!.id } })).toMatchObject({ status: 'released' });
    expect(await balance(p.username)).toBe('10100.00');
  });

  it('only operators with the games permissions see and decide held credits', async () => {
    await cms.call(createOperatorEndpoint, { body: { username: 'sue.support', displayName: 'Sue', role: 'support', password: 'Support#2026x' } });
    const sue = operatorClient(t, (await loginOperator(t, 'sue.support', 'Support#2026x')).token);
    expect((await errorOf(sue.call(heldCreditsEndpoint))).status).toBe(403);
    expect((await errorOf(sue.call(approveHeldCreditEndpoint, { params: { id: 1 } }))).status).toBe(403);
  });
});
