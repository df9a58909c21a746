// Transfer to upline (transferUpline): a member with an upline agent sends money from its
// main wallet to the agent's main wallet, confirmed with the payment password. The ledger's idempotency
// key (the member's requestId) makes a retried request move the money once.
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { memberAccount } from './addresses.ts';
import type { Ledger } from './ledger.ts';
import { readAmount } from './money.ts';

export type VerifyPaymentPassword = (merchant: ResolvedMerchant, memberId: number, password: string) => Promise<void>;

export function createUplineTransfers(deps: {
  database: Database;
  ledger: Ledger;
  members: MembersService['directory'];
  verifyPaymentPassword: VerifyPaymentPassword;
}) {
  const { db } = deps.database;

  /** The member's upline agent's username, or null. */
  async function uplineOf(merchant: ResolvedMerchant, memberId: number) {
    const member = await deps.members.byId(merchant.id, memberId);
    const upline = member?.uplineId ? await deps.members.byId(merchant.id, member.uplineId) : undefined;
    return { upline: upline?.username ?? null, hasPaymentPassword: member?.hasPaymentPassword ?? false, uplineId: upline?.id ?? null };
  }

  /**
   * Sends money to the upline agent.
   * @throws amount_invalid, no_upline, payment_password_required, payment_password_wrong, too_many_requests, insufficient_funds, idempotency_conflict
   */
  async function send(merchant: ResolvedMerchant, memberId: number, input: { requestId: string; amount: string; paymentPassword: string }) {
    const amount = readAmount(merchant, input.amount);
    const { uplineId } = await uplineOf(merchant, memberId);
    if (!uplineId) throw new ApiError('no_upline', 'This account has no upline agent');
    await deps.verifyPaymentPassword(merchant, memberId, input.paymentPassword);
    return db.transaction((tx) =>
      deps.ledger.move(tx, {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `upline:${memberId}:${input.requestId}`,
        kind: 'upline_transfer',
        memberId,
        postings: [{ from: memberAccount.main(memberId), to: memberAccount.main(uplineId), amount }],
      }),
    );
  }

  return { uplineOf, send };
}
