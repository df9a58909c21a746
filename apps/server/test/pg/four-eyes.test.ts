// Four-eyes on real PostgreSQL (docs/wallet.md, "Four-eyes rules"): the path by which one finance operator
// once moved money out alone (raise the four-eyes amount, credit a member by a large adjustment, approve and
// pay its withdrawal) now stops at every step; and two operators confirming the same held settings change or
// the same held adjustment at the same moment apply it exactly once. Runs with `npm run test:pg`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { confirmAdjustmentEndpoint, confirmSettingsChangeEndpoint, rejectSettingsChangeEndpoint } from '@orbit/contracts/console-approvals';
import { adjustmentEndpoint, approveWithdrawalEndpoint, markWithdrawalPaidEndpoint } from '@orbit/contracts/console-finance';
import { rowsOf } from '../../src/db/client.ts';
import { houseAccount } from '../../src/modules/wallet/addresses.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { auditOf, newOperator, paymentsOf, savePayments } from '../support/four-eyes.ts';
import { addAccount, balanceOf, moneyMember, walletOf, withdraw } from '../support/payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The outcome of a call: its value, or the code it was refused with. */
async function outcome<T>(call: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.errorCode };
    throw error;
  }
}

async function paidOut(memberId: number): Promise<number> {
  const result = await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = ${memberId} AND kind = 'withdrawal_paid'`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

describe('one finance operator alone', () => {
  it('can no longer raise the four-eyes amount, credit a member and pay its withdrawal out', async () => {
    const attacker = await newOperator(t, 'finance', 'alone');
    const accomplice = await moneyMember(t);
    const account = await addAccount(accomplice);

    // 1. Raise the four-eyes amount: held, not in force.
    const raised = await outcome(savePayments(attacker.api, (p) => ({ ...p, fourEyesAmount: '100000000.00' })));
    expect((await paymentsOf(attacker.api)).fourEyesAmount).toBe('10000.00');
    const raisedId = raised.ok ? raised.value.pendingChange?.id : undefined;
    expect(raisedId).toBeDefined();
    expect(await outcome(attacker.api.call(confirmSettingsChangeEndpoint, { params: { id: raisedId ?? 0 } }))).toEqual({
      ok: false,
      code: 'second_approver_required',
    });
    expect((await paymentsOf(attacker.api)).fourEyesAmount).toBe('10000.00');

    // 2. Credit the member 50,000.00 by hand: held, nothing moves.
    const credit = await outcome(
      attacker.api.call(adjustmentEndpoint, {
        body: { requestId: randomUUID(), memberId: accomplice.id, direction: 'credit', amount: '50000.00', reason: 'promotion' },
      }),
    );
    expect(credit).toMatchObject({ ok: true, value: { state: 'pending' } });
    expect((await walletOf(t, accomplice)).main).toBe(0n);
    if (credit.ok && credit.value.state === 'pending')
      expect(await outcome(attacker.api.call(confirmAdjustmentEndpoint, { params: { id: credit.value.adjustmentId } }))).toEqual({
        ok: false,
        code: 'second_approver_required',
      });
    expect((await walletOf(t, accomplice)).main).toBe(0n);

    // 3. A small credit does apply at once, but then its maker may not approve the member's withdrawal.
    await attacker.api.call(adjustmentEndpoint, {
      body: { requestId: randomUUID(), memberId: accomplice.id, direction: 'credit', amount: '9000.00', reason: 'promotion' },
    });
    const request = await withdraw(accomplice, account.id, '9000.00');
    expect(await outcome(attacker.api.call(approveWithdrawalEndpoint, { params: { id: request.id } }))).toEqual({ ok: false, code: 'maker_checker_conflict' });
    expect(await outcome(attacker.api.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: 'X-1' } }))).toEqual({
      ok: false,
      code: 'invalid_state',
    });
    expect(await paidOut(accomplice.id)).toBe(0);
    expect(await walletOf(t, accomplice)).toEqual({ main: 0n, hold: 900_000n });
    expect(await balanceOf(t, accomplice.merchantId, houseAccount('withdrawals', accomplice.id))).toBe(0n);
    // The attacker withdraws its own held change (it may), so the next test starts from no pending change.
    await attacker.api.call(rejectSettingsChangeEndpoint, { params: { id: raisedId ?? 0 } });
  });
});

describe('two operators confirming at once', () => {
  it('apply a held settings change exactly once', async () => {
    const maker = await newOperator(t, 'finance', 'smaker');
    const [first, second] = [await newOperator(t, 'finance', 'sone'), await newOperator(t, 'admin', 'stwo')];
    const held = await savePayments(maker.api, (p) => ({ ...p, withdrawal: { ...p.withdrawal, dailyCount: 7 } }));
    const id = held.pendingChange!.id;
    const results = await Promise.all([first, second].map((checker) => outcome(checker.api.call(confirmSettingsChangeEndpoint, { params: { id } }))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, code: 'invalid_state' }]);
    expect((await paymentsOf(maker.api)).withdrawal.dailyCount).toBe(7);
    expect((await auditOf(maker.api, 'settings.payments.change_confirmed')).filter((e) => (e.detail as { changeId: number }).changeId === id)).toHaveLength(1);
  });

  it('apply a held adjustment exactly once', async () => {
    const maker = await newOperator(t, 'finance', 'amaker');
    const checkers = [await newOperator(t, 'finance', 'aone'), await newOperator(t, 'admin', 'atwo'), await newOperator(t, 'finance', 'athree')];
    const member = await moneyMember(t);
    const held = await maker.api.call(adjustmentEndpoint, {
      body: { requestId: randomUUID(), memberId: member.id, direction: 'credit', amount: '12000.00', reason: 'bonus' },
    });
    if (held.state !== 'pending') throw new Error('expected a held adjustment');
    const results = await Promise.all(
      checkers.flatMap((checker) => [1, 2].map(() => outcome(checker.api.call(confirmAdjustmentEndpoint, { params: { id: held.adjustmentId } })))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(new Set(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.code)))).toEqual(new Set(['invalid_state']));
    expect((await walletOf(t, member)).main).toBe(1_200_000n);
    const moves = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = ${member.id} AND kind = 'adjustment'`);
    expect(rowsOf<{ n: number }>(moves)[0]?.n).toBe(1);
  });
});
