// The modules that keep players (docs/promotions.md, docs/rebates.md, docs/referrals.md) and the hooks that tie
// them to the rest, composed for app.ts: promotions grant through the bonuses module and a deposit with a promo
// code earns its bonus; a rebate with a turnover multiple is paid as a bonus grant; an invite code counts at
// registration and a friend's first deposit earns its referrer a reward; a deposit earns raffle entries; the
// reward centre lists what the referral, rebate and promotions modules owe.
import type { PlatformDeps } from './plugins/module.ts';
import type { AuditService } from './modules/console/audit.service.ts';
import type { OperatorsService } from './modules/console/operators.service.ts';
import type { BonusesService } from './modules/bonuses/bonuses.service.ts';
import type { MembersService } from './modules/members/members.service.ts';
import type { DepositCreditedListener } from './modules/payments/deposit-credit.ts';
import type { PromotionBonusPort } from './modules/promotions/bonus-port.ts';
import { createPromotionsModule } from './modules/promotions/promotions.module.ts';
import { createRebatesModule } from './modules/rebates/rebates.module.ts';
import { createReferralsModule } from './modules/referrals/referrals.module.ts';
import { createRewardsModule } from './modules/rewards/rewards.module.ts';
import type { ResolvedMerchant } from './modules/site/site.types.ts';
import type { WalletService } from './modules/wallet/wallet.service.ts';

/** How long a rebate paid as a bonus grant (a turnover multiple above 0) may be wagered. */
const REBATE_BONUS_HOURS = 7 * 24;

export interface LoyaltyDeps extends PlatformDeps {
  audit: AuditService;
  operators: OperatorsService;
  members: MembersService;
  wallet: WalletService;
  bonuses: BonusesService;
  /** Grants promotions' bonuses: the bonuses module's grant, or a test's recording double. */
  promotionBonuses?: PromotionBonusPort | undefined;
  merchantById(id: number): Promise<ResolvedMerchant | undefined>;
  /** The payments module's hook, called in the transaction that credits a deposit. */
  onDepositCredited(listener: DepositCreditedListener): void;
}

export function composeLoyalty(deps: LoyaltyDeps) {
  const { bonuses, members, wallet } = deps;
  const promotions = createPromotionsModule({ ...deps, bonuses: deps.promotionBonuses ?? bonuses });
  const rebates = createRebatesModule(deps);
  rebates.useBonuses({
    grant: async (tx, rebate) => {
      await bonuses.grant(tx, {
        merchant: rebate.merchant,
        memberId: rebate.memberId,
        amount: rebate.amount,
        wagering: { multiple: rebate.wagering.multiple, base: 'bonus', expiresInHours: REBATE_BONUS_HOURS },
        source: { kind: 'rebate', id: rebate.idempotencyKey },
        title: { EN: 'Cashback', MS: 'Pulangan tunai', CN: '返水' },
      });
    },
  });
  const referrals = createReferralsModule({ ...deps, wallet });
  members.useReferrals(referrals.registrationPort);
  deps.onDepositCredited(referrals.depositListener);
  // A deposit with a promo code (or one a promotion applies to without a code) earns its bonus; a refusal
  // (in a savepoint of its own) never undoes the deposit.
  deps.onDepositCredited(async (tx, merchant, row) => {
    await promotions.depositBonus.onDepositApproved(tx, { merchant, memberId: row.memberId, depositId: row.id, amount: row.amount, promoCode: row.promoCode });
  });
  // A credited deposit earns entries in the merchant's open deposit raffles (in a savepoint of its own).
  deps.onDepositCredited((tx, merchant, row) => promotions.onDepositCredited(tx, merchant, row));
  const rewards = createRewardsModule({ sources: [referrals.rewardsSource, rebates.rewardsSource, promotions.rewardsSource] });
  return { promotions, rebates, referrals, rewards };
}
