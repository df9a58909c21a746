// Invite friends end to end: a member's code, a friend registering with it, the first-deposit and turnover
// rewards, claiming them (once, by request id) from the reward centre, a friend on the member's own address or
// browser held for review and released or rejected, the programme's settings, and refusals that write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { approveDepositEndpoint } from '@orbit/contracts/console-finance';
import { DEVICE_ID_HEADER } from '@orbit/contracts/member';
import { bankDepositEndpoint } from '@orbit/contracts/payments';
import {
  claimReferralRewardEndpoint,
  listReferralsEndpoint,
  myReferralEndpoint,
  referralSettingsEndpoint,
  reviewReferralEndpoint,
  saveReferralSettingsEndpoint,
} from '@orbit/contracts/referrals';
import { claimRewardEndpoint, myRewardsEndpoint } from '@orbit/contracts/rewards';
import { bonusDetailsEndpoint } from '@orbit/contracts/wallet';
import { rowsOf } from '../src/db/client.ts';
import { members } from '../src/db/schema/members.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi, failure, memberClient, registerMember } from './support/members.ts';
import { mainOf, newRequestId, uploadImage, type Depositor } from './support/deposits.ts';

describe('referrals and the reward centre', () => {
  let t: TestApp;
  let ops: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
    ops = await consoleApi(t);
    // The demo's free credit for new members is a reward-centre row of its own (source promotion); these tests
    // read the referral rows alone.
    await t.database.db.execute(sql`UPDATE promotions SET state = 'archived' WHERE kind IN ('free_credit', 'birthday')`);
  });
  afterAll(() => t.close());

  /** Registers from an address (x-forwarded-for through the trusted proxy), optionally with an invite code and a device id. */
  async function member(ip: string, referralCode?: string, deviceId?: string): Promise<Depositor> {
    const api = t.client(() => ({ 'x-forwarded-for': ip, ...(deviceId ? { [DEVICE_ID_HEADER]: deviceId } : {}) }));
    const session = await registerMember(t, referralCode ? { referralCode } : {}, api);
    const [row] = await t.database.db
      .select({ id: members.id, merchantId: members.merchantId })
      .from(members)
      .where(eq(members.usernameKey, session.username.toLowerCase()));
    if (!row) throw new Error('member not found');
    return { ...row, username: session.username, token: session.token, api: memberClient(t, session.token, { 'x-forwarded-for': ip }) };
  }

  async function depositApproved(friend: Depositor, amount: string) {
    const deposit = await friend.api.call(bankDepositEndpoint, {
      body: {
        requestId: newRequestId(),
        methodId: 'bank-transfer',
        bankAccountId: 'maybank-1',
        amount,
        reference: 'MBB 1',
        receiptUploadId: await uploadImage(t, friend.token),
      },
    });
    const [row] = rowsOf<{ id: number }>(await t.database.db.execute(sql`SELECT id FROM deposits WHERE order_no = ${deposit.orderNo}`));
    await ops.call(approveDepositEndpoint, { params: { id: row!.id } });
  }

  const ledgerRows = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions`))[0]!.n;

  it("gives each member one invite code and the merchant's programme; a friend registering with it is listed, masked", async () => {
    const referrer = await member('10.1.0.1');
    const mine = await referrer.api.call(myReferralEndpoint);
    expect(mine.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(mine.programme).toEqual({ firstDepositMin: '50.00', firstDepositReward: '10.00', turnoverTarget: '1000.00', turnoverReward: '20.00' });
    expect((await referrer.api.call(myReferralEndpoint)).code).toBe(mine.code);

    const friend = await member('10.1.0.2', mine.code.toLowerCase());
    const after = await referrer.api.call(myReferralEndpoint);
    expect(after.totals).toEqual({ friends: 1, earned: '0.00', claimable: '0.00' });
    expect(after.friends).toEqual([
      { username: `${friend.username.slice(0, 2)}***${friend.username.at(-1)}`, registeredAt: expect.any(String), state: 'active', rewards: [] },
    ]);
  });

  it('refuses an unknown invite code before anything is written', async () => {
    const before = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM members`))[0]!.n;
    expect(await failure(registerMember(t, { referralCode: 'NOSUCH99' }))).toMatchObject({ errorCode: 'referral_code_error', field: 'referralCode' });
    expect(rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM members`))[0]!.n).toBe(before);
  });

  it("pays the first-deposit reward once a friend's deposit of at least the minimum is credited, claimed once by request id", async () => {
    const referrer = await member('10.2.0.1');
    const { code } = await referrer.api.call(myReferralEndpoint);
    const friend = await member('10.2.0.2', code);
    await depositApproved(friend, '30.00'); // below the RM 50 minimum: nothing yet
    expect((await referrer.api.call(myRewardsEndpoint)).claimable).toEqual([]);
    await depositApproved(friend, '80.00');
    await depositApproved(friend, '90.00'); // a later deposit earns nothing more
    const rewards = await referrer.api.call(myRewardsEndpoint);
    expect(rewards.total).toBe('10.00');
    expect(rewards.claimable).toEqual([
      {
        source: 'referral',
        id: expect.any(String),
        kind: 'first_deposit',
        detail: expect.stringContaining('***'),
        amount: '10.00',
        paidAs: 'cash',
        wageringMultiple: null,
        state: 'claimable',
        at: expect.any(String),
      },
    ]);

    const id = rewards.claimable[0]!.id;
    const requestId = newRequestId();
    const rows = await ledgerRows();
    expect(await referrer.api.call(claimRewardEndpoint, { body: { source: 'referral', id, requestId } })).toEqual({ balance: '10.00' });
    expect(await referrer.api.call(claimRewardEndpoint, { body: { source: 'referral', id, requestId } })).toEqual({ balance: '10.00' });
    expect(await ledgerRows()).toBe(rows + 1);
    expect(await mainOf(t, referrer)).toBe(1000n);
    expect(await failure(referrer.api.call(claimRewardEndpoint, { body: { source: 'referral', id, requestId: newRequestId() } }))).toMatchObject({
      errorCode: 'invalid_state',
    });
    const after = await referrer.api.call(myRewardsEndpoint);
    expect([after.claimable, after.history.map((item) => [item.kind, item.state, item.amount])]).toEqual([[], [['first_deposit', 'claimed', '10.00']]]);
    expect((await referrer.api.call(myReferralEndpoint)).totals).toEqual({ friends: 1, earned: '10.00', claimable: '0.00' });
    // Bonus details lists the credit with a reason code the member's site words in its language, not English text.
    const { items } = await referrer.api.call(bonusDetailsEndpoint, { query: { page: 1, pageSize: 10 } });
    expect(items.map((item) => [item.kind, item.amount, item.note])).toEqual([['bonus', '10.00', 'referral_first_deposit']]);
  });

  it("refuses another member's reward and a request id already used for another reward", async () => {
    const referrer = await member('10.3.0.1');
    const { code } = await referrer.api.call(myReferralEndpoint);
    const [a, b] = [await member('10.3.0.2', code), await member('10.3.0.3', code)];
    await depositApproved(a, '50.00');
    await depositApproved(b, '60.00');
    const [first, second] = (await referrer.api.call(myReferralEndpoint)).friends.flatMap((f) => f.rewards);
    const stranger = await member('10.3.0.4');
    expect(await failure(stranger.api.call(claimReferralRewardEndpoint, { params: { id: first!.id }, body: { requestId: newRequestId() } }))).toMatchObject({
      errorCode: 'not_found',
    });
    const requestId = newRequestId();
    await referrer.api.call(claimReferralRewardEndpoint, { params: { id: first!.id }, body: { requestId } });
    const rows = await ledgerRows();
    expect(await failure(referrer.api.call(claimReferralRewardEndpoint, { params: { id: second!.id }, body: { requestId } }))).toMatchObject({
      errorCode: 'idempotency_conflict',
    });
    expect(await ledgerRows()).toBe(rows);
  });

  it("holds a friend registering from the referrer's own address; release makes its reward claimable, reject refuses it", async () => {
    const referrer = await member('10.4.0.1');
    const { code } = await referrer.api.call(myReferralEndpoint);
    const [kept, refused] = [await member('10.4.0.1', code), await member('10.4.0.1', code)];
    await depositApproved(kept, '100.00');
    await depositApproved(refused, '100.00');
    const mine = await referrer.api.call(myReferralEndpoint);
    expect(mine.friends.map((f) => [f.state, f.rewards.map((r) => r.state)])).toEqual([
      ['held', ['held']],
      ['held', ['held']],
    ]);
    const heldId = mine.friends[1]!.rewards[0]!.id;
    expect(await failure(referrer.api.call(claimReferralRewardEndpoint, { params: { id: heldId }, body: { requestId: newRequestId() } }))).toMatchObject({
      errorCode: 'invalid_state',
    });

    const report = await ops.call(listReferralsEndpoint, { query: { state: 'held', referrer: referrer.username } });
    expect(report.items.map((r) => [r.referee, r.holdReasons, r.registerIp])).toEqual([
      [refused.username, ['same_ip'], '10.4.0.1'],
      [kept.username, ['same_ip'], '10.4.0.1'],
    ]);
    expect(await failure(ops.call(reviewReferralEndpoint, { params: { id: report.items[0]!.id }, body: { decision: 'reject', note: ' ' } }))).toMatchObject({
      errorCode: 'validation_failed',
    });
    const rejected = await ops.call(reviewReferralEndpoint, { params: { id: report.items[0]!.id }, body: { decision: 'reject', note: 'Same household' } });
    const released = await ops.call(reviewReferralEndpoint, { params: { id: report.items[1]!.id }, body: { decision: 'release', note: 'Checked: siblings' } });
    expect([rejected.state, rejected.rewards[0]!.state, released.state, released.rewards[0]!.state]).toEqual(['rejected', 'rejected', 'active', 'claimable']);
    expect(await failure(ops.call(reviewReferralEndpoint, { params: { id: released.id }, body: { decision: 'reject', note: 'again' } }))).toMatchObject({
      errorCode: 'invalid_state',
    });
    expect((await referrer.api.call(myRewardsEndpoint)).total).toBe('10.00');
    const audit = rowsOf<{ action: string }>(await t.database.db.execute(sql`SELECT action FROM audit_log WHERE action LIKE 'referrals.%' ORDER BY id`));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['referrals.reject', 'referrals.release']));
  });

  it("holds a friend whose bank account is the referrer's when the reward is earned", async () => {
    const referrer = await member('10.7.0.1');
    const { code } = await referrer.api.call(myReferralEndpoint);
    const friend = await member('10.7.0.2', code);
    // The payments module's rows as a member's bank-account form writes them (tested in member-banks.test.ts).
    for (const [who, number] of [
      [referrer, '5140-1234-5678'],
      [friend, '514012345678'],
    ] as const)
      await t.database.db.execute(sql`INSERT INTO member_bank_accounts (merchant_id, member_id, bank, account_name, account_number, created_at)
        VALUES (${who.merchantId}, ${who.id}, 'Maybank', 'Ali', ${number}, now())`);
    await depositApproved(friend, '100.00');
    const [entry] = (await ops.call(listReferralsEndpoint, { query: { referrer: referrer.username } })).items;
    expect([entry!.state, entry!.holdReasons, entry!.rewards.map((r) => r.state)]).toEqual(['held', ['same_bank'], ['held']]);
  });

  it('holds a friend registering from a browser the referrer has used; another browser or a malformed id holds nothing', async () => {
    const browser = 'referrer-browser-0001';
    const referrer = await member('10.8.0.1', undefined, browser);
    const { code } = await referrer.api.call(myReferralEndpoint);
    const sameBrowser = await member('10.8.0.2', code, browser);
    const otherBrowser = await member('10.8.0.3', code, 'friend-browser-00001');
    const malformed = await member('10.8.0.4', code, 'not a device id!');
    const report = await ops.call(listReferralsEndpoint, { query: { referrer: referrer.username } });
    expect(report.items.map((r) => [r.referee, r.state, r.holdReasons])).toEqual([
      [malformed.username, 'active', []],
      [otherBrowser.username, 'active', []],
      [sameBrowser.username, 'held', ['same_device']],
    ]);
    const remembered = rowsOf<{ member_id: number; device_id: string }>(
      await t.database.db.execute(
        sql`SELECT member_id, device_id FROM member_known_devices WHERE member_id IN (${referrer.id}, ${malformed.id}) ORDER BY member_id`,
      ),
    );
    expect(remembered.map((row) => [Number(row.member_id), row.device_id])).toEqual([[referrer.id, browser]]);
  });

  it("earns the turnover reward by the programme's job once a friend's turnover reaches the target", async () => {
    const referrer = await member('10.5.0.1');
    const { code } = await referrer.api.call(myReferralEndpoint);
    const friend = await member('10.5.0.2', code);
    const job = t.jobs.definitions.find((j) => j.name === 'referrals.turnover-rewards')!;
    const run = () => job.run(t.database.db, { start: t.clock.now(), end: t.clock.now() });
    const turnover = async (minor: number, day: string) =>
      t.database.db.execute(sql`INSERT INTO member_turnover (merchant_id, member_id, day, vendor_id, category, turnover, wins, bets)
        VALUES (${friend.merchantId}, ${friend.id}, ${day}, (SELECT id FROM vendors WHERE code = 'HOUSE'), 'rng', ${minor}, 0, 10)`);
    await turnover(60_000, '2026-01-01');
    await run();
    expect((await referrer.api.call(myReferralEndpoint)).friends[0]!.rewards).toEqual([]);
    await turnover(40_000, '2026-01-02');
    await run();
    await run();
    expect((await referrer.api.call(myReferralEndpoint)).friends[0]!.rewards.map((r) => [r.milestone, r.amount, r.state])).toEqual([
      ['turnover', '20.00', 'claimable'],
    ]);
  });

  it('keeps the settings as the operator saves them (audited), and refuses a bad amount with its field, writing nothing', async () => {
    expect(await ops.call(referralSettingsEndpoint)).toMatchObject({ firstDepositMin: '50.00', holdSharedIp: true });
    expect(
      await failure(
        ops.call(saveReferralSettingsEndpoint, {
          body: { firstDepositMin: '50.001', firstDepositReward: '10', turnoverTarget: '1000', turnoverReward: '20', holdSharedIp: true },
        }),
      ),
    ).toMatchObject({ errorCode: 'amount_invalid', field: 'firstDepositMin' });
    expect(rowsOf(await t.database.db.execute(sql`SELECT 1 FROM referral_settings`))).toHaveLength(0);
    const saved = await ops.call(saveReferralSettingsEndpoint, {
      body: { firstDepositMin: '100', firstDepositReward: '15.50', turnoverTarget: '5000', turnoverReward: '0', holdSharedIp: false },
    });
    expect(saved).toEqual({ firstDepositMin: '100.00', firstDepositReward: '15.50', turnoverTarget: '5000.00', turnoverReward: '0.00', holdSharedIp: false });
    const referrer = await member('10.6.0.1');
    const { code, programme } = await referrer.api.call(myReferralEndpoint);
    expect(programme.firstDepositReward).toBe('15.50');
    const friend = await member('10.6.0.1', code); // the same address no longer holds
    expect((await referrer.api.call(myReferralEndpoint)).friends.map((f) => f.state)).toEqual(['active']);
    await depositApproved(friend, '100.00');
    expect((await referrer.api.call(myRewardsEndpoint)).total).toBe('15.50');
  });
});
