// The console's member calls: thin wrappers over the members admin service, each under its permission.
import {
  createAccountEndpoint,
  memberDetailEndpoint,
  memberKillSessionsEndpoint,
  memberLabelsEndpoint,
  memberLockEndpoint,
  memberLoginsEndpoint,
  memberResetPasswordEndpoint,
  memberSessionsEndpoint,
  membersListEndpoint,
} from '@orbit/contracts/console-members';
import type { AuthenticatedOperator } from '../console/console.types.ts';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { MembersService } from './members.service.ts';

const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerMemberAdminRoutes(kit: RouteKit, deps: { members: MembersService }) {
  const { admin } = deps.members;
  kit.route(membersListEndpoint, async ({ query, merchant }) => admin.list(merchant, query));
  kit.route(memberDetailEndpoint, async ({ params, merchant }) => admin.detail(merchant, params.id));
  kit.route(memberLockEndpoint, async ({ request, params, body, merchant, operator }) =>
    admin.setStatus(merchant, params.id, body, actorOf(operator, request.ip)),
  );
  kit.route(memberResetPasswordEndpoint, async ({ request, params, merchant, operator }) =>
    admin.resetPassword(merchant, params.id, actorOf(operator, request.ip)),
  );
  kit.route(memberLabelsEndpoint, async ({ request, params, body, merchant, operator }) =>
    admin.setLabels(merchant, params.id, body, actorOf(operator, request.ip)),
  );
  kit.route(memberSessionsEndpoint, async ({ params, merchant }) => admin.sessions(merchant, params.id));
  kit.route(memberKillSessionsEndpoint, async ({ request, params, query, merchant, operator }) =>
    admin.endSessions(merchant, params.id, query.sessionId, actorOf(operator, request.ip)),
  );
  kit.route(memberLoginsEndpoint, async ({ params, query, merchant }) => admin.logins(merchant, params.id, query.page, query.pageSize));
  kit.route(createAccountEndpoint, async ({ request, body, merchant, operator }) => admin.createAccount(merchant, body, actorOf(operator, request.ip)));
}
