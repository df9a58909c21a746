// Paying a released run (docs/rebates.md): one ledger credit per member in batches (kind rebate, house:bonuses →
// member:<id>:main), or, with a turnover multiple, a bonus grant per member through the bonuses module's port.
import type { Tx } from '../../db/client.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { houseAccount, memberAccount } from '../wallet/addresses.ts';
import { payoutsOf } from './lines.repo.ts';
import type { RebateBonusPort } from './rebates.types.ts';
import type { RunRow } from './runs.repo.ts';

export function createPayout(deps: {
  wallet: Pick<WalletService, 'creditMany'>;
  log: { warn(object: object, message: string): void };
  bonuses?: (() => RebateBonusPort | undefined) | undefined;
}) {
  /** Pays a released run's paid lines: one credit per member, in batches, or bonus grants with a turnover multiple. */
  return async function pay(tx: Tx, merchant: ResolvedMerchant, run: RunRow): Promise<void> {
    const payouts = await payoutsOf(tx, run.id);
    if (payouts.length === 0) return;
    const key = (memberId: number) => `rebate:${run.period}:${run.periodStart}:${memberId}:${run.id}`;
    const reference = `rebate:${run.period}:${run.periodStart}`;
    const bonuses = run.turnoverMultiple > 0 ? deps.bonuses?.() : undefined;
    if (bonuses) {
      // Bonus grants carry their own wagering rows, so they go one member at a time through the bonuses module.
      for (const payout of payouts)
        await bonuses.grant(tx, {
          merchant,
          memberId: payout.memberId,
          amount: payout.amount,
          idempotencyKey: key(payout.memberId),
          reference,
          source: 'rebate',
          wagering: { multiple: run.turnoverMultiple },
        });
      return;
    }
    if (run.turnoverMultiple > 0)
      deps.log.warn({ runId: run.id, multiple: run.turnoverMultiple }, 'rebate with a turnover multiple paid as cash: no bonus module is wired');
    await deps.wallet.creditMany(tx, {
      merchantId: merchant.id,
      currency: merchant.currency,
      kind: 'rebate',
      credits: payouts.map((payout) => ({
        memberId: payout.memberId,
        from: houseAccount('bonuses', payout.memberId),
        to: memberAccount.main(payout.memberId),
        amount: payout.amount,
        idempotencyKey: key(payout.memberId),
        reference,
      })),
    });
  };
}
