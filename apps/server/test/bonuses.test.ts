// Bonus grants (docs/wallet.md, Bonus money; ADR 0034): a grant's money sits in its own account; a bet spends
// cash first, then the active grant; a win of a round staked with bonus money pays the grant its share; a
// rollback returns each part where it came from; wagering done converts the grant to cash once; grants queue,
// expire, are forfeited by the member or by a break from play; a withdrawal waits while one is in progress.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleBonusGrantsEndpoint, consoleForfeitBonusEndpoint, forfeitBonusEndpoint, memberBonusesEndpoint } from '@orbit/contracts/bonuses';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { bonusDetailsEndpoint } from '@orbit/contracts/wallet';
import { responsibleGamingEndpoint } from '@orbit/contracts/member-security';
import { count, eq } from 'drizzle-orm';
import { bonusGrants } from '../src/db/schema/bonuses.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi, errorOf } from './support/members.ts';
import { addAccount, merchantOf, withdraw } from './support/payments.ts';
import { bonusKit, nextId } from './support/bonuses.ts';

let t: TestApp;
let kit: Awaited<ReturnType<typeof bonusKit>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await bonusKit(t);
});
afterAll(() => t.close());

const ledgerBalanced = async () => expect((await t.database.db.transaction((tx) => t.services.reconciliation.run(tx))).ok).toBe(true);

describe('granting', () => {
  it('refuses bad input and a multiple above the ceiling, writing nothing', async () => {
    const p = await kit.player(0n);
    const before = await t.database.db.select({ n: count() }).from(bonusGrants);
    expect((await errorOf(kit.grant(p, 0n))).errorCode).toBe('amount_invalid');
    expect((await errorOf(kit.grant(p, 100n, { multiple: 11 }))).errorCode).toBe('bonus_multiple_too_high');
    expect((await errorOf(kit.grant(p, 100n, { multiple: 1.5 }))).errorCode).toBe('bad_request');
    expect((await errorOf(kit.grant(p, 100n, { contributions: { rng: 101 } }))).field).toBe('wagering.contributions.rng');
    expect((await errorOf(kit.grant(p, 100n, { contributions: { bingo: 10 } }))).field).toBe('wagering.contributions');
    expect((await errorOf(kit.grant(p, 100n, { base: 'deposit_bonus' }))).field).toBe('depositAmount');
    expect((await errorOf(kit.grant(p, 100n, { expiresInHours: 0 }))).field).toBe('wagering.expiresInHours');
    expect(await t.database.db.select({ n: count() }).from(bonusGrants)).toEqual(before);
    expect(await kit.balances(p)).toEqual({ main: 0n, bonus: 0n });
  });

  it('with no wagering pays cash at once; a grant is idempotent per source; the second grant queues', async () => {
    const p = await kit.player(0n);
    expect(await kit.grant(p, 500n, { multiple: 0 })).toMatchObject({ state: 'completed', replayed: false });
    expect((await kit.balances(p)).main).toBe(500n);
    const first = await kit.grant(p, 10_000n, {}, 'welcome-1');
    expect(first).toMatchObject({ state: 'active', replayed: false });
    expect(await kit.grant(p, 10_000n, {}, 'welcome-1')).toEqual({ ...first, replayed: true });
    expect((await errorOf(kit.grant(p, 20_000n, {}, 'welcome-1'))).errorCode).toBe('idempotency_conflict');
    expect(await kit.grant(p, 5_000n)).toMatchObject({ state: 'queued' });
    const page = await p.api.call(memberBonusesEndpoint);
    expect(page).toMatchObject({ active: { id: first.grantId, balance: '100.00', wageringRequired: '100.00', percent: 0 }, bonusBalance: '150.00' });
    expect(page.queued).toHaveLength(1);
    // Cash never includes bonus: the member's balance is the cash.
    expect((await kit.balances(p)).main).toBe(500n);
    await ledgerBalanced();
  });
});

