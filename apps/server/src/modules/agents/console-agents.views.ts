// How the console shows the agents module's rows (docs/agents.md): a tree node, a contract with its events, a
// settlement item and a settlement run, from the raw rows of console-agents.repo.ts. Plain functions, shared by
// console-agents.service.ts and console-agents.runs.ts.
import type { ConsoleContract, SettlementRun } from '@orbit/contracts/console-agents';
import type { ContractKind } from '@orbit/contracts/agents';
import { exponentOf } from '@orbit/contracts/money';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import { loadTerms, showTerms } from './contract-terms.ts';
import type { ContractRow, EventRow, NodeRow, RunRow, SettlementRow } from './console-agents.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export const nodeView = (merchant: ResolvedMerchant, row: NodeRow) => ({
  memberId: row.member_id,
  username: row.username,
  type: row.type,
  level: Number(row.level),
  teamSize: Number(row.team_size),
  directDownlines: Number(row.direct_downlines),
  balance: showAmount(merchant, BigInt(row.balance)),
  status: row.status === 'active' ? ('active' as const) : ('locked' as const),
  liveContracts: Number(row.live_contracts),
});

export const contractView = (merchant: ResolvedMerchant, row: ContractRow, events: EventRow[]): ConsoleContract =>
  ({
    id: Number(row.id),
    agent: row.agent,
    upline: row.upline,
    offeredByOperator: row.offered_by,
    status: row.status,
    terminationAskedBy: row.termination_asked_by,
    offeredAt: iso(row.offered_at),
    startsAt: isoOrNull(row.starts_at),
    endedAt: isoOrNull(row.ended_at),
    events: events
      .filter((event) => Number(event.contract_id) === Number(row.id))
      .map((event) => ({ action: event.action, actor: event.actor, at: iso(event.at), note: event.note })),
    ...showTerms(loadTerms(row.kind as ContractKind, row.terms), exponentOf(merchant.currency)),
  }) as ConsoleContract;

export const settlementView = (merchant: ResolvedMerchant, row: SettlementRow) => ({
  id: Number(row.id),
  runId: Number(row.run_id),
  contractId: Number(row.contract_id),
  kind: row.kind as ContractKind,
  agent: row.agent,
  payer: row.payer,
  periodStart: iso(row.period_start),
  periodEnd: iso(row.period_end),
  inputs: row.inputs,
  carryIn: showAmount(merchant, BigInt(row.carry_in)),
  carryOut: showAmount(merchant, BigInt(row.carry_out)),
  amount: showAmount(merchant, BigInt(row.amount)),
  status: row.status as 'paid' | 'nil' | 'unpaid' | 'held',
  reason: row.reason,
  paidAt: isoOrNull(row.paid_at),
});

export const runView = (merchant: ResolvedMerchant, row: RunRow): SettlementRun => ({
  id: Number(row.id),
  kind: row.kind as ContractKind,
  period: row.period,
  periodStart: iso(row.period_start),
  periodEnd: iso(row.period_end),
  status: row.status as SettlementRun['status'],
  items: Number(row.items),
  paidTotal: showAmount(merchant, BigInt(row.paid_total)),
  unpaidItems: Number(row.unpaid_items),
  heldBy: row.held_by,
  note: row.note,
  startedAt: iso(row.started_at),
  finishedAt: isoOrNull(row.finished_at),
});
