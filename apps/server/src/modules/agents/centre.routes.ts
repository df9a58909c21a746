// The agent centre's team and account calls (contracts/agents.ts): thin, the services hold the rules.
import {
  affiliateLinksEndpoint,
  agentAnnouncementsEndpoint,
  agentCentreEndpoint,
  createAffiliateLinkEndpoint,
  createDownlineEndpoint,
  deleteAffiliateLinkEndpoint,
  downlinesEndpoint,
  setDownlineRebatesEndpoint,
  teamBetsEndpoint,
  teamTransactionsEndpoint,
  transferToDownlineEndpoint,
} from '@orbit/contracts/agents';
import { siteOriginOf } from '../../lib/request-host.ts';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { AgentAccounts } from './accounts.service.ts';
import type { AgentCentre } from './centre.service.ts';
import type { TeamRecords } from './team-records.service.ts';
import { requestLanguage } from '../../plugins/request-language.ts';

export function registerAgentCentreRoutes(kit: RouteKit, deps: { centre: AgentCentre; accounts: AgentAccounts; records: TeamRecords }) {
  const { centre, accounts, records } = deps;
  kit.route(agentCentreEndpoint, ({ merchant, member }) => centre.centre(merchant, member.id));
  kit.route(agentAnnouncementsEndpoint, ({ merchant, member, query }) => centre.announcements(merchant, member.id, query));
  kit.route(downlinesEndpoint, ({ merchant, member, body }) => centre.downlines(merchant, member.id, body));
  kit.route(setDownlineRebatesEndpoint, ({ merchant, member, params, body }) => centre.setDownlineRebates(merchant, member.id, params.memberId, body.rebates));
  kit.route(createDownlineEndpoint, ({ merchant, member, body, request }) => accounts.createDownline(merchant, member.id, body, request.ip));
  // Links are built for the address the agent is using (port included) when it is the merchant's.
  kit.route(affiliateLinksEndpoint, ({ merchant, member, request }) => accounts.links(merchant, member.id, siteOriginOf(request)));
  kit.route(createAffiliateLinkEndpoint, ({ merchant, member, body, request }) => accounts.createLink(merchant, member.id, body, siteOriginOf(request)));
  kit.route(deleteAffiliateLinkEndpoint, ({ merchant, member, params }) => accounts.deleteLink(merchant, member.id, params.id));
  // Encrypted like the transfer to upline (the route kit decrypts it); the payment password check counts tries.
  kit.route(transferToDownlineEndpoint, ({ merchant, member, params, body }) => accounts.transfer(merchant, member.id, params.memberId, body));
  kit.route(teamBetsEndpoint, ({ merchant, member, body, request }) => records.bets(merchant, member.id, requestLanguage(request, merchant), body));
  kit.route(teamTransactionsEndpoint, ({ merchant, member, body }) => records.transactions(merchant, member.id, body));
}
