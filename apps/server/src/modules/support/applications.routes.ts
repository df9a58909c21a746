import {
  applicationStatusEndpoint,
  applyAgentEndpoint,
  approveApplicationEndpoint,
  listApplicationsEndpoint,
  rejectApplicationEndpoint,
} from '@orbit/contracts/support';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { ApplicationsService } from './applications.service.ts';

export function registerApplicationRoutes(kit: RouteKit, deps: { applications: ApplicationsService }) {
  const { applications } = deps;
  kit.route(applyAgentEndpoint, async ({ merchant, body, request }) => applications.apply(merchant, body, request.ip));
  kit.route(applicationStatusEndpoint, async ({ merchant, params }) => applications.status(merchant, params.reference));
  kit.route(listApplicationsEndpoint, async ({ merchant, query }) => applications.list(merchant, query));
  kit.route(approveApplicationEndpoint, async ({ merchant, operator, params, request }) =>
    applications.approve(merchant, params.id, { operatorId: operator.id, operatorName: operator.username, ip: request.ip }),
  );
  kit.route(rejectApplicationEndpoint, async ({ merchant, operator, params, body, request }) =>
    applications.reject(merchant, params.id, body.reason, { operatorId: operator.id, operatorName: operator.username, ip: request.ip }),
  );
}
