// The console's agent calls (contracts/console-agents.ts): thin wrappers over the console agents service.
import {
  agentDetailEndpoint,
  agentSearchEndpoint,
  agentSettlementsEndpoint,
  agentTreeEndpoint,
  commissionTotalsEndpoint,
  consoleAnnouncementsEndpoint,
  contractEndRequestsEndpoint,
  createAnnouncementEndpoint,
  deleteAnnouncementEndpoint,
  platformOfferEndpoint,
  setAgentRebatesEndpoint,
  settlementRunActionEndpoint,
  settlementRunItemsEndpoint,
  settlementRunsEndpoint,
  terminateContractEndpoint,
  updateAnnouncementEndpoint,
} from '@orbit/contracts/console-agents';
import type { AuthenticatedOperator } from '../console/console.types.ts';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { ConsoleAgents } from './console-agents.service.ts';

const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerConsoleAgentsRoutes(kit: RouteKit, deps: { agents: ConsoleAgents }) {
  const cms = deps.agents;
  kit.route(agentTreeEndpoint, ({ merchant, query }) => cms.tree(merchant, query));
  kit.route(agentSearchEndpoint, ({ merchant, query }) => cms.search(merchant, query.username, query.limit));
  kit.route(agentDetailEndpoint, ({ merchant, params }) => cms.detail(merchant, params.memberId));
  kit.route(setAgentRebatesEndpoint, ({ merchant, params, body, operator, request }) =>
    cms.setRebates(merchant, params.memberId, body.rebates, actorOf(operator, request.ip)),
  );
  kit.route(agentSettlementsEndpoint, ({ merchant, params, query }) => cms.settlements(merchant, params.memberId, query));
  kit.route(platformOfferEndpoint, ({ merchant, params, body, operator, request }) =>
    cms.offer(merchant, params.memberId, body, actorOf(operator, request.ip)),
  );
  kit.route(terminateContractEndpoint, ({ merchant, params, body, operator, request }) =>
    cms.terminate(merchant, params.contractId, body.note, actorOf(operator, request.ip)),
  );
  kit.route(contractEndRequestsEndpoint, ({ merchant }) => cms.endRequests(merchant));
  kit.route(settlementRunsEndpoint, ({ merchant, query }) => cms.runs(merchant, query));
  kit.route(settlementRunItemsEndpoint, ({ merchant, params, query }) => cms.runItems(merchant, params.runId, query));
  kit.route(settlementRunActionEndpoint, ({ merchant, params, body, operator, request }) =>
    cms.runAction(merchant, params.runId, params.action, body.note, actorOf(operator, request.ip)),
  );
  kit.route(commissionTotalsEndpoint, ({ merchant, query }) => cms.commissions(merchant, query));
  kit.route(consoleAnnouncementsEndpoint, ({ merchant, query }) => cms.announcements(merchant, query));
  kit.route(createAnnouncementEndpoint, ({ merchant, body, operator, request }) => cms.createAnnouncement(merchant, body, actorOf(operator, request.ip)));
  kit.route(updateAnnouncementEndpoint, ({ merchant, params, body, operator, request }) =>
    cms.updateAnnouncement(merchant, params.id, body, actorOf(operator, request.ip)),
  );
  kit.route(deleteAnnouncementEndpoint, ({ merchant, params, operator, request }) =>
    cms.deleteAnnouncement(merchant, params.id, actorOf(operator, request.ip)),
  );
}
