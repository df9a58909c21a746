// The rows behind agent contracts (docs/agents.md), shared by the agents' steps (contracts.service.ts) and the
// operators' (contracts-operator.ts): a contract as shown, its event trail, the running contract an offer is
// checked against, inserting an offer, and the guarded status change every step goes through (… WHERE status =
// the expected one, so two steps racing on one contract end in exactly one state).
import { and, eq, inArray } from 'drizzle-orm';
import type { Contract, ContractKind } from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf } from '@orbit/contracts/money';
import { isUniqueViolation, type Database, type Tx } from '../../db/client.ts';
import { agentContractEvents, agentContracts } from '../../db/schema/agents.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { loadTerms, showTerms, storeTerms, type ParsedTerms } from './contract-terms.ts';
import type { ContractRow } from './contracts.service.ts';

export type Side = 'agent' | 'upline';

export const LIVE = ['offered', 'active', 'terminating'] as const;
const RUNNING = ['active', 'terminating'] as const;

export const stale = () => new ApiError('invalid_state', 'This contract has changed; please reload it');

export function createContractRecords(deps: { database: Database; clock: Clock; members: MembersService['directory'] }) {
  const { db } = deps.database;

  async function view(merchant: ResolvedMerchant, rows: ContractRow[]): Promise<Contract[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const people = [...new Set(rows.flatMap((r) => (r.uplineId ? [r.agentId, r.uplineId] : [r.agentId])))];
    const [names, events] = await Promise.all([
      deps.members.usernamesOf(merchant.id, people),
      db.select().from(agentContractEvents).where(inArray(agentContractEvents.contractId, ids)).orderBy(agentContractEvents.id),
    ]);
    const exponent = exponentOf(merchant.currency);
    return rows.map((row) => ({
      id: row.id,
      agent: names.get(row.agentId) ?? '',
      upline: row.uplineId ? (names.get(row.uplineId) ?? '') : null,
      status: row.status as Contract['status'],
      terminationAskedBy: (row.terminationAskedBy as Side | null) ?? null,
      offeredAt: row.offeredAt.toISOString(),
      startsAt: row.startsAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      events: events.filter((e) => e.contractId === row.id).map((e) => ({ action: e.action, actor: e.actor, at: e.at.toISOString(), note: e.note })),
      ...showTerms(loadTerms(row.kind as ContractKind, row.terms), exponent),
    }));
  }

  async function one(merchant: ResolvedMerchant, row: ContractRow): Promise<Contract> {
    const [shown] = await view(merchant, [row]);
    return shown!;
  }

  async function event(tx: Tx, row: ContractRow, action: string, actor: Side | 'operator' | 'system', actorId: number | null, note: string | null | undefined) {
    await tx
      .insert(agentContractEvents)
      .values({ merchantId: row.merchantId, contractId: row.id, action, actor, actorId, note: note ?? null, at: deps.clock.now() });
  }

  /** A member's running (active or terminating) contract of the kind: the terms it may offer under. */
  async function runningOf(tx: Tx, merchantId: number, agentId: number, kind: ContractKind): Promise<ContractRow | undefined> {
    const [row] = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchantId),
          eq(agentContracts.agentId, agentId),
          eq(agentContracts.kind, kind),
          inArray(agentContracts.status, [...RUNNING]),
        ),
      );
    return row;
  }

  /** Inserts an offer; a live contract of the kind already there is refused cleanly (agent_contracts_live_uq). */
  async function insertOffer(
    tx: Tx,
    merchant: ResolvedMerchant,
    values: { agentId: number; uplineId: number | null; operatorId: number | null; terms: ParsedTerms },
  ): Promise<ContractRow> {
    try {
      const [row] = await tx.transaction((sp) =>
        sp
          .insert(agentContracts)
          .values({
            merchantId: merchant.id,
            kind: values.terms.kind,
            agentId: values.agentId,
            uplineId: values.uplineId,
            offeredByOperator: values.operatorId,
            status: 'offered',
            terms: storeTerms(values.terms),
            carryOver: values.terms.kind === 'dividend' && values.terms.carryOver,
            offeredAt: deps.clock.now(),
          })
          .returning(),
      );
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('conflict', 'This agent already has a contract of this kind offered or running', { field: 'downline' });
      throw error;
    }
  }

  /** Moves a contract from one status to another if it is still in it; answers the row, or null when it moved meanwhile. */
  async function transition(tx: Tx, row: ContractRow, from: string, set: Partial<ContractRow>, extra = and()) {
    const [updated] = await tx
      .update(agentContracts)
      .set(set)
      .where(and(eq(agentContracts.id, row.id), eq(agentContracts.status, from), extra))
      .returning();
    return updated ?? null;
  }

  return { view, one, event, runningOf, insertOffer, transition };
}

export type ContractRecords = ReturnType<typeof createContractRecords>;
