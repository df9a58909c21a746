// The payments module put together for app.ts: receipts and proofs, deposits through the payment gateway
// and its webhooks, deposit limits, bank accounts and withdrawals with finance's reviews, and their jobs.
// Money moves only through the wallet module's service.
import { GATEWAY_WEBHOOK_PATH } from '@orbit/contracts/payments';
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { OperatorsService } from '../console/operators.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { Payees } from '../members/payees.ts';
import type { SiteService } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { noPaymentMessages, type PaymentMessages } from './account-messages.ts';
import { createBankAccounts } from './bank-accounts.ts';
import { registerBankMarkRoute } from './bank-marks.ts';
import { createDailyTotals } from './daily-totals.ts';
import type { DepositCreditedListener } from './deposit-credit.ts';
import { createDepositLimits } from './deposit-limits.ts';
import { createDepositReview } from './deposit-review.ts';
import { registerDepositRoutes } from './deposits.routes.ts';
import { createDeposits } from './deposits.service.ts';
import { registerFinanceDepositRoutes } from './finance-deposits.routes.ts';
import { registerFinanceWithdrawalRoutes } from './finance-withdrawals.routes.ts';
import { gatewayCredentials } from './gateway.ts';
import { sandboxGatewayOn } from '../site/merchant-settings.ts';
import { createSandboxGatewayClient } from './sandbox-client.ts';
import { createUploadsService } from './uploads.ts';
import { registerUploadRoutes } from './uploads.routes.ts';
import { createWebhookReceiver, registerWebhookRoute } from './webhooks.ts';
import { createWithdrawalReview } from './withdrawal-review.ts';
import { registerWithdrawalRoutes } from './withdrawals.routes.ts';
import { createWithdrawals, type BonusGate } from './withdrawals.service.ts';

export interface PaymentsModuleDeps extends PlatformDeps {
  audit: AuditService;
  operators: OperatorsService;
  members: MembersService;
  payees: Payees;
  site: SiteService;
  wallet: WalletService;
  /** What finance credited a member today (the wallet's adjustments), which a withdrawal's review shows. */
  creditedToday: Parameters<typeof createWithdrawalReview>[0]['creditedToday'];
  /** The member's inbox, told of approved and refused deposits and paid withdrawals. */
  messages?: PaymentMessages;
  /** Bonus grants: a withdrawal waits until none is active or queued (docs/wallet.md, Bonus money). */
  bonuses?: BonusGate;
}

export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const { database, clock, config, log, transport, audit, members, payees, wallet } = deps;
  const messages = deps.messages ?? noPaymentMessages;
  const paymentPasswords = members.paymentPasswords;
  const operatorNames = async (merchantId: number) => new Map((await deps.operators.list(merchantId)).map((o) => [o.id, o.username] as const));
  const bankAccounts = createBankAccounts({ database, clock, audit, payees, paymentPasswords });
  const withdrawals = createWithdrawals({ database, clock, wallet, bankAccounts, payees, paymentPasswords, bonuses: deps.bonuses });
  const withdrawalReview = createWithdrawalReview({ database, clock, wallet, audit, payees, operatorNames, creditedToday: deps.creditedToday, messages });
  const credentialsOf = (merchant: ResolvedMerchant) => gatewayCredentials(merchant, config.APP_SECRET);
  const merchantByCode = (code: string) => deps.site.resolveMerchant({ code }).catch(() => undefined);
  const gatewayOn = (merchant: ResolvedMerchant) => sandboxGatewayOn(merchant, config.NODE_ENV === 'production');
  const depositLimits = createDepositLimits({ database, clock, audit });
  const deposits = createDeposits({
    database,
    clock,
    limits: depositLimits,
    gateway: createSandboxGatewayClient({ baseUrl: config.PUBLIC_URL, transport, clock, log }),
    credentials: credentialsOf,
    gatewayOn,
    webhookUrl: (provider) => `${config.PUBLIC_URL}${GATEWAY_WEBHOOK_PATH.replace(':provider', provider)}`,
  });
  const uploads = createUploadsService({ database, clock });
  // Filled by app.ts after the modules that listen are built (onDepositCredited); read at each credit.
  const creditedListeners: DepositCreditedListener[] = [];
  const depositReview = createDepositReview({ database, clock, wallet, audit, members: members.directory, operatorNames, messages, creditedListeners });
  return {
    services: { withdrawals, withdrawalReview, uploads, deposits, depositLimits, depositReview },
    jobs: paymentJobs({ withdrawals, deposits, depositLimits }),
    /** Tells another module of every credited deposit, in the credit's transaction (docs/wallet.md, Deposits). */
    onDepositCredited(listener: DepositCreditedListener) {
      creditedListeners.push(listener);
    },
    /**
     * The sandbox gateway's account registry is the merchants' own gateway settings, as a real gateway's dashboard
     * would issue them; a merchant whose sandbox is switched off has no account, so its API and pages refuse.
     */
    sandboxAccounts: async (code: string) => {
      const merchant = await merchantByCode(code);
      return merchant && gatewayOn(merchant) ? { ...credentialsOf(merchant), displayName: merchant.name } : undefined;
    },
    async registerRoutes({ kit, app, resolveMerchant }: RouteWiring) {
      const perMinute = config.LOGIN_RATE_LIMIT_PER_MINUTE;
      registerUploadRoutes(app, {
        uploads,
        resolveMerchant,
        authenticateMember: (authorization, merchant) => members.authenticate(authorization, merchant),
        authenticateOperator: (authorization, merchantId) => deps.operators.authenticate(authorization, merchantId),
        uploadsPerMinute: perMinute,
      });
      registerDepositRoutes(kit, { deposits, limits: depositLimits, rateLimitPerMinute: perMinute });
      registerFinanceDepositRoutes(kit, { review: depositReview, dailyTotals: createDailyTotals({ database }) });
      const receiver = createWebhookReceiver({ database, clock, wallet, merchantByCode, credentials: credentialsOf, log, messages, creditedListeners });
      await registerWebhookRoute(app, { receiver });
      registerWithdrawalRoutes(kit, { bankAccounts, withdrawals, rateLimitPerMinute: perMinute });
      registerBankMarkRoute(app);
      registerFinanceWithdrawalRoutes(kit, { review: withdrawalReview });
    },
  };
}

function paymentJobs(deps: {
  withdrawals: ReturnType<typeof createWithdrawals>;
  deposits: ReturnType<typeof createDeposits>;
  depositLimits: ReturnType<typeof createDepositLimits>;
}): JobDefinition[] {
  return [
    // A payout the member has not confirmed in time counts as received (docs/wallet.md).
    {
      name: 'payments.withdrawals-auto-receive',
      periodSeconds: 60,
      catchUp: 'latest',
      run: async (tx) => ({ autoReceived: await deps.withdrawals.autoReceive(tx) }),
    },
    // Online deposits never paid expire; deposit-limit raises apply when due (reads apply them too).
    {
      name: 'payments.expire-online-deposits',
      periodSeconds: 300,
      catchUp: 'latest',
      run: async (tx) => ({ expired: await deps.deposits.expireStale(tx) }),
    },
    {
      name: 'payments.apply-deposit-limits',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: async (tx) => ({ applied: await deps.depositLimits.applyDue(tx) }),
    },
  ];
}
