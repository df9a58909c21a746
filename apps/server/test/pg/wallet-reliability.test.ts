// The wallet's promises under load on real PostgreSQL (docs/wallet.md): 200 concurrent withdrawals
// and transfers against one wallet never take more than it holds; 100 identical requests with one
// idempotency key move money once; and random sequences of deposits, withdrawals, transfers, rejections,
// payouts and reversals keep every invariant. Runs with `npm run test:pg`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { ApiError } from '@orbit/contracts/envelope';
import { adjustmentEndpoint } from '@orbit/contracts/console-finance';
import { walletTransferEndpoint } from '@orbit/contracts/wallet';
import { createTestApp, type TestApp } from '../helpers.ts';
import { changeSettings, consoleApi } from '../support/members.ts';
import { addAccount, credit, moneyMember, PAYMENT_PASSWORD, walletOf, withdraw, type MoneyMember } from '../support/payments.ts';
import { members } from '../../src/db/schema/members.ts';
import { operators } from '../../src/db/schema/console.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { rowsOf } from '../../src/db/client.ts';
import { memberAccount } from '../../src/modules/wallet/addresses.ts';
import type { AuthenticatedOperator } from '../../src/modules/console/console.types.ts';

let t: TestApp;
let console_: ApiClient;
let cheapHash: string;

beforeAll(async () => {
  t = await createTestApp({ WALLET_TRANSFER_RATE_LIMIT_PER_MINUTE: '100000' });
  console_ = await consoleApi(t);
  // Many withdrawals a day for one member, and the payment password checked at a low cost: the point here
  // is the money, not the hash (the hash's own cost is tested with the payment password).
  await changeSettings(console_, 'payments', (p: { withdrawal: object }) => ({ ...p, withdrawal: { ...p.withdrawal, dailyCount: 100, min: '1.00' } }));
  cheapHash = await hashPassword(PAYMENT_PASSWORD, { N: 1024, r: 8, p: 1 });
});
afterAll(() => t.close());

async function cheapMember(funds: bigint): Promise<MoneyMember> {
  const member = await moneyMember(t, { funds });
  await t.database.db.update(members).set({ paymentPasswordHash: cheapHash }).where(eq(members.id, member.id));
  return member;
}

async function reconciled() {
  const run = await t.database.db.transaction((tx) => t.services.reconciliation.run(tx));
  return run.ok;
}

