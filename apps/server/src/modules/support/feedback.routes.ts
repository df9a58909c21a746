// Feedback calls: the JSON ones through the route kit, and the image upload and reads (multipart and binary
// replies) as plain routes that resolve the merchant and authenticate as the kit does. Images are never
// public and never kept by shared caches.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import { can } from '@orbit/contracts/permissions';
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
import { privateImageIdOf, readUploadedFile, sendPrivateImage } from '../../lib/uploads.ts';
import { checkMemberGates, type RouteKit } from '../../plugins/endpoint.ts';
import type { AuthenticatedMember, AuthenticatedOperator, ResolvedMerchant } from '../../plugins/principals.ts';
import type { FeedbackService } from './feedback.service.ts';

export interface FeedbackRoutesDeps {
  feedback: FeedbackService;
  resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant>;
  authenticateMember(authorization: string | undefined, merchant: ResolvedMerchant): Promise<AuthenticatedMember>;
  authenticateOperator(authorization: string | undefined, merchantId: number): Promise<AuthenticatedOperator>;
  uploadsPerMinute: number;
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

  async function memberOf(request: FastifyRequest) {
    const merchant = await deps.resolveMerchant(request);
    const member = await deps.authenticateMember(request.headers.authorization, merchant);
    checkMemberGates(member);
    return { merchant, member };
  }

  app.post(
    FEEDBACK_IMAGE_UPLOAD_PATH,
    {
      config: { rateLimit: { max: deps.uploadsPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Upload an image for feedback (png or jpg under 5 MB, multipart field "file"); answers its id',
        tags: ['support'],
        consumes: ['multipart/form-data'],
        security: [{ token: [] }],
      },
    },
    async (request, reply) => {
      const { merchant, member } = await memberOf(request);
      const bytes = await readUploadedFile(request, FEEDBACK_IMAGE_MAX_BYTES);
      return reply.send({ success: true, value: await feedback.storeImage(merchant, member.id, bytes) });
    },
  );

  app.get(
    FEEDBACK_IMAGE_READ_PATH,
    { schema: { summary: 'Read back an image the member sent with feedback', tags: ['support'], security: [{ token: [] }] } },
    async (request, reply) => {
      const { merchant, member } = await memberOf(request);
      return sendPrivateImage(reply, await feedback.image(merchant, privateImageIdOf(request), member.id));
    },
  );

  app.get(
    CONSOLE_FEEDBACK_IMAGE_READ_PATH,
    { schema: { summary: "Read a member's feedback image (feedback.read)", tags: ['console-support'], security: [{ token: [] }] } },
    async (request, reply) => {
      const merchant = await deps.resolveMerchant(request);
      const operator = await deps.authenticateOperator(request.headers.authorization, merchant.id);
      if (!can(operator.role, 'feedback.read')) throw new ApiError('forbidden', 'This needs the permission feedback.read');
      return sendPrivateImage(reply, await feedback.image(merchant, privateImageIdOf(request)));
    },
  );
}
