// How a promotion's money reaches a member (ADR 0036): through the bonuses module's grant, inside the same
// transaction as the claim that earned it, so a claim and its grant are written together or not at all. This
// module never moves money itself; app.ts hands it the bonuses module's grant.
import type { Tx } from '../../db/client.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';

export interface PromotionGrantInput {
  merchant: ResolvedMerchant;
  memberId: number;
  amount: bigint;
  depositAmount?: bigint | null;
  wagering: {
    multiple: number;
    base: 'bonus' | 'deposit_bonus';
    contributions?: Partial<Record<string, number>>;
    maxStake?: bigint | null;
    expiresInHours: number;
  };
  source: { kind: 'promotion'; id: string };
  title: Record<string, string>;
}

export interface PromotionBonusPort {
  grant(tx: Tx, input: PromotionGrantInput): Promise<{ grantId: number; state: string; replayed: boolean }>;
}
