// Contracts between an upline agent (or the platform, for a top-level agent) and a direct downline agent
// (docs/agents.md): offered, then accepted or rejected by the downline
// or withdrawn by the upline; an active contract ends when one side asks to terminate and the other confirms.
// Every step is one guarded UPDATE (… WHERE status = the expected one), so two steps racing on one contract
// end in exactly one state, and every step appends an agent_contract_events row in the same transaction.//
// The rows and the guarded status change are contracts-records.ts; the operators' steps are contracts-operator.ts.
import { and, desc, eq, or } from 'drizzle-orm';
import { CONTRACT_PAGES, type ContractKind, type ContractTerms } from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import { isAgentType } from '@orbit/contracts/member';
import { exponentOf } from '@orbit/contracts/money';
import type { Database, Tx } from '../../db/client.ts';
import { agentContracts } from '../../db/schema/agents.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { checkNotAbove, loadTerms, parseTerms, type ParsedTerms } from './contract-terms.ts';
import { createContractsByOperator } from './contracts-operator.ts';
import { createContractRecords, LIVE, stale, type Side } from './contracts-records.ts';
import { periodOf, type PeriodKind } from './periods.ts';
import type { AgentTree } from './tree.ts';

export type ContractRow = typeof agentContracts.$inferSelect;

/** The settlement period a contract of this kind is paid by. */
export function periodKindOf(terms: ParsedTerms): PeriodKind {
  switch (terms.kind) {
    case 'dividend':
      return terms.period;
    case 'daily_wage':
      return 'day';
    case 'hourly_salary':
      return 'hour';
    case 'realtime_salary':
      return '5m';
  }
}

