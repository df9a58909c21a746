// The agent centre's contract calls (contracts/agents.ts): list one kind, offer to a direct downline, act on a contract.
import { contractActionEndpoint, contractsEndpoint, offerContractEndpoint } from '@orbit/contracts/agents';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { Contracts } from './contracts.service.ts';

export function registerContractRoutes(kit: RouteKit, contracts: Contracts) {
  kit.route(contractsEndpoint, ({ merchant, member, query }) => contracts.list(merchant, member.id, query.kind));
  kit.route(offerContractEndpoint, ({ merchant, member, body }) => contracts.offer(merchant, member.id, body));
  kit.route(contractActionEndpoint, ({ merchant, member, params, body }) => contracts.act(merchant, member.id, params.id, params.action, body.note));
}
