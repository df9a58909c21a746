// Four-eyes that one operator cannot defeat (docs/wallet.md, "Four-eyes rules"): settings that guard money
// wait for a second operator, adjustments from the four-eyes amount up wait for one, and an operator who
// credited a member by adjustment today may not approve that member's withdrawal.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmAdjustmentEndpoint,
  confirmSettingsChangeEndpoint,
  pendingAdjustmentsEndpoint,
  rejectAdjustmentEndpoint,
  rejectSettingsChangeEndpoint,
  settingsChangesEndpoint,
} from '@orbit/contracts/console-approvals';
import { adjustmentEndpoint, approveWithdrawalEndpoint } from '@orbit/contracts/console-finance';
import { getSettingsEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import type { LotterySettings } from '@orbit/contracts/lottery-settings';
import { MASKED_SECRET, type MessagingSettings, type SocialLoginSettings } from '@orbit/contracts/settings';
import { createTestApp, type TestApp } from './helpers.ts';
import { failure } from './support/members.ts';
import { auditOf, newOperator, paymentsOf, savePayments } from './support/four-eyes.ts';
import { addAccount, moneyMember, walletOf, withdraw } from './support/payments.ts';

describe('four-eyes', () => {
  let t: TestApp;
  let maker: Awaited<ReturnType<typeof newOperator>>;
  let checker: Awaited<ReturnType<typeof newOperator>>;
  beforeAll(async () => {
    t = await createTestApp();
    maker = await newOperator(t, 'finance', 'maker');
    checker = await newOperator(t, 'finance', 'checker');
  });
  afterAll(() => t.close());

  describe('settings that guard money', () => {
    it('holds a raised four-eyes amount until another operator confirms it, and audits both', async () => {
      const saved = await savePayments(maker.api, (p) => ({ ...p, fourEyesAmount: '1000000.00' }));
      expect(saved.payments.fourEyesAmount).toBe('10000.00');
      expect(saved.pendingChange).toMatchObject({
        section: 'payments',
        status: 'pending',
        requestedBy: maker.username,
        changes: [{ path: 'fourEyesAmount', before: '10000.00', after: '1000000.00' }],
      });
      const id = saved.pendingChange!.id;
      expect((await paymentsOf(checker.api)).fourEyesAmount).toBe('10000.00');
      expect((await checker.api.call(settingsChangesEndpoint)).items.map((c) => c.id)).toEqual([id]);

      expect(await failure(maker.api.call(confirmSettingsChangeEndpoint, { params: { id } }))).toMatchObject({ errorCode: 'second_approver_required' });
      const content = await newOperator(t, 'content');
      expect(await failure(content.api.call(confirmSettingsChangeEndpoint, { params: { id } }))).toMatchObject({ errorCode: 'forbidden', status: 403 });

      expect(await checker.api.call(confirmSettingsChangeEndpoint, { params: { id } })).toMatchObject({ status: 'confirmed', decidedBy: checker.username });
      expect((await paymentsOf(maker.api)).fourEyesAmount).toBe('1000000.00');
      expect((await checker.api.call(settingsChangesEndpoint)).items).toEqual([]);
      expect(await failure(checker.api.call(confirmSettingsChangeEndpoint, { params: { id } }))).toMatchObject({ errorCode: 'invalid_state' });

      expect(await auditOf(checker.api, 'settings.payments.change_requested')).toMatchObject([{ operator: maker.username, detail: { changeId: id } }]);
      expect(await auditOf(checker.api, 'settings.payments.change_confirmed')).toMatchObject([
        { operator: checker.username, detail: { changeId: id, requestedBy: maker.username, after: { fourEyesAmount: '1000000.00' } } },
      ]);
      // Back as it was, through the same two steps.
      const back = await savePayments(checker.api, (p) => ({ ...p, fourEyesAmount: '10000.00' }));
      await maker.api.call(confirmSettingsChangeEndpoint, { params: { id: back.pendingChange!.id } });
      expect((await paymentsOf(maker.api)).fourEyesAmount).toBe('10000.00');
    });

    it('applies a save of harmless fields at once', async () => {
      const extra = { code: 'GXB', name: 'GX Bank', enabled: true, logo: null };
      const saved = await savePayments(maker.api, (p) => ({ ...p, promoCodeField: !p.promoCodeField, memberBanks: [...p.memberBanks, extra] }));
      expect(saved.pendingChange).toBeNull();
      expect(saved.payments.memberBanks).toContainEqual(extra);
      await savePayments(maker.api, (p) => ({ ...p, promoCodeField: !p.promoCodeField, memberBanks: p.memberBanks.filter((b) => b.code !== 'GXB') }));
    });

    it('holds gateway secrets and limits, shows secrets masked, refuses a second pending change, and lets the maker withdraw its own', async () => {
      const secret = await savePayments(maker.api, (p) => ({ ...p, gateway: { ...p.gateway, apiSecret: 'api_a_new_secret_of_the_attacker' } }));
      expect(secret.pendingChange?.changes).toEqual([{ path: 'gateway.apiSecret', before: '', after: MASKED_SECRET }]);
      expect(JSON.stringify(await checker.api.call(settingsChangesEndpoint))).not.toContain('api_a_new_secret');
      expect(await failure(savePayments(checker.api, (p) => ({ ...p, withdrawal: { ...p.withdrawal, max: '999999.00' } })))).toMatchObject({
        errorCode: 'change_pending',
        status: 409,
      });
      expect(await maker.api.call(rejectSettingsChangeEndpoint, { params: { id: secret.pendingChange!.id } })).toMatchObject({ status: 'rejected' });
      expect(await auditOf(checker.api, 'settings.payments.change_rejected')).toHaveLength(1);

      for (const change of [
        (p: Awaited<ReturnType<typeof paymentsOf>>) => ({ ...p, withdrawal: { ...p.withdrawal, max: '999999.00' } }),
        (p: Awaited<ReturnType<typeof paymentsOf>>) => ({ ...p, depositMethods: p.depositMethods.map((m) => ({ ...m, feePercent: '0' })) }),
        (p: Awaited<ReturnType<typeof paymentsOf>>) => ({ ...p, bankAccounts: p.bankAccounts.map((a) => ({ ...a, accountNumber: '9999999999' })) }),
      ]) {
        const held = await savePayments(maker.api, change);
        expect(held.pendingChange).not.toBeNull();
        await checker.api.call(rejectSettingsChangeEndpoint, { params: { id: held.pendingChange!.id } });
      }
    });

    it('refuses to confirm a change whose section changed since it was asked', async () => {
      const held = await savePayments(maker.api, (p) => ({ ...p, withdrawal: { ...p.withdrawal, dailyCount: 50 } }));
      await savePayments(checker.api, (p) => ({ ...p, promoCodeField: !p.promoCodeField }));
      expect(await failure(checker.api.call(confirmSettingsChangeEndpoint, { params: { id: held.pendingChange!.id } }))).toMatchObject({
        errorCode: 'change_outdated',
        status: 409,
      });
      expect((await paymentsOf(maker.api)).withdrawal.dailyCount).not.toBe(50);
      await checker.api.call(rejectSettingsChangeEndpoint, { params: { id: held.pendingChange!.id } });
    });
  });

  describe('lottery limits and provider secrets', () => {
    let admin: Awaited<ReturnType<typeof newOperator>>;
    let second: Awaited<ReturnType<typeof newOperator>>;
    beforeAll(async () => {
      admin = await newOperator(t, 'admin', 'lmaker');
      second = await newOperator(t, 'admin', 'lchecker');
    });
    /** Saves a section from its current value (the callback is typed by the caller, as changeSettings does). */
    const save = async (api: typeof admin.api, section: 'lottery' | 'messaging' | 'socialLogin', change: (current: never) => unknown) =>
      api.call(updateSettingsEndpoint, { params: { section }, body: change((await api.call(getSettingsEndpoint))[section] as never) as never });

    it('holds a lottery game’s stake limits, sell-out cap and odds, and switches a game on or off at once', async () => {
      const held = [
        (l: LotterySettings) => ({ ...l, games: { ...l.games, '4d': { ...l.games['4d'], maxStake: l.games['4d'].maxStakePerDraw } } }),
        (l: LotterySettings) => ({ ...l, games: { ...l.games, keno: { ...l.games.keno, minStake: '0.50' } } }),
        (l: LotterySettings) => ({ ...l, games: { ...l.games, sea1: { ...l.games.sea1, maxStakePerDraw: '999999.00' } } }),
        (l: LotterySettings) => ({ ...l, games: { ...l.games, xsmb: { ...l.games.xsmb, maxLiabilityPerKey: '99999999.00' } } }),
        (l: LotterySettings) => ({
          ...l,
          games: { ...l.games, '4d': { ...l.games['4d'], odds: { ...l.games['4d'].odds, big: { ...l.games['4d'].odds.big, first: '9000' } } } },
        }),
      ];
      for (const change of held) {
        const saved = await save(admin.api, 'lottery', change);
        expect(saved.pendingChange).toMatchObject({ section: 'lottery', status: 'pending' });
        expect(await failure(admin.api.call(confirmSettingsChangeEndpoint, { params: { id: saved.pendingChange!.id } }))).toMatchObject({
          errorCode: 'second_approver_required',
        });
        await second.api.call(rejectSettingsChangeEndpoint, { params: { id: saved.pendingChange!.id } });
      }
      const before = (await admin.api.call(getSettingsEndpoint)).lottery;
      const switched = await save(admin.api, 'lottery', (l: LotterySettings) => ({
        ...l,
        games: { ...l.games, sea5: { ...l.games.sea5, enabled: !l.games.sea5.enabled } },
      }));
      expect(switched.pendingChange).toBeNull();
      expect(switched.lottery.games.sea5.enabled).toBe(!before.games.sea5.enabled);
      await save(admin.api, 'lottery', (l: LotterySettings) => ({
        ...l,
        games: { ...l.games, sea5: { ...l.games.sea5, enabled: before.games.sea5.enabled } },
      }));

      const raised = await save(admin.api, 'lottery', held[0]!);
      const perDraw = before.games['4d'].maxStakePerDraw;
      expect(raised.pendingChange?.changes).toEqual([{ path: 'games.4d.maxStake', before: before.games['4d'].maxStake, after: perDraw }]);
      expect(raised.lottery.games['4d'].maxStake).toBe(before.games['4d'].maxStake);
      await second.api.call(confirmSettingsChangeEndpoint, { params: { id: raised.pendingChange!.id } });
      expect((await admin.api.call(getSettingsEndpoint)).lottery.games['4d'].maxStake).toBe(perDraw);
      const back = await save(second.api, 'lottery', (l: LotterySettings) => ({ ...l, games: { ...l.games, '4d': before.games['4d'] } }));
      await admin.api.call(confirmSettingsChangeEndpoint, { params: { id: back.pendingChange!.id } });
    });

    it('holds the SMS key and address, the mail password and the social sign-in clients, masked, and applies the rest at once', async () => {
      const held: ['messaging' | 'socialLogin', (v: never) => unknown, string][] = [
        ['messaging', (m: MessagingSettings) => ({ ...m, sms: { ...m.sms, authHeaderValue: 'key_of_the_attacker' } }), 'sms.authHeaderValue'],
        ['messaging', (m: MessagingSettings) => ({ ...m, sms: { ...m.sms, url: 'https://sms.attacker.example/send' } }), 'sms.url'],
        ['messaging', (m: MessagingSettings) => ({ ...m, email: { ...m.email, password: 'smtp_of_the_attacker' } }), 'email.password'],
        ['messaging', (m: MessagingSettings) => ({ ...m, email: { ...m.email, host: 'smtp.attacker.example' } }), 'email.host'],
        ['socialLogin', (s: SocialLoginSettings) => ({ ...s, google: { ...s.google, clientSecret: 'google_of_the_attacker' } }), 'google.clientSecret'],
        ['socialLogin', (s: SocialLoginSettings) => ({ ...s, facebook: { ...s.facebook, issuer: 'https://idp.attacker.example' } }), 'facebook.issuer'],
      ];
      for (const [section, change, path] of held) {
        const saved = await save(admin.api, section, change);
        expect(saved.pendingChange?.changes.map((c) => c.path)).toEqual([path]);
        await second.api.call(rejectSettingsChangeEndpoint, { params: { id: saved.pendingChange!.id } });
      }
      expect(JSON.stringify(await auditOf(second.api, 'settings.messaging.change_requested'))).not.toMatch(/of_the_attacker/);
      const pending = await save(admin.api, 'messaging', held[0]![1]);
      expect(pending.pendingChange?.changes).toEqual([{ path: 'sms.authHeaderValue', before: '', after: MASKED_SECRET }]);
      expect(JSON.stringify(await second.api.call(settingsChangesEndpoint))).not.toContain('key_of_the_attacker');
      await admin.api.call(rejectSettingsChangeEndpoint, { params: { id: pending.pendingChange!.id } });

      const sender = await save(admin.api, 'messaging', (m: MessagingSettings) => ({ ...m, sms: { ...m.sms, sender: 'ORBIT' } }));
      expect(sender.pendingChange).toBeNull();
      expect(sender.messaging.sms.sender).toBe('ORBIT');
    });
  });

  describe('manual adjustments', () => {
    const body = (memberId: number, amount: string, direction: 'credit' | 'debit' = 'credit') => ({
      requestId: randomUUID(),
      memberId,
      direction,
      amount,
      reason: 'goodwill credit',
    });

    it('applies below the four-eyes amount at once and holds from it up until another operator confirms', async () => {
      const member = await moneyMember(t);
      expect(await maker.api.call(adjustmentEndpoint, { body: body(member.id, '9999.99') })).toMatchObject({ state: 'applied', balanceAfter: '9999.99' });

      const request = body(member.id, '10000.00');
      const held = await maker.api.call(adjustmentEndpoint, { body: request });
      expect(held).toMatchObject({ state: 'pending' });
      // A retry answers the same held request; nothing moved.
      expect(await maker.api.call(adjustmentEndpoint, { body: request })).toEqual(held);
      expect((await walletOf(t, member)).main).toBe(999_999n);
      const id = held.state === 'pending' ? held.adjustmentId : 0;
      expect((await checker.api.call(pendingAdjustmentsEndpoint)).items).toMatchObject([
        { id, username: member.username, amount: '10000.00', requestedBy: maker.username },
      ]);

      expect(await failure(maker.api.call(confirmAdjustmentEndpoint, { params: { id } }))).toMatchObject({ errorCode: 'second_approver_required' });
      expect(await checker.api.call(confirmAdjustmentEndpoint, { params: { id } })).toMatchObject({ status: 'applied', decidedBy: checker.username });
      expect((await walletOf(t, member)).main).toBe(1_999_999n);
      expect(await failure(checker.api.call(confirmAdjustmentEndpoint, { params: { id } }))).toMatchObject({ errorCode: 'invalid_state' });
      expect(await auditOf(checker.api, 'wallet.adjustment.requested')).toMatchObject([{ operator: maker.username, detail: { adjustmentId: id } }]);
      const applied = (await auditOf(checker.api, 'wallet.adjustment.credit')).filter((e) => (e.detail as { adjustmentId: number }).adjustmentId === id);
      expect(applied).toMatchObject([{ operator: checker.username, detail: { requestedBy: maker.username, amount: '10000.00' } }]);
    });

    it('moves nothing when a held adjustment is rejected', async () => {
      const member = await moneyMember(t);
      const held = await maker.api.call(adjustmentEndpoint, { body: body(member.id, '25000.00') });
      const id = held.state === 'pending' ? held.adjustmentId : 0;
      expect(await checker.api.call(rejectAdjustmentEndpoint, { params: { id } })).toMatchObject({ status: 'rejected' });
      expect(await failure(maker.api.call(confirmAdjustmentEndpoint, { params: { id } }))).toMatchObject({ errorCode: 'invalid_state' });
      expect((await walletOf(t, member)).main).toBe(0n);
    });
  });

  describe('maker is not checker', () => {
    it('refuses the withdrawal approval of an operator who credited the member by adjustment today', async () => {
      const member = await moneyMember(t);
      await maker.api.call(adjustmentEndpoint, {
        body: { requestId: randomUUID(), memberId: member.id, direction: 'credit', amount: '500.00', reason: 'bonus' },
      });
      const account = await addAccount(member);
      const request = await withdraw(member, account.id, '400.00');
      expect(await failure(maker.api.call(approveWithdrawalEndpoint, { params: { id: request.id } }))).toMatchObject({
        errorCode: 'maker_checker_conflict',
        status: 409,
      });
      expect(await checker.api.call(approveWithdrawalEndpoint, { params: { id: request.id } })).toMatchObject({ status: 'approved' });
    });

    it('counts the checker of a held credit too, and not a debit', async () => {
      const member = await moneyMember(t, { funds: 2_000_000n });
      const held = await maker.api.call(adjustmentEndpoint, {
        body: { requestId: randomUUID(), memberId: member.id, direction: 'credit', amount: '10000.00', reason: 'bonus' },
      });
      await checker.api.call(confirmAdjustmentEndpoint, { params: { id: held.state === 'pending' ? held.adjustmentId : 0 } });
      const account = await addAccount(member);
      const first = await withdraw(member, account.id, '100.00');
      expect(await failure(checker.api.call(approveWithdrawalEndpoint, { params: { id: first.id } }))).toMatchObject({ errorCode: 'maker_checker_conflict' });

      const third = await newOperator(t, 'finance', 'third');
      await third.api.call(adjustmentEndpoint, { body: { requestId: randomUUID(), memberId: member.id, direction: 'debit', amount: '1.00', reason: 'fee' } });
      expect(await third.api.call(approveWithdrawalEndpoint, { params: { id: first.id } })).toMatchObject({ status: 'approved' });
    });
  });
});
