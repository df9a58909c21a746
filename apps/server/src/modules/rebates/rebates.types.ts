// Types the rebates module shares between its files, and the port through which a rebate with a turnover
// multiple is paid as a bonus (docs/rebates.md).
import type { GameCategory } from '@orbit/contracts/games';
import type { REBATE_BASES } from '@orbit/contracts/rebates';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { Tx } from '../../db/client.ts';

export type RebateBasis = (typeof REBATE_BASES)[number];

export interface RebateRateRow {
  category: GameCategory;
  ratePpm: number;
}

/**
 * Grants a rebate as bonus money that must be wagered `multiple` times before it can be withdrawn. The bonuses
 * module satisfies it (bonuses.grant); until it is wired, a rebate with a multiple is paid as cash and logged.
 * The grant runs in the caller's transaction and must be idempotent on `idempotencyKey`.
 */
export interface RebateBonusPort {
  grant(
    tx: Tx,
    grant: {
      merchant: ResolvedMerchant;
      memberId: number;
      amount: bigint;
      idempotencyKey: string;
      reference: string;
      source: 'rebate';
      wagering: { multiple: number };
    },
  ): Promise<void>;
}
