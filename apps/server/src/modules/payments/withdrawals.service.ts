// The member's side of withdrawals (withdraw): the request, which holds the
// money at once (main → hold), the list, the confirmation of receipt once finance has paid, and the job that
// counts an unconfirmed payout as received. Finance's side is withdrawal-review.ts.
import { sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import type { WithdrawalStatus } from '@orbit/contracts/payments';
import { isUniqueViolation, type Database, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentPasswords } from '../members/payment-password.ts';
import type { Payees } from '../members/payees.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { memberAccount } from '../wallet/addresses.ts';
import { readAmount, settingAmount, showAmount } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { BankAccounts } from './bank-accounts.ts';
import { assertOwnUpload } from './uploads.ts';
import { toWithdrawal } from './withdrawal-view.ts';
import * as repo from './withdrawals.repo.ts';

// pg_advisory_xact_lock(namespace, member): a member's requests are counted against the daily limit one at a time.
const LOCK_NAMESPACE = 4_204_002;

export type ConfirmInput =
  | { outcome: 'received' }
  | { outcome: 'partially_received'; amountReceived: string }
  | { outcome: 'not_received'; proofUploadId: string; remark?: string | undefined };

export type WithdrawalsService = ReturnType<typeof createWithdrawals>;

/** What a withdrawal asks of bonus grants (the bonuses module answers): the money in active and queued grants. */
export interface BonusGate {
  activeGrantSummary(tx: Tx, merchantId: number, memberId: number): Promise<{ amount: bigint; grants: number }>;
}

export function createWithdrawals(deps: {
  database: Database;
  clock: Clock;
  wallet: WalletService;
  bankAccounts: BankAccounts;
  payees: Payees;
  paymentPasswords: PaymentPasswords;
  bonuses?: BonusGate | undefined;
}) {
  const { database, clock, wallet, bankAccounts } = deps;
  const db = database.db;

  const dayStart = (merchant: ResolvedMerchant, now: Date) => zonedDayStart(zonedDay(now, merchant.timeZone), merchant.timeZone);

  /** What the withdrawal screen needs. */
  async function info(merchant: ResolvedMerchant, memberId: number) {
    const { withdrawal } = merchant.settings.payments;
    const now = clock.now();
    const [usedToday, balance, payee, hasPaymentPassword, accounts, awaiting] = await Promise.all([
      repo.countSince(db, merchant.id, memberId, dayStart(merchant, now)),
      wallet.balanceOf(db, merchant.id, memberAccount.main(memberId), merchant.currency),
      deps.payees.payeeOf(merchant.id, memberId),
      deps.paymentPasswords.isSet(merchant.id, memberId),
      bankAccounts.list(merchant, memberId),
      repo.awaitingConfirmation(db, merchant.id, memberId),
    ]);
    return {
      min: withdrawal.min,
      max: withdrawal.max,
      dailyCount: withdrawal.dailyCount,
      usedToday,
      mainBalance: showAmount(merchant, balance),
      realName: payee?.realName ?? null,
      hasPaymentPassword,
      bankAccounts: accounts.items,
      // Past its time a payout counts as received, even before the job has marked it so.
      awaitingConfirmation: awaiting.filter((row) => !row.confirmBy || row.confirmBy >= now).map((row) => toWithdrawal(merchant, row)),
    };
  }

  /** A replayed request answers the first withdrawal; the same id with another body is refused. */
  function replayOf(existing: repo.WithdrawalRow, input: { bankAccountId: number }, amount: bigint) {
    if (existing.bankAccountId !== input.bankAccountId || existing.amount !== amount)
      throw new ApiError('idempotency_conflict', 'This request id was already used for a different withdrawal', { field: 'requestId' });
    return existing;
  }

  /**
   * Asks for a withdrawal and holds its amount (main → hold) in the same transaction. Cool-off and
   * self-exclusion do not stop a withdrawal: taking money out is always allowed.
   * @throws amount_invalid, amount_below_minimum, amount_above_maximum, idempotency_conflict, payment_password_required,
   *   payment_password_wrong, too_many_requests, not_found (bank account), withdrawal_count_exceeded, bonus_active, insufficient_funds
   */
  async function request(
    merchant: ResolvedMerchant,
    memberId: number,
    input: { requestId: string; bankAccountId: number; amount: string; paymentPassword: string },
  ) {
    const amount = readAmount(merchant, input.amount);
    const earlier = await repo.findByRequest(db, merchant.id, memberId, input.requestId);
    if (earlier) return toWithdrawal(merchant, replayOf(earlier, input, amount));
    const limits = merchant.settings.payments.withdrawal;
    if (amount < settingAmount(merchant, limits.min))
      throw new ApiError('amount_below_minimum', `The least you can withdraw is ${limits.min}`, { field: 'amount' });
    if (amount > settingAmount(merchant, limits.max))
      throw new ApiError('amount_above_maximum', `The most you can withdraw at once is ${limits.max}`, { field: 'amount' });
    await deps.paymentPasswords.verify(merchant, memberId, input.paymentPassword);
    try {
      const row = await db.transaction(async (tx) => {
        const account = await bankAccounts.lockOwnActive(tx, merchant.id, memberId, input.bankAccountId);
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${memberId})`);
        const now = clock.now();
        if ((await repo.countSince(tx, merchant.id, memberId, dayStart(merchant, now))) >= limits.dailyCount)
          throw new ApiError('withdrawal_count_exceeded', `At most ${limits.dailyCount} withdrawals a day; please try again tomorrow`);
        // Bonus money in progress: the member forfeits it first (POST /wps/bonuses/:id/forfeit), then withdraws.
        const bonus = await deps.bonuses?.activeGrantSummary(tx, merchant.id, memberId);
        if (bonus && bonus.grants > 0)
          throw new ApiError('bonus_active', 'A bonus is in progress; withdrawing forfeits it', {
            details: { amount: showAmount(merchant, bonus.amount), grants: bonus.grants },
          });
        const id = await repo.nextId(tx);
        const created = await repo.insert(tx, {
          id,
          merchantId: merchant.id,
          memberId,
          requestId: input.requestId,
          orderNo: orderNumber(zonedDay(now, merchant.timeZone), id),
          bankAccountId: account.id,
          bank: account.bank,
          accountName: account.accountName,
          accountNumber: account.accountNumber,
          amount,
          currency: merchant.currency,
          status: 'pending',
          createdAt: now,
        });
        // Too little in the main wallet aborts the whole transaction: no withdrawal is left behind.
        await wallet.move(tx, {
          merchantId: merchant.id,
          currency: merchant.currency,
          idempotencyKey: `withdrawal:${id}:hold`,
          kind: 'withdrawal_hold',
          memberId,
          reference: created.orderNo,
          postings: [{ from: memberAccount.main(memberId), to: memberAccount.hold(memberId), amount }],
        });
        return created;
      });
      return toWithdrawal(merchant, row);
    } catch (error) {
      // The same request sent twice at once: the second meets the first's unique request id.
      if (!isUniqueViolation(error)) throw error;
      const first = await repo.findByRequest(db, merchant.id, memberId, input.requestId);
      if (!first) throw error;
      return toWithdrawal(merchant, replayOf(first, input, amount));
    }
  }

  async function list(merchant: ResolvedMerchant, memberId: number, query: { page: number; pageSize: number; status?: WithdrawalStatus | undefined }) {
    const { rows, total } = await repo.page(db, merchant.id, { memberId, status: query.status }, query.page, query.pageSize);
    return { items: rows.map((row) => toWithdrawal(merchant, row)), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * The member's answer to a paid withdrawal: received, received in part, or not received with a
   * proof image. No money moves: a partial or missing payout is for finance to check and correct by hand.
   * @throws not_found, invalid_state (not paid, already answered, or the time to answer has passed), amount_invalid
   */
  async function confirm(merchant: ResolvedMerchant, memberId: number, id: number, input: ConfirmInput) {
    const received = input.outcome === 'partially_received' ? readAmount(merchant, input.amountReceived, 'amountReceived') : undefined;
    const row = await db.transaction(async (tx) => {
      const current = await repo.findById(tx, merchant.id, id, { memberId });
      if (!current) throw new ApiError('not_found', 'No such withdrawal', { field: 'id' });
      if (current.status !== 'paid') throw new ApiError('invalid_state', 'Only a paid withdrawal waiting for your confirmation can be confirmed');
      const now = clock.now();
      if (current.confirmBy && current.confirmBy < now)
        throw new ApiError('invalid_state', 'The time to confirm has passed: the withdrawal counts as received');
      if (received !== undefined && received >= current.amount)
        throw new ApiError('amount_invalid', 'A partial receipt is less than the amount withdrawn; choose "received" for all of it', {
          field: 'amountReceived',
        });
      if (input.outcome === 'not_received') await assertOwnUpload(tx, merchant.id, memberId, input.proofUploadId);
      const values = {
        status: input.outcome,
        confirmedAt: now,
        amountReceived: input.outcome === 'received' ? current.amount : (received ?? 0n),
        ...(input.outcome === 'not_received' ? { proofUploadId: input.proofUploadId, memberRemark: input.remark || null } : {}),
      };
      const moved = await repo.transition(tx, merchant.id, id, ['paid'], values);
      if (!moved) throw new ApiError('invalid_state', 'This withdrawal was confirmed already');
      return moved;
    });
    return toWithdrawal(merchant, row);
  }

  /** The scheduled job: paid withdrawals past their confirmation time count as received. */
  async function autoReceive(tx: Tx): Promise<number> {
    return repo.autoReceive(tx, clock.now());
  }

  return { info, request, list, confirm, autoReceive };
}

/** W + the merchant's calendar day + the row's number: W20261122-000045. */
export function orderNumber(day: string, id: number): string {
  return `W${day.replaceAll('-', '')}-${String(id).padStart(6, '0')}`;
}
