import {
  listSiteAnnouncementsEndpoint,
  createSiteAnnouncementEndpoint,
  deleteSiteAnnouncementEndpoint,
  duePopupsEndpoint,
  memberNoticesEndpoint,
  publicNoticesEndpoint,
  seenPopupsEndpoint,
  updateSiteAnnouncementEndpoint,
} from '@orbit/contracts/announcements';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { AuthenticatedOperator } from '../console/console.types.ts';
import type { AnnouncementsService } from './announcements.service.ts';
import { requestLanguage } from '../../plugins/request-language.ts';

const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerAnnouncementRoutes(kit: RouteKit, deps: { announcements: AnnouncementsService }) {
  const { announcements } = deps;
  kit.route(publicNoticesEndpoint, async ({ request, merchant, query }) =>
    announcements.notices({ merchant, language: requestLanguage(request, merchant) }, query),
  );
  kit.route(memberNoticesEndpoint, async ({ request, merchant, member, query }) =>
    announcements.notices({ merchant, language: requestLanguage(request, merchant), member }, query),
  );
  kit.route(duePopupsEndpoint, async ({ request, merchant, member }) => ({
    items: await announcements.duePopups({ merchant, language: requestLanguage(request, merchant), member }),
  }));
  kit.route(seenPopupsEndpoint, async ({ merchant, member, body }) => announcements.popupsSeen(merchant, member.id, body));

  kit.route(listSiteAnnouncementsEndpoint, async ({ merchant, query }) => announcements.list(merchant, query.group));
  kit.route(createSiteAnnouncementEndpoint, async ({ merchant, operator, body, request }) =>
    announcements.create(merchant, body, actorOf(operator, request.ip)),
  );
  kit.route(updateSiteAnnouncementEndpoint, async ({ merchant, operator, params, body, request }) =>
    announcements.update(merchant, params.id, body, actorOf(operator, request.ip)),
  );
  kit.route(deleteSiteAnnouncementEndpoint, async ({ merchant, operator, params, request }) =>
    announcements.remove(merchant, params.id, actorOf(operator, request.ip)),
  );
}
