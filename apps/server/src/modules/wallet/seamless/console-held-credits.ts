// Seamless credits held over the credit cap (docs/seamless-wallet.md, Credit cap), as the console reviews
// them: approve pays the win to the member's main wallet (two different operators at or above the
// merchant's four-eyes amount), reject leaves the money with the house. The vendor was answered success when
// it sent the credit; nothing is said to it now. Each decision locks the credit's row, so two operators
// deciding at once queue and the second finds it decided: the win is paid at most once.
import { and, asc, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { approveHeldCreditEndpoint, heldCreditsEndpoint, rejectHeldCreditEndpoint, type HeldCredit } from '@orbit/contracts/console-rounds';
import type { Database, Tx } from '../../../db/client.ts';
import { operators } from '../../../db/schema/console.ts';
import { members } from '../../../db/schema/members.ts';
import { seamlessTransactions } from '../../../db/schema/seamless.ts';
import { vendors } from '../../../db/schema/wallet.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { AuditService } from '../../console/audit.service.ts';
import type { AuthenticatedOperator } from '../../console/console.types.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { houseAccount, memberAccount } from '../addresses.ts';
import type { Ledger } from '../ledger.ts';
import { settingAmount, showAmount } from '../money.ts';
import { addTurnover, categoryOf, dayOf } from './turnover.ts';

type Row = typeof seamlessTransactions.$inferSelect;

export type HeldCredits = ReturnType<typeof createHeldCredits>;

export function createHeldCredits(deps: { database: Database; clock: Clock; audit: AuditService; ledger: Pick<Ledger, 'move'> }) {
  const { db } = deps.database;

  const approvalsNeeded = (merchant: ResolvedMerchant, amount: bigint) =>
    amount >= settingAmount(merchant, merchant.settings.payments.fourEyesAmount) ? 2 : 1;

  async function view(tx: Tx, merchant: ResolvedMerchant, row: Row): Promise<HeldCredit> {
    const [names] = await tx
      .select({ username: members.username, vendorCode: vendors.code })
      .from(members)
      .innerJoin(vendors, eq(vendors.id, row.vendorId))
      .where(and(eq(members.merchantId, merchant.id), eq(members.id, row.memberId)));
    const [first] =
      row.firstApproverId === null ? [] : await tx.select({ username: operators.username }).from(operators).where(eq(operators.id, row.firstApproverId));
    return {
      id: row.id,
      vendorCode: names?.vendorCode ?? '',
      memberId: row.memberId,
      username: names?.username ?? '',
      roundId: row.roundId,
      gameCode: row.gameCode,
      amount: showAmount(merchant, row.amount),
      at: row.createdAt.toISOString(),
      status: row.status === 'held' ? 'held' : row.status === 'returned' ? 'returned' : 'released',
      approvalsNeeded: approvalsNeeded(merchant, row.amount),
      firstApprover: first?.username ?? null,
    };
  }

  /** The credits waiting for an operator, oldest first. */
  async function list(merchant: ResolvedMerchant): Promise<HeldCredit[]> {
    const rows = await db
      .select()
      .from(seamlessTransactions)
      .where(and(eq(seamlessTransactions.merchantId, merchant.id), eq(seamlessTransactions.kind, 'credit'), eq(seamlessTransactions.status, 'held')))
      .orderBy(asc(seamlessTransactions.createdAt), asc(seamlessTransactions.id));
    return Promise.all(rows.map((row) => view(db, merchant, row)));
  }

  /** The held credit, locked until the decision commits. @throws not_found, invalid_state (decided already, or never held) */
  async function lockHeld(tx: Tx, merchant: ResolvedMerchant, id: number): Promise<Row> {
    const [row] = await tx
      .select()
      .from(seamlessTransactions)
      .where(and(eq(seamlessTransactions.merchantId, merchant.id), eq(seamlessTransactions.id, id), eq(seamlessTransactions.kind, 'credit')))
      .for('update');
    if (!row) throw new ApiError('not_found', 'No such credit', { field: 'id' });
    if (row.status !== 'held')
      throw new ApiError('invalid_state', 'This credit is not waiting for a decision (decided already, or never held)', { field: 'id' });
    return row;
  }

  /**
   * Approves a held credit. One approval pays it; at or above the four-eyes amount the first approval is
   * recorded and a second operator's pays it. Paid means: moved from the vendor's wins to the member's main
   * wallet and counted as a win of the day it was sent.
   * @throws not_found, invalid_state (decided already), second_approver_required (this operator approved it first)
   */
  async function approve(merchant: ResolvedMerchant, operator: AuthenticatedOperator, id: number, ip: string): Promise<HeldCredit> {
    return db.transaction(async (tx) => {
      const row = await lockHeld(tx, merchant, id);
      const actor = { operatorId: operator.id, operatorName: operator.username, ip };
      const detail = { vendorTransactionId: row.vendorTransactionId, memberId: row.memberId, amount: showAmount(merchant, row.amount) };
      if (approvalsNeeded(merchant, row.amount) === 2 && row.firstApproverId === null) {
        const [updated] = await tx.update(seamlessTransactions).set({ firstApproverId: operator.id }).where(eq(seamlessTransactions.id, row.id)).returning();
        await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'games.held_credit.first_approval', target: String(row.id), detail });
        return view(tx, merchant, updated!);
      }
      if (row.firstApproverId === operator.id)
        throw new ApiError('second_approver_required', 'You approved this credit already: a second, different operator must approve it');
      const [vendor] = await tx.select({ code: vendors.code }).from(vendors).where(eq(vendors.id, row.vendorId));
      const moved = await deps.ledger.move(tx, {
        merchantId: merchant.id,
        currency: merchant.currency,
        // One key per held credit: even a second release could never pay twice.
        idempotencyKey: `seamless-release:${row.id}`,
        kind: 'win',
        memberId: row.memberId,
        postings: [{ from: houseAccount(`wins:${vendor!.code}`, row.memberId), to: memberAccount.main(row.memberId), amount: row.amount }],
        reference: `${vendor!.code}:${row.roundId}`,
        operatorId: operator.id,
      });
      const [updated] = await tx
        .update(seamlessTransactions)
        .set({ status: 'applied', ledgerTransactionId: moved.transactionId })
        .where(eq(seamlessTransactions.id, row.id))
        .returning();
      const category = await categoryOf(tx, merchant.id, row.vendorId, row.gameCode);
      await addTurnover(tx, {
        merchantId: merchant.id,
        memberId: row.memberId,
        vendorId: row.vendorId,
        category,
        day: dayOf(row.createdAt, merchant.timeZone),
        turnover: 0n,
        wins: row.amount,
        bets: 0,
      });
      await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'games.held_credit.approve', target: String(row.id), detail });
      return view(tx, merchant, updated!);
    });
  }

  /**
   * Rejects a held credit: it is never paid, and the money, which never left the house, stays there.
   * @throws not_found, invalid_state (decided already)
   */
  async function reject(merchant: ResolvedMerchant, operator: AuthenticatedOperator, id: number, ip: string): Promise<HeldCredit> {
    return db.transaction(async (tx) => {
      const row = await lockHeld(tx, merchant, id);
      const [updated] = await tx.update(seamlessTransactions).set({ status: 'returned' }).where(eq(seamlessTransactions.id, row.id)).returning();
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor: { operatorId: operator.id, operatorName: operator.username, ip },
        action: 'games.held_credit.reject',
        target: String(row.id),
        detail: { vendorTransactionId: row.vendorTransactionId, memberId: row.memberId, amount: showAmount(merchant, row.amount) },
      });
      return view(tx, merchant, updated!);
    });
  }

  return { list, approve, reject };
}

export function registerHeldCreditRoutes(kit: RouteKit, deps: { heldCredits: HeldCredits }) {
  kit.route(heldCreditsEndpoint, async ({ merchant }) => ({ items: await deps.heldCredits.list(merchant) }));
  kit.route(approveHeldCreditEndpoint, ({ request, merchant, operator, params }) => deps.heldCredits.approve(merchant, operator, params.id, request.ip));
  kit.route(rejectHeldCreditEndpoint, ({ request, merchant, operator, params }) => deps.heldCredits.reject(merchant, operator, params.id, request.ip));
}
