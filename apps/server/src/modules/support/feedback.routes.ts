// Feedback calls: the JSON ones through the route kit, and the image upload and reads through the private image
// routes (plugins/private-image-routes.ts). Images are never public and never kept by shared caches.
import type { FastifyInstance } from 'fastify';
import {
  CONSOLE_FEEDBACK_IMAGE_READ_PATH,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_READ_PATH,
  FEEDBACK_IMAGE_UPLOAD_PATH,
  listFeedbackEndpoint,
  myFeedbackEndpoint,
  replyFeedbackEndpoint,
  sendFeedbackEndpoint,
  setFeedbackStatusEndpoint,
} from '@orbit/contracts/support';
import type { RouteKit } from '../../plugins/endpoint.ts';
import { registerPrivateImageRoutes, type PrivateImagePrincipals } from '../../plugins/private-image-routes.ts';
import type { FeedbackService } from './feedback.service.ts';

export interface FeedbackRoutesDeps extends PrivateImagePrincipals {
  feedback: FeedbackService;
}

export function registerFeedbackRoutes(kit: RouteKit, app: FastifyInstance, deps: FeedbackRoutesDeps) {
  const { feedback } = deps;
  kit.route(sendFeedbackEndpoint, async ({ merchant, member, body }) => feedback.send(merchant, member, body));
  kit.route(myFeedbackEndpoint, async ({ merchant, member, query }) => feedback.mine(merchant, member.id, query));
  kit.route(listFeedbackEndpoint, async ({ merchant, query }) => feedback.list(merchant, query));
  kit.route(replyFeedbackEndpoint, async ({ merchant, operator, params, body, request }) =>
    feedback.reply(merchant, params.id, body.body, { operatorId: operator.id, operatorName: operator.username, ip: request.ip }),
  );
  kit.route(setFeedbackStatusEndpoint, async ({ merchant, operator, params, body, request }) =>
    feedback.setStatus(merchant, params.id, body.status, { operatorId: operator.id, operatorName: operator.username, ip: request.ip }),
  );

  registerPrivateImageRoutes(app, deps, {
    paths: { upload: FEEDBACK_IMAGE_UPLOAD_PATH, read: FEEDBACK_IMAGE_READ_PATH, consoleRead: CONSOLE_FEEDBACK_IMAGE_READ_PATH },
    maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
    what: 'feedback',
    tags: { member: 'support', console: 'console-support' },
    permission: 'feedback.read',
    store: feedback.storeImage,
    readOwn: (merchant, id, memberId) => feedback.image(merchant, id, memberId),
    readAny: (merchant, id) => feedback.image(merchant, id),
  });
}
