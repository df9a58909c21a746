// The promotions module put together for app.ts (docs/promotions.md, ADR 0036): the merchant's offers, what
// members claim of them, deposit promo codes, apply-only activities and the console's editor and review. Money
// is granted through the bonuses port it is handed (PromotionBonusPort), in the claim's own transaction. Raffles
// earn entries from deposits (depositListener) and turnover, and are drawn by a job (ADR 0039).
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { OperatorsService } from '../console/operators.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { registerApplicationRoutes } from './applications.routes.ts';
import { createApplicationsService } from './applications.service.ts';
import type { PromotionBonusPort } from './bonus-port.ts';
import { createConsolePromotions } from './console.service.ts';
import { createDepositBonus } from './deposit-bonus.ts';
import { createMemberPromotions } from './member.service.ts';
import { registerPromotionRoutes } from './promotions.routes.ts';
import { createRedeemCodes } from './redeem-codes.ts';
import { pruneFailures } from './redeem-codes.repo.ts';
import { createRedeemService } from './redeem.service.ts';
import { registerRaffleRoutes } from './raffles.routes.ts';
import { createRaffles } from './raffles.service.ts';
import { promotionRewardsSource } from './rewards-source.ts';

export interface PromotionsModuleDeps extends PlatformDeps {
  audit: AuditService;
  operators: OperatorsService;
  members: MembersService;
  bonuses: PromotionBonusPort;
  wallet: Pick<WalletService, 'balanceOf'>;
  merchantById(id: number): Promise<ResolvedMerchant | undefined>;
}

export function createPromotionsModule(deps: PromotionsModuleDeps) {
  const { database, clock, audit, bonuses } = deps;
  const promotions = createMemberPromotions({ database, clock, bonuses });
  const applications = createApplicationsService({ database, clock, bonuses, audit });
  const consolePromotions = createConsolePromotions({ database, clock, audit });
  const depositBonus = createDepositBonus({ bonuses, now: () => clock.now(), log: deps.log });
  const redeemCodes = createRedeemCodes({ database, clock, audit });
  const redeem = createRedeemService({ database, clock, bonuses });
  const raffles = createRaffles({ database, clock, bonuses, audit, merchantById: deps.merchantById });
  return {
    services: { promotions, promotionApplications: applications, consolePromotions, redeem, raffles },
    /** For the payments module: call onDepositApproved inside the transaction that approves a deposit. */
    depositBonus,
    /** For the payments module's credit listeners: a credited deposit earns raffle entries. */
    onDepositCredited: raffles.onDeposit,
    /** The reward centre's source: gifts the member can claim and raffle prizes it won. */
    rewardsSource: promotionRewardsSource({ database, now: () => clock.now(), promotions, raffles, wallet: deps.wallet }),
    jobs: [
      // Raffles whose draw time has come are drawn, each once (the raffle row's state, under its lock).
      { name: 'promotions.raffles.draw', periodSeconds: 10, catchUp: 'latest', mode: 'afterClaim', run: () => raffles.drawDue() },
      // Turnover raffles' entries follow the wallet's turnover; the draw brings them up to date once more.
      { name: 'promotions.raffles.turnover', periodSeconds: 300, catchUp: 'latest', mode: 'afterClaim', run: () => raffles.refreshTurnoverEntries() },
      // Failed redeem attempts count for an hour; a day later they are of no use.
      {
        name: 'promotions.redeem-failures.prune',
        periodSeconds: 3600,
        catchUp: 'latest',
        run: async (tx, period) => ({ pruned: await pruneFailures(tx, new Date(period.start.getTime() - 86_400_000)) }),
      },
    ] as JobDefinition[],
    registerRoutes({ kit, app, resolveMerchant }: RouteWiring) {
      registerPromotionRoutes(kit, { promotions, applications, consolePromotions, redeemCodes, redeem });
      registerRaffleRoutes(kit, raffles);
      registerApplicationRoutes(kit, app, {
        applications,
        resolveMerchant,
        authenticateMember: (authorization, merchant) => deps.members.authenticate(authorization, merchant),
        authenticateOperator: (authorization, merchantId) => deps.operators.authenticate(authorization, merchantId),
        uploadsPerMinute: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE,
      });
    },
  };
}
