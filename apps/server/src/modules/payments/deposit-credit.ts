// The one money movement of an approved deposit, whoever approved it (finance, or the gateway's paid
// webhook): the amount from the house's deposits account to the member's main wallet, and the fee from the
// main wallet to the house's fees account, as one ledger transaction under the key deposit:<id>:credit,
// so a second approval of any kind can never credit twice.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deposits } from '../../db/schema/payments.ts';
import { houseAccount, memberAccount } from '../wallet/addresses.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { DepositRow } from './deposits.repo.ts';

/**
 * What another module does when a deposit is credited, in the same transaction (a referrer's reward, a
 * deposit bonus): it sees exactly the deposits that were credited, once each, and its failure undoes the credit.
 */
export type DepositCreditedListener = (tx: Tx, merchant: ResolvedMerchant, deposit: DepositRow) => Promise<void>;

export const creditKey = (depositId: number) => `deposit:${depositId}:credit`;

/**
 * Credits an approved deposit inside the caller's transaction and links the ledger transaction to it.
 * @throws idempotency_conflict (the key was used for another movement: never for a real deposit)
 */
export async function creditDeposit(
  tx: Tx,
  wallet: Pick<WalletService, 'move'>,
  credited: { merchant: ResolvedMerchant; row: DepositRow; operatorId: number | null; listeners: readonly DepositCreditedListener[] },
): Promise<number> {
  const { row, operatorId } = credited;
  const main = memberAccount.main(row.memberId);
  const result = await wallet.move(tx, {
    merchantId: row.merchantId,
    currency: row.currency,
    idempotencyKey: creditKey(row.id),
    kind: 'deposit',
    memberId: row.memberId,
    reference: row.orderNo,
    note: row.methodName,
    operatorId,
    postings: [
      { from: houseAccount('deposits', row.memberId), to: main, amount: row.amount },
      ...(row.fee > 0n ? [{ from: main, to: houseAccount('fees', row.memberId), amount: row.fee }] : []),
    ],
  });
  await tx
    .update(deposits)
    .set({ ledgerTransactionId: result.transactionId })
    .where(and(eq(deposits.merchantId, row.merchantId), eq(deposits.id, row.id)));
  // A replayed credit (the key seen before) already told the listeners.
  if (!result.replayed) for (const listener of credited.listeners) await listener(tx, credited.merchant, row);
  return result.transactionId;
}
