// Paying a settlement item (docs/agents.md, Settlement; ADR 0019): through the wallet's ledger (kind commission,
// idempotency key `agent-settlement:{id}`) from the upline's main wallet or the platform's `commissions` house
// account to the agent's main wallet; a short payer leaves the item unpaid and nothing moves. Also the run's
// totals. Moved verbatim out of settlement.service.ts, which settles the runs; the figures are settlement-figures.ts.
import { eq, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { Tx } from '../../db/client.ts';
import { agentSettlementRuns, agentSettlements } from '../../db/schema/agents.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { houseAccount, memberAccount } from '../wallet/addresses.ts';
import type { ContractRow } from './contracts.service.ts';
import type { ItemRow, SettlementDeps } from './settlement.service.ts';

export function createSettlementPayment(deps: Pick<SettlementDeps, 'clock' | 'wallet'>) {
  const platformPays = (merchant: ResolvedMerchant, contract: Pick<ContractRow, 'uplineId'>) =>
    merchant.settings.agents?.payer === 'platform' || contract.uplineId === null;

  /** Pays an item (or marks it nil, held, or unpaid when the payer's balance is short); answers its new status. */
  async function payItem(tx: Tx, merchant: ResolvedMerchant, item: ItemRow, held: boolean): Promise<ItemRow['status']> {
    const set = async (status: ItemRow['status'], extra: Partial<ItemRow> = {}) => {
      await tx
        .update(agentSettlements)
        .set({ status, reason: null, ...extra })
        .where(eq(agentSettlements.id, item.id));
      return status;
    };
    if (item.amount === 0n) return set('nil');
    if (held) return set('held');
    const from = item.payerId === null ? houseAccount('commissions', item.agentId) : memberAccount.main(item.payerId);
    if (item.payerId !== null && (await deps.wallet.balanceOf(tx, merchant.id, from, merchant.currency)) < item.amount) {
      return set('unpaid', { reason: 'insufficient_funds' });
    }
    try {
      // A savepoint: a refusal the balance check could not foresee (a payment racing this one) leaves the run going.
      const moved = await tx.transaction((sp) =>
        deps.wallet.move(sp, {
          merchantId: merchant.id,
          currency: merchant.currency,
          idempotencyKey: `agent-settlement:${item.id}`,
          kind: 'commission',
          memberId: item.agentId,
          postings: [{ from, to: memberAccount.main(item.agentId), amount: item.amount }],
          reference: `${item.kind}:${item.periodStart.toISOString()}`,
        }),
      );
      return set('paid', { ledgerTransactionId: moved.transactionId, paidAt: deps.clock.now() });
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'insufficient_funds') return set('unpaid', { reason: 'insufficient_funds' });
      throw error;
    }
  }

  async function refreshTotals(tx: Tx, runId: number) {
    const [totals] = await tx
      .select({
        items: sql<number>`count(*)::int`,
        paid: sql<string>`coalesce(sum(${agentSettlements.amount}) FILTER (WHERE ${agentSettlements.status} = 'paid'), 0)::text`,
      })
      .from(agentSettlements)
      .where(eq(agentSettlements.runId, runId));
    const values = { items: totals?.items ?? 0, paidTotal: BigInt(totals?.paid ?? '0') };
    await tx.update(agentSettlementRuns).set(values).where(eq(agentSettlementRuns.id, runId));
    return values;
  }

  return { platformPays, payItem, refreshTotals };
}
