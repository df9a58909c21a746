// Operators' steps on agent contracts (docs/agents.md, console): the platform's offer to a top-level agent, and
// ending a contract at once. Each is one transaction with its contract event and its audit entry. Split from
// contracts.service.ts (the agents' own steps); both write through contracts-records.ts.
import { and, eq } from 'drizzle-orm';
import type { ContractTerms } from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import { isAgentType } from '@orbit/contracts/member';
import { exponentOf } from '@orbit/contracts/money';
import type { Database } from '../../db/client.ts';
import { agentContracts } from '../../db/schema/agents.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { Actor } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { parseTerms, storeTerms } from './contract-terms.ts';
import { LIVE, stale, type ContractRecords } from './contracts-records.ts';

export function createContractsByOperator(
  deps: { database: Database; clock: Clock; members: MembersService['directory']; audit: AuditService },
  records: Pick<ContractRecords, 'one' | 'event' | 'insertOffer' | 'transition'>,
) {
  const { db } = deps.database;
  const { one, event, insertOffer, transition } = records;

  const operatorActor = (operatorId: number, actor?: Actor): Actor => actor ?? { operatorId, operatorName: `operator:${operatorId}`, ip: null };

  /**
   * The platform offers a contract to a top-level agent (no upline); audited.
   * @throws not_found, error_not_agent, invalid_state (the agent has an upline), amount_invalid, conflict
   */
  async function offerFromPlatform(
    merchant: ResolvedMerchant,
    operatorId: number,
    agentId: number,
    contract: ContractTerms,
    note?: string | null,
    actor?: Actor,
  ) {
    const agent = await deps.members.byId(merchant.id, agentId);
    if (!agent) throw new ApiError('not_found', 'No such member', { field: 'agentId' });
    if (!isAgentType(agent.type)) throw new ApiError('error_not_agent', 'Contracts are offered to agents only', { field: 'agentId' });
    if (agent.uplineId !== null)
      throw new ApiError('invalid_state', 'The platform offers contracts to top-level agents only; this agent has an upline', { field: 'agentId' });
    const terms = parseTerms(contract, exponentOf(merchant.currency));
    const row = await db.transaction(async (tx) => {
      const inserted = await insertOffer(tx, merchant, { agentId, uplineId: null, operatorId, terms });
      await event(tx, inserted, 'offered', 'operator', operatorId, note);
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor: operatorActor(operatorId, actor),
        action: 'agents.contract.offer',
        target: `contract:${inserted.id}`,
        detail: { agentId, kind: terms.kind, terms: storeTerms(terms), note: note ?? null },
      });
      return inserted;
    });
    return one(merchant, row);
  }

  /**
   * An operator ends a contract at once: a running one is terminated, an open offer withdrawn; audited.
   * @throws not_found, invalid_state (already ended)
   */
  async function terminateByOperator(merchant: ResolvedMerchant, operatorId: number, contractId: number, note?: string | null, actor?: Actor) {
    const [row] = await db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.merchantId, merchant.id), eq(agentContracts.id, contractId)));
    if (!row) throw new ApiError('not_found', 'No such contract', { field: 'contractId' });
    const now = deps.clock.now();
    const updated = await db.transaction(async (tx) => {
      const status = row.status === 'offered' ? 'withdrawn' : 'terminated';
      if (!(LIVE as readonly string[]).includes(row.status)) throw new ApiError('invalid_state', 'This contract has already ended');
      const next = await transition(tx, row, row.status, { status, endedAt: now });
      if (!next) throw stale();
      await event(tx, next, status, 'operator', operatorId, note);
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor: operatorActor(operatorId, actor),
        action: 'agents.contract.terminate',
        target: `contract:${row.id}`,
        detail: { from: row.status, to: status, note: note ?? null },
      });
      return next;
    });
    return one(merchant, updated);
  }

  return { offerFromPlatform, terminateByOperator };
}
