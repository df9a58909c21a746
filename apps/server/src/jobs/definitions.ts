// The platform's scheduled jobs. Each calls a service; the runner makes it run once per period.
import { pruneClaims } from '../lib/attempt-claims.ts';
import { lt } from 'drizzle-orm';
import { cryptoNonces } from '../db/schema/system.ts';
import type { SiteService } from '../modules/site/site.service.ts';
import * as operatorsRepo from '../modules/console/operators.repo.ts';
import * as verificationRepo from '../modules/verification/verification.repo.ts';
import { JOB_RUNS_KEPT_DAYS, pruneOldJobRuns } from './job-runs-retention.ts';
import type { JobDefinition } from './runner.ts';
import type { DepositsService } from '../modules/payments/deposits.service.ts';
import type { DepositLimitsService } from '../modules/payments/deposit-limits.ts';
import type { SandboxGateway } from '../vendors/sandbox-gateway/sandbox-gateway.ts';
import type { WithdrawalsService } from '../modules/payments/withdrawals.service.ts';
import type { PaymentPasswords } from '../modules/members/payment-password.ts';
import type { WalletService } from '../modules/wallet/wallet.service.ts';
import type { ReconciliationService } from '../modules/wallet/reconciliation.ts';

export function platformJobs(deps: {
  site: SiteService;
  wallet: WalletService;
  reconciliation: ReconciliationService;
  withdrawals: WithdrawalsService;
  members: { paymentPasswords: PaymentPasswords };
  deposits: Pick<DepositsService, 'expireStale'>;
  depositLimits: Pick<DepositLimitsService, 'applyDue'>;
  sandboxGateway: Pick<SandboxGateway, 'kick'>;
  houseRounds: { recover(): Promise<{ paid: number; refunded: number; left: number }> };
  houseBlackjack: { finishAbandoned(): Promise<{ finished: number; left: number }> };
  lotteryDraws: { planAll(now: Date): Promise<{ merchants: number; added: number }> };
  lotterySettlement: { pass(): Promise<Record<string, number>> };
  lotteryTickets: { recover(): Promise<{ refunded: number; left: number }> };
}): JobDefinition[] {
  return [
    {
      name: 'site.end-expired-maintenance',
      periodSeconds: 60,
      catchUp: 'latest',
      run: async (tx) => ({ ended: await deps.site.endExpiredMaintenance(tx) }),
    },
    {
      name: 'site.prune-unused-assets',
      periodSeconds: 86_400,
      catchUp: 'latest',
      run: async (tx) => ({ deleted: await deps.site.pruneUnusedAssets(tx) }),
    },
    {
      name: 'system.prune-expired',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: async (tx, period) => {
        const dayAgo = new Date(period.start.getTime() - 86_400_000);
        const sessions = await operatorsRepo.pruneDead(tx, dayAgo);
        const nonces = await tx.delete(cryptoNonces).where(lt(cryptoNonces.expiresAt, period.start)).returning({ n: cryptoNonces.nonce });
        const jobRuns = await pruneOldJobRuns(tx, new Date(period.start.getTime() - JOB_RUNS_KEPT_DAYS * 86_400_000));
        // A claim older than the hour of the attempt limits was left by a crash mid-check: it counted as a failure until now.
        const claims = await pruneClaims(tx, new Date(period.start.getTime() - 3600_000));
        return { sessionsAndFailures: sessions, nonces: nonces.length, jobRuns, claims };
      },
    },
    // Verification: expired captchas and used challenges are refused by their expiry, so they can go.
    {
      name: 'verification.prune-expired',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: (tx, period) => verificationRepo.pruneExpired(tx, period.start),
    },
    // Wallet: pending vendor transfers learn their outcome from the vendor; the ledger is proven hourly.
    {
      name: 'wallet.check-pending-transfers',
      periodSeconds: 15,
      catchUp: 'latest',
      mode: 'afterClaim',
      run: () => deps.wallet.checkDueTransfers(),
    },
    // House games: a round cut off between its bet and its win is finished in the player's favour.
    {
      name: 'house.recover-rounds',
      periodSeconds: 60,
      catchUp: 'latest',
      mode: 'afterClaim',
      run: () => deps.houseRounds.recover(),
    },
    // House blackjack (ADR 0016): a hand left in play (closed tab, crash) is finished in the player's favour.
    {
      name: 'house.finish-blackjack-hands',
      periodSeconds: 60,
      catchUp: 'latest',
      mode: 'afterClaim',
      run: () => deps.houseBlackjack.finishAbandoned(),
    },
    // Lottery (ADR 0017): the draw calendar is planned hours ahead; the draws themselves are opened,
    // closed and drawn by a loop in each process (lottery/draws.service.ts), as a period of seconds is too short for this runner.
    {
      name: 'lottery.plan-draws',
      periodSeconds: 3600,
      catchUp: 'latest',
      mode: 'afterClaim',
      run: (_db, period) => deps.lotteryDraws.planAll(period.start),
    },
    // Lottery settlement (ADR 0018): a drawn draw is settled within seconds, then its wins are paid (and a voided
    // draw's stakes handed back) a few thousand tickets a pass; every step is safe to run again or at once.
    {
      name: 'lottery.settle-draws',
      periodSeconds: 5,
      catchUp: 'latest',
      mode: 'afterClaim',
      run: () => deps.lotterySettlement.pass(),
    },
    // Lottery tickets: a ticket whose debit answer was lost is rolled back after 30 s, in the player's favour.
    {
      name: 'lottery.recover-tickets',
      periodSeconds: 60,
      catchUp: 'latest',
      mode: 'afterClaim',
      run: () => deps.lotteryTickets.recover(),
    },
    {
      name: 'wallet.reconcile',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: async (tx) => {
        const run = await deps.reconciliation.run(tx);
        return { ok: run.ok, accounts: run.accountsChecked, transactions: run.transactionsChecked };
      },
    },
    // Withdrawals: a payout the member has not confirmed in time counts as received;
    // payment-password tries older than the hour they count in are dropped.
    {
      name: 'payments.withdrawals-auto-receive',
      periodSeconds: 60,
      catchUp: 'latest',
      run: async (tx) => ({ autoReceived: await deps.withdrawals.autoReceive(tx) }),
    },
    {
      name: 'members.prune-payment-password-tries',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: async (tx, period) => ({ deleted: await deps.members.paymentPasswords.pruneOld(tx, period.start) }),
    },
    // Deposits: online deposits never paid expire; deposit-limit raises apply when due (reads
    // apply them too); the sandbox gateway sends its webhooks again until our side takes them.
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
    {
      name: 'sandbox-gateway.deliver-webhooks',
      periodSeconds: 30,
      catchUp: 'latest',
      // Sends outside this job's transaction (the receiver needs the database while it answers).
      run: async () => {
        deps.sandboxGateway.kick();
        return { started: true };
      },
    },
  ];
}