describe('concurrent requests against one wallet', () => {
  it('200 withdrawals and transfers at once never take more than the balance', async () => {
    const member = await cheapMember(10_000n); // RM 100.00
    const account = await addAccount(member);
    const attempts = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? withdraw(member, account.id, '7.00').then(() => 'ok' as const)
        : member.api
            .call(walletTransferEndpoint, { body: { requestId: randomUUID(), vendorCode: 'HOUSE', direction: 'in', amount: '7.00' } })
            .then(() => 'ok' as const),
    );
    const outcomes = await Promise.allSettled(attempts);
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as ApiError).errorCode] : []));
    // Refused for the money, or (withdrawals) because more than five payment-password tries came at once.
    expect(refusals).toContain('insufficient_funds');
    expect(refusals.filter((code) => code !== 'insufficient_funds' && code !== 'too_many_requests')).toEqual([]);
    expect(succeeded).toBe(14); // 14 × 7.00 = 98.00 fits in 100.00; a 15th does not
    const wallet = await walletOf(t, member);
    const atVendor = await t.services.wallet.balanceOf(t.database.db, member.merchantId, memberAccount.vendor(member.id, 'HOUSE'), 'MYR');
    expect(wallet.main).toBe(200n);
    expect(wallet.hold + atVendor).toBe(9_800n);
    expect(await reconciled()).toBe(true);
  });

  it('100 identical requests with one idempotency key move the money once', async () => {
    const member = await cheapMember(50_000n);
    const account = await addAccount(member);
    const transferBody = { requestId: randomUUID(), vendorCode: 'HOUSE', direction: 'in' as const, amount: '10.00' };
    const transfers = await Promise.all(Array.from({ length: 100 }, () => member.api.call(walletTransferEndpoint, { body: transferBody })));
    expect(new Set(transfers.map((r) => r.transfer.id)).size).toBe(1);

    // Withdrawals check the payment password, which takes at most five tries at once: five identical
    // requests race first, then 95 more arrive together once one exists.
    const withdrawalId = randomUUID();
    const first = await Promise.all(Array.from({ length: 5 }, () => withdraw(member, account.id, '20.00', { requestId: withdrawalId })));
    const rest = await Promise.all(Array.from({ length: 95 }, () => withdraw(member, account.id, '20.00', { requestId: withdrawalId })));
    expect(new Set([...first, ...rest].map((w) => w.id)).size).toBe(1);

    const adjustment = { requestId: randomUUID(), memberId: member.id, direction: 'credit' as const, amount: '5.00', reason: 'goodwill' };
    const adjustments = await Promise.all(Array.from({ length: 100 }, () => console_.call(adjustmentEndpoint, { body: adjustment })));
    expect(new Set(adjustments.map((a) => (a.state === 'applied' ? a.transactionId : a.adjustmentId))).size).toBe(1);
    expect(adjustments.every((a) => a.state === 'applied')).toBe(true);

    // 500.00 − 10.00 to the vendor − 20.00 held + 5.00 credited, each once.
    const wallet = await walletOf(t, member);
    expect(wallet).toEqual({ main: 47_500n, hold: 2_000n });
    const counts = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM vendor_transfers WHERE member_id = ${member.id} AND request_id = ${transferBody.requestId}`,
      ),
    );
    expect(counts[0]?.n).toBe(1);
    expect(await reconciled()).toBe(true);
  });
});

type Command =
  | { op: 'deposit'; amount: number }
  | { op: 'withdraw'; amount: number }
  | { op: 'reject'; pick: number }
  | { op: 'pay'; pick: number }
  | { op: 'transferIn'; amount: number }
  | { op: 'transferOut'; amount: number }
  | { op: 'reverseDeposit'; pick: number };

const amount = fc.integer({ min: 1, max: 400 });
const command: fc.Arbitrary<Command> = fc.oneof(
  amount.map((a) => ({ op: 'deposit' as const, amount: a })),
  amount.map((a) => ({ op: 'withdraw' as const, amount: a })),
  fc.nat().map((p) => ({ op: 'reject' as const, pick: p })),
  fc.nat().map((p) => ({ op: 'pay' as const, pick: p })),
  amount.map((a) => ({ op: 'transferIn' as const, amount: a })),
  amount.map((a) => ({ op: 'transferOut' as const, amount: a })),
  fc.nat().map((p) => ({ op: 'reverseDeposit' as const, pick: p })),
);

describe('random sequences of money movements', () => {
  it('keep every balance at or above zero, equal to its postings, and everything summing to zero', async () => {
    const merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
    const [owner] = await t.database.db.select().from(operators).where(eq(operators.username, 'admin'));
    const [finance2] = await t.database.db.select().from(operators).where(eq(operators.role, 'finance'));
    const asOperator = (row: typeof owner) =>
      ({ id: row!.id, username: row!.username, role: row!.role, merchantId: row!.merchantId }) as unknown as AuthenticatedOperator;
    const reviewers = [asOperator(owner), asOperator(finance2 ?? owner)];
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
        const member = await cheapMember(0n);
        const account = await addAccount(member);
        const model = { main: 0n, hold: 0n, vendor: 0n, paidOut: 0n };
        const open: { id: number; amount: bigint }[] = [];
        const deposits: { transactionId: number; amount: bigint }[] = [];
        const expectRefusal = async (work: Promise<unknown>, code: string) => {
          const error = await work.then(
            () => undefined,
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).errorCode).toBe(code);
        };
        for (const c of commands) {
          const minor = 'amount' in c ? BigInt(c.amount) * 100n : 0n;
          const text = 'amount' in c ? `${c.amount}.00` : '';
          switch (c.op) {
            case 'deposit': {
              await credit(t, member, minor);
              const [row] = rowsOf<{ id: string }>(
                await t.database.db.execute(
                  sql`SELECT id::text FROM ledger_transactions WHERE member_id = ${member.id} AND kind = 'deposit' ORDER BY id DESC LIMIT 1`,
                ),
              );
              deposits.push({ transactionId: Number(row!.id), amount: minor });
              model.main += minor;
              break;
            }
            case 'withdraw':
              if (minor > model.main) await expectRefusal(withdraw(member, account.id, text), 'insufficient_funds');
              else {
                const w = await withdraw(member, account.id, text);
                open.push({ id: w.id, amount: minor });
                model.main -= minor;
                model.hold += minor;
              }
              break;
            case 'reject': {
              const target = open.splice(c.pick % Math.max(1, open.length), 1)[0];
              if (!target) break;
              await t.services.withdrawalReview.reject(merchant, reviewers[0]!, target.id, 'property test', '127.0.0.1');
              model.main += target.amount;
              model.hold -= target.amount;
              break;
            }
            case 'pay': {
              const target = open.splice(c.pick % Math.max(1, open.length), 1)[0];
              if (!target) break;
              await t.services.withdrawalReview.approve(merchant, reviewers[0]!, target.id, '127.0.0.1');
              await t.services.withdrawalReview.markPaid(merchant, reviewers[0]!, target.id, `PAY${target.id}`, '127.0.0.1');
              model.hold -= target.amount;
              model.paidOut += target.amount;
              break;
            }
            case 'transferIn':
            case 'transferOut': {
              const direction = c.op === 'transferIn' ? 'in' : 'out';
              const source = direction === 'in' ? model.main : model.vendor;
              const body = { requestId: randomUUID(), vendorCode: 'HOUSE', direction, amount: text } as const;
              if (minor > source) await expectRefusal(member.api.call(walletTransferEndpoint, { body }), 'insufficient_funds');
              else {
                const reply = await member.api.call(walletTransferEndpoint, { body });
                expect(reply.transfer.status).toBe('succeeded');
                model.main += direction === 'in' ? -minor : minor;
                model.vendor += direction === 'in' ? minor : -minor;
              }
              break;
            }
            case 'reverseDeposit': {
              const target = deposits.splice(c.pick % Math.max(1, deposits.length), 1)[0];
              if (!target) break;
              const reversal = t.services.wallet.reverse(t.database.db, {
                merchantId: member.merchantId,
                transactionId: target.transactionId,
                note: 'bank recalled it',
              });
              if (target.amount > model.main) await expectRefusal(reversal, 'insufficient_funds');
              else {
                await reversal;
                model.main -= target.amount;
              }
              break;
            }
          }
          const wallet = await walletOf(t, member);
          const atVendor = await t.services.wallet.balanceOf(t.database.db, member.merchantId, memberAccount.vendor(member.id, 'HOUSE'), 'MYR');
          expect({ main: wallet.main, hold: wallet.hold, vendor: atVendor }).toEqual({ main: model.main, hold: model.hold, vendor: model.vendor });
          expect(wallet.main >= 0n && wallet.hold >= 0n && atVendor >= 0n).toBe(true);
        }
        expect(await reconciled()).toBe(true);
      }),
      { numRuns: 10 },
    );
  });
});
