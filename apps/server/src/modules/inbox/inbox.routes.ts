import type { FastifyRequest } from 'fastify';
import {
  deleteMessageEndpoint,
  memberMessagesEndpoint,
  previewMessageEndpoint,
  readAllMessagesEndpoint,
  readMessageEndpoint,
  sendMessageEndpoint,
  sentMessagesEndpoint,
  unreadMessagesEndpoint,
} from '@orbit/contracts/messages';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { AuthenticatedOperator } from '../console/console.types.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { InboxService } from './inbox.service.ts';
import type { Sending } from './sending.ts';
import { requestLanguage } from '../../plugins/request-language.ts';

const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerInboxRoutes(
  kit: RouteKit,
  deps: { inbox: InboxService; sending: Sending; operatorNames: (merchantId: number) => Promise<ReadonlyMap<number, string>> },
) {
  const { inbox, sending } = deps;
  const reader = (request: FastifyRequest, merchant: ResolvedMerchant, member: { id: number }) => ({
    merchant,
    memberId: member.id,
    language: requestLanguage(request, merchant),
  });
  kit.route(memberMessagesEndpoint, async ({ request, merchant, member, query }) => inbox.list(reader(request, merchant, member), query));
  kit.route(unreadMessagesEndpoint, async ({ merchant, member }) => ({ unread: await inbox.unread(merchant, member.id) }));
  kit.route(readMessageEndpoint, async ({ request, merchant, member, params }) => inbox.read(reader(request, merchant, member), params.id));
  kit.route(readAllMessagesEndpoint, async ({ request, merchant, member }) => inbox.readAll(reader(request, merchant, member)));
  kit.route(deleteMessageEndpoint, async ({ request, merchant, member, params }) => inbox.remove(reader(request, merchant, member), params.id));

  kit.route(sentMessagesEndpoint, async ({ merchant, query }) => sending.sentLog(merchant, query, deps.operatorNames));
  kit.route(previewMessageEndpoint, async ({ merchant, body }) => sending.preview(merchant, body));
  kit.route(sendMessageEndpoint, async ({ merchant, operator, body, request }) => sending.send(merchant, body, actorOf(operator, request.ip)));
}