export function createContracts(deps: { database: Database; clock: Clock; tree: AgentTree; members: MembersService['directory']; audit: AuditService }) {
  const { db } = deps.database;
  const records = createContractRecords(deps);
  const { view, one, event, runningOf, insertOffer, transition } = records;
  const { offerFromPlatform, terminateByOperator } = createContractsByOperator(deps, records);

  /**
   * One kind's contracts for the agent's page: its own, those it offered its downlines, and ended ones.
   * @throws error_not_agent
   */
  async function list(merchant: ResolvedMerchant, memberId: number, kind: ContractKind) {
    const me = await deps.tree.requireAgent(merchant, memberId);
    const rows = await db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchant.id),
          eq(agentContracts.kind, kind),
          or(eq(agentContracts.agentId, me.id), eq(agentContracts.uplineId, me.id)),
        ),
      )
      .orderBy(desc(agentContracts.id))
      .limit(200);
    const live = (row: ContractRow) => (LIVE as readonly string[]).includes(row.status);
    const [own = null] = await view(
      merchant,
      rows.filter((r) => r.agentId === me.id && live(r)),
    );
    return {
      own,
      offered: await view(
        merchant,
        rows.filter((r) => r.uplineId === me.id && live(r)),
      ),
      history: await view(merchant, rows.filter((r) => !live(r)).slice(0, 50)),
    };
  }

  /**
   * Offers a contract to a direct downline agent, never above the offerer's own running contract of the kind.
   * @throws error_not_agent, feature_disabled, not_found, agent_not_in_team, agent_not_direct_downline, agent_no_own_contract,
   *   agent_terms_above_own, amount_invalid, conflict
   */
  async function offer(merchant: ResolvedMerchant, memberId: number, input: { downline: string; contract: ContractTerms; note?: string | undefined }) {
    const me = await deps.tree.requireAgent(merchant, memberId);
    requireKindOn(merchant, input.contract.kind);
    const downline = await deps.members.byUsername(merchant.id, input.downline);
    if (!downline) throw new ApiError('agent_not_in_team', 'This member is not in your team', { field: 'downline' });
    const terms = parseTerms(input.contract, exponentOf(merchant.currency));
    const row = await db.transaction(async (tx) => {
      await deps.tree.requireDirectDownline(tx, merchant.id, me.id, downline.id);
      if (!isAgentType(downline.type)) throw new ApiError('error_not_agent', 'Contracts are offered to downline agents only', { field: 'downline' });
      const own = await runningOf(tx, merchant.id, me.id, terms.kind);
      if (!own) throw new ApiError('agent_no_own_contract', 'You need a running contract of this kind to offer one', { field: 'contract.kind' });
      checkNotAbove(terms, loadTerms(terms.kind, own.terms));
      const inserted = await insertOffer(tx, merchant, { agentId: downline.id, uplineId: me.id, operatorId: null, terms });
      await event(tx, inserted, 'offered', 'upline', me.id, input.note);
      return inserted;
    });
    return one(merchant, row);
  }

  /**
   * Agents make new commitments of a kind only while the merchant shows its page (its flag is on); contracts
   * already running go on being settled and can still be ended.
   * @throws feature_disabled
   */
  function requireKindOn(merchant: ResolvedMerchant, kind: ContractKind) {
    if (!merchant.settings.flags[CONTRACT_PAGES[kind].feature]) throw new ApiError('feature_disabled', 'This kind of contract is not offered on this site');
  }

  /**
   * An offer was checked against its upline's own running contract when it was made; that contract may since
   * have ended or been replaced with lower terms. Accepting checks again, so a downline is never paid above its
   * upline's current terms.
   * @throws agent_offer_outdated
   */
  async function requireUplineStillCovers(tx: Tx, merchantId: number, offer: ContractRow & { uplineId: number }) {
    const kind = offer.kind as ContractKind;
    const own = await runningOf(tx, merchantId, offer.uplineId, kind);
    const outdated = () => new ApiError('agent_offer_outdated', "This offer is above what the upline's own contract now allows; ask for a new offer");
    if (!own) throw outdated();
    try {
      checkNotAbove(loadTerms(kind, offer.terms), loadTerms(kind, own.terms));
    } catch (error) {
      throw error instanceof ApiError ? outdated() : error;
    }
  }

  /**
   * The downline accepts or rejects an offer, the upline withdraws it; either side asks to terminate a running
   * contract and the other side's terminate ends it.
   * @throws error_not_agent, not_found, invalid_state, feature_disabled (accepting a kind switched off), agent_offer_outdated
   */
  async function act(merchant: ResolvedMerchant, memberId: number, id: number, action: 'accept' | 'reject' | 'withdraw' | 'terminate', note?: string) {
    const me = await deps.tree.requireAgent(merchant, memberId);
    const [row] = await db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.merchantId, merchant.id), eq(agentContracts.id, id)));
    const side: Side | null = !row ? null : row.agentId === me.id ? 'agent' : row.uplineId === me.id ? 'upline' : null;
    if (!row || !side) throw new ApiError('not_found', 'No such contract', { field: 'id' });
    const now = deps.clock.now();
    const updated = await db.transaction(async (tx) => {
      let next: ContractRow | null;
      let eventName: string;
      if (action === 'accept' || action === 'reject') {
        if (side !== 'agent') throw new ApiError('invalid_state', 'Only the agent the contract is offered to can accept or reject it');
        if (action === 'accept') {
          requireKindOn(merchant, row.kind as ContractKind);
          if (row.uplineId !== null) await requireUplineStillCovers(tx, merchant.id, { ...row, uplineId: row.uplineId });
        }
        // A contract starts at the next boundary of its period, so a part-period is never paid.
        const startsAt = periodOf(periodKindOf(loadTerms(row.kind as ContractKind, row.terms)), now, merchant.timeZone).end;
        next = await transition(tx, row, 'offered', action === 'accept' ? { status: 'active', startsAt } : { status: 'rejected', endedAt: now });
        eventName = action === 'accept' ? 'accepted' : 'rejected';
      } else if (action === 'withdraw') {
        if (side !== 'upline') throw new ApiError('invalid_state', 'Only the upline that offered the contract can withdraw it');
        next = await transition(tx, row, 'offered', { status: 'withdrawn', endedAt: now });
        eventName = 'withdrawn';
      } else if (row.status === 'terminating') {
        if (row.terminationAskedBy === side)
          throw new ApiError('invalid_state', 'You have already asked to terminate this contract; the other side confirms it');
        next = await transition(
          tx,
          row,
          'terminating',
          { status: 'terminated', endedAt: now },
          eq(agentContracts.terminationAskedBy, row.terminationAskedBy ?? ''),
        );
        eventName = 'terminated';
      } else {
        next = await transition(tx, row, 'active', { status: 'terminating', terminationAskedBy: side });
        eventName = 'termination_asked';
      }
      if (!next) throw stale();
      await event(tx, next, eventName, side, me.id, note);
      return next;
    });
    return one(merchant, updated);
  }
  return { list, offer, act, offerFromPlatform, terminateByOperator, view };
}

export type Contracts = ReturnType<typeof createContracts>;