describe('seamless bets with a grant', () => {
  it('spends cash first, pays a win its bonus share, refunds each part where it came from, and answers cash + bonus', async () => {
    const p = await kit.player(1_000n); // RM 10 cash
    const { grantId } = await kit.grant(p, 10_000n, { multiple: 5 }); // RM 100 bonus, RM 500 to wager
    expect((await kit.vendor.call(kit.target, 'balance', { player: p.username })).balance).toBe('110.00');
    const round = nextId('round');
    expect(await kit.bet(p, '30.00', round)).toMatchObject({ balance: '80.00' });
    expect(await kit.balances(p, grantId)).toEqual({ main: 0n, bonus: 8_000n });
    // Staked 10 cash + 20 bonus: a win of 60 pays 40 to the grant and 20 to cash.
    expect(await kit.win(p, '60.00', round)).toMatchObject({ balance: '140.00' });
    expect(await kit.balances(p, grantId)).toEqual({ main: 2_000n, bonus: 12_000n });
    const bet2 = nextId('bet');
    const round2 = nextId('round');
    await kit.bet(p, '50.00', round2, bet2); // 20 cash + 30 bonus
    expect(await kit.balances(p, grantId)).toEqual({ main: 0n, bonus: 9_000n });
    expect((await kit.grantRow(grantId)).wageringDone).toBe(8_000n);
    expect(await kit.rollback(p, bet2, round2)).toMatchObject({ balance: '140.00' });
    expect(await kit.balances(p, grantId)).toEqual({ main: 2_000n, bonus: 12_000n });
    expect((await kit.grantRow(grantId)).wageringDone).toBe(3_000n);
    await ledgerBalanced();
  });

  it('refuses a bet above the stake limit while wagering; contributions follow the category', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 10_000n, { maxStake: 500n, contributions: { rng: 20 } });
    await expect(kit.bet(p, '5.01')).rejects.toMatchObject({ code: 'bet_limit', message: expect.stringContaining('5.00') });
    await kit.bet(p, '5.00');
    expect((await kit.grantRow(grantId)).wageringDone).toBe(100n);
    expect(await kit.balances(p, grantId)).toEqual({ main: 0n, bonus: 9_500n });
  });

  it('converts once when the wagering is done; the queued grant starts; later wins of its rounds are cash', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 2_000n); // RM 20, wager RM 20
    const next = await kit.grant(p, 1_000n);
    const round = nextId('round');
    await kit.bet(p, '15.00', round);
    expect((await kit.grantRow(grantId)).state).toBe('active');
    await kit.bet(p, '5.00', round); // wagering 20 ≥ 20: converts, with nothing left in it
    expect(await kit.grantRow(grantId)).toMatchObject({ state: 'completed', endReason: 'wagering_done' });
    expect(await kit.grantRow(next.grantId)).toMatchObject({ state: 'active' });
    expect(await kit.win(p, '40.00', round)).toMatchObject({ balance: '50.00' });
    expect(await kit.balances(p, next.grantId)).toEqual({ main: 4_000n, bonus: 1_000n });
    await ledgerBalanced();
  });

  it('converts a remaining balance to cash under the grant’s own key', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 2_000n);
    const round = nextId('round');
    await kit.bet(p, '10.00', round);
    await kit.win(p, '30.00', round); // all bonus: the grant holds 40
    await kit.bet(p, '10.00'); // wagering 20: converts 30 to cash
    expect(await kit.balances(p, grantId)).toEqual({ main: 3_000n, bonus: 0n });
    expect(await kit.grantRow(grantId)).toMatchObject({ state: 'completed' });
    // The bonus details list what became cash: the conversion, not the grant's own funding.
    expect(await p.api.call(bonusDetailsEndpoint, { query: { page: 1, pageSize: 20 } })).toMatchObject({ total: 1, sum: '30.00' });
    await ledgerBalanced();
  });

  it('a grant played to nothing with no open round is lost', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 1_000n, { multiple: 5 });
    const round = nextId('round');
    await kit.bet(p, '10.00', round);
    await kit.win(p, '0', round);
    expect(await kit.grantRow(grantId)).toMatchObject({ state: 'lost', endReason: 'balance_spent' });
  });
});

