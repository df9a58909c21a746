// The agent centre's settlement calls (contracts/agents.ts): records, a real-time settlement's lines, income.
import { incomeEndpoint, realtimeLinesEndpoint, settlementRecordsEndpoint } from '@orbit/contracts/agents';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { SettlementReads } from './settlement.reads.ts';

export function registerSettlementRoutes(kit: RouteKit, reads: SettlementReads) {
  kit.route(settlementRecordsEndpoint, ({ merchant, member, query }) => reads.records(merchant, member.id, query));
  kit.route(realtimeLinesEndpoint, ({ merchant, member, params, query }) => reads.realtimeLines(merchant, member.id, params.id, query));
  kit.route(incomeEndpoint, ({ merchant, member, query }) => reads.income(merchant, member.id, query));
}
