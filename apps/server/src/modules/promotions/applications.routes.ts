// Apply-only activities' calls: applying and the console's review through the route kit; the image upload and
// reads through the private image routes (plugins/private-image-routes.ts). Images are never public.
import type { FastifyInstance } from 'fastify';
import { consoleApplicationsEndpoint, decideApplicationEndpoint } from '@orbit/contracts/console-promotions';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_READ_PATH,
  APPLICATION_IMAGE_UPLOAD_PATH,
  applyPromotionEndpoint,
  CONSOLE_APPLICATION_IMAGE_READ_PATH,
} from '@orbit/contracts/promotions';
import type { RouteKit } from '../../plugins/endpoint.ts';
import { registerPrivateImageRoutes, type PrivateImagePrincipals } from '../../plugins/private-image-routes.ts';
import type { ApplicationsService } from './applications.service.ts';
import { actorOf } from './promotions.routes.ts';
import { requestLanguage } from '../../plugins/request-language.ts';

export interface ApplicationRoutesDeps extends PrivateImagePrincipals {
  applications: ApplicationsService;
}

export function registerApplicationRoutes(kit: RouteKit, app: FastifyInstance, deps: ApplicationRoutesDeps) {
  const { applications } = deps;
  kit.route(applyPromotionEndpoint, async ({ request, merchant, member, params, body }) =>
    applications.apply(merchant, member, requestLanguage(request, merchant), params.id, body),
  );
  kit.route(consoleApplicationsEndpoint, async ({ merchant, query }) => applications.list(merchant, query));
  kit.route(decideApplicationEndpoint, async ({ merchant, operator, params, body, request }) =>
    applications.decide(merchant, params.id, body, actorOf(operator, request.ip)),
  );

  registerPrivateImageRoutes(app, deps, {
    paths: { upload: APPLICATION_IMAGE_UPLOAD_PATH, read: APPLICATION_IMAGE_READ_PATH, consoleRead: CONSOLE_APPLICATION_IMAGE_READ_PATH },
    maxBytes: APPLICATION_IMAGE_MAX_BYTES,
    what: 'an activity application',
    tags: { member: 'promotions', console: 'console-promotions' },
    permission: 'promotions.read',
    store: applications.storeImage,
    readOwn: (merchant, id, memberId) => applications.image(merchant, id, memberId),
    readAny: (merchant, id) => applications.image(merchant, id),
  });
}