describe('ending grants', () => {
  it('expires an active grant past its time (moved clock): its balance goes back, the queued one starts with its own time', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 1_000n, { expiresInHours: 1 });
    const queued = await kit.grant(p, 2_000n, { expiresInHours: 2 });
    t.clock.advance(3_600_000 + 1000);
    const expired = await t.services.bonuses.expireDue();
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await kit.grantRow(grantId)).toMatchObject({ state: 'expired' });
    expect(await kit.balances(p, grantId)).toEqual({ main: 0n, bonus: 0n });
    const started = await kit.grantRow(queued.grantId);
    expect(started.state).toBe('active');
    expect(started.expiresAt!.getTime()).toBe(t.clock.now().getTime() + 2 * 3_600_000);
    await ledgerBalanced();
  });

  it('the member forfeits a grant with a request id: a repeat answers the same, another grant under it is a conflict', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 1_000n);
    const other = await kit.grant(p, 1_000n);
    const requestId = nextId('forfeit');
    const done = await p.api.call(forfeitBonusEndpoint, { params: { id: grantId }, body: { requestId } });
    expect(done.grant).toMatchObject({ state: 'forfeited', endReason: 'forfeited_by_member' });
    expect(await p.api.call(forfeitBonusEndpoint, { params: { id: grantId }, body: { requestId } })).toEqual(done);
    expect((await errorOf(p.api.call(forfeitBonusEndpoint, { params: { id: other.grantId }, body: { requestId } }))).errorCode).toBe('idempotency_conflict');
    expect((await errorOf(p.api.call(forfeitBonusEndpoint, { params: { id: grantId }, body: { requestId: nextId('again') } }))).errorCode).toBe(
      'invalid_state',
    );
    const stranger = await kit.player(0n);
    expect((await errorOf(stranger.api.call(forfeitBonusEndpoint, { params: { id: other.grantId }, body: { requestId: nextId('x') } }))).errorCode).toBe(
      'not_found',
    );
    expect(await kit.grantRow(other.grantId)).toMatchObject({ state: 'active' });
    await ledgerBalanced();
  });

  it('a forfeited grant’s share of a later win goes to the house, not to cash', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 1_000n, { multiple: 5 });
    const round = nextId('round');
    await kit.bet(p, '5.00', round);
    await p.api.call(forfeitBonusEndpoint, { params: { id: grantId }, body: { requestId: nextId('forfeit') } });
    expect(await kit.win(p, '20.00', round)).toMatchObject({ balance: '0.00' });
    expect(await kit.balances(p, grantId)).toEqual({ main: 0n, bonus: 0n });
    await ledgerBalanced();
  });

  it('a cool-off forfeits every grant', async () => {
    const p = await kit.player(0n);
    const a = await kit.grant(p, 1_000n);
    const b = await kit.grant(p, 1_000n);
    await p.api.call(responsibleGamingEndpoint, { body: { action: 'coolOff', days: 1 } });
    expect(await kit.grantRow(a.grantId)).toMatchObject({ state: 'forfeited', endReason: 'cool_off' });
    expect(await kit.grantRow(b.grantId)).toMatchObject({ state: 'forfeited', endReason: 'cool_off' });
  });
});

describe('the withdrawal gate', () => {
  it('refuses a withdrawal while a grant is active or queued, naming the bonus money; after the forfeit it goes through', async () => {
    const p = await kit.player(20_000n);
    const account = await addAccount(p);
    const { grantId } = await kit.grant(p, 1_234n);
    await kit.grant(p, 1_000n);
    const refused = await errorOf(withdraw(p, account.id, '100.00'));
    expect(refused).toMatchObject({ errorCode: 'bonus_active', status: 409, details: { amount: '22.34', grants: 2 } });
    expect((await kit.balances(p)).main).toBe(20_000n);
    const page = await p.api.call(memberBonusesEndpoint);
    for (const g of [page.active!, ...page.queued]) await p.api.call(forfeitBonusEndpoint, { params: { id: g.id }, body: { requestId: nextId('wd') } });
    expect(await withdraw(p, account.id, '100.00')).toMatchObject({ status: 'pending' });
    expect(await kit.grantRow(grantId)).toMatchObject({ state: 'forfeited' });
    expect((await merchantOf(t, p)).id).toBe(p.merchantId);
    const rows = await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, p.id));
    expect(rows.every((row) => row.state === 'forfeited')).toBe(true);
  });
});

describe('Console → Finance → Bonus grants', () => {
  it('finds a member’s grants by state and forfeits one with a reason, audited; an ended grant is refused', async () => {
    const cms = await consoleApi(t);
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 1_500n);
    await kit.grant(p, 500n);
    const page = await cms.call(consoleBonusGrantsEndpoint, { query: { username: p.username, state: 'active' } });
    expect(page).toMatchObject({ total: 1, items: [{ id: grantId, username: p.username, balance: '15.00', sourceKind: 'promotion' }] });
    expect((await cms.call(consoleBonusGrantsEndpoint, { query: { username: 'nobody-here' } })).total).toBe(0);
    const done = await cms.call(consoleForfeitBonusEndpoint, { params: { id: grantId }, body: { reason: 'Bonus abuse: matched bets' } });
    expect(done).toMatchObject({ state: 'forfeited', endReason: 'forfeited_by_operator' });
    expect((await errorOf(cms.call(consoleForfeitBonusEndpoint, { params: { id: grantId }, body: { reason: 'again' } }))).errorCode).toBe('invalid_state');
    const audit = await cms.call(listAuditEndpoint, { query: { action: 'bonuses.forfeit' } });
    expect(audit.items[0]).toMatchObject({ target: p.username, detail: { grantId, reason: 'Bonus abuse: matched bets', balance: '1500' } });
    expect((await cms.call(consoleBonusGrantsEndpoint, { query: { username: p.username, state: 'active' } })).items[0]?.amount).toBe('5.00');
    await ledgerBalanced();
  });
});
