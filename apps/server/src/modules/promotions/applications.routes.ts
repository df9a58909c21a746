// Apply-only activities' calls: applying and the console's review through the route kit; the image upload and
// reads (multipart and binary replies) as plain routes that resolve the merchant and authenticate as the kit
// does, like the feedback images (modules/support/feedback.routes.ts). Images are never public.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consoleApplicationsEndpoint, decideApplicationEndpoint } from '@orbit/contracts/console-promotions';
import { ApiError } from '@orbit/contracts/envelope';
import { can } from '@orbit/contracts/permissions';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_READ_PATH,
  APPLICATION_IMAGE_UPLOAD_PATH,
  applyPromotionEndpoint,
  CONSOLE_APPLICATION_IMAGE_READ_PATH,
} from '@orbit/contracts/promotions';
import { privateImageIdOf, readUploadedFile, sendPrivateImage } from '../../lib/uploads.ts';
import { checkMemberGates, type RouteKit } from '../../plugins/endpoint.ts';
import type { AuthenticatedMember, AuthenticatedOperator, ResolvedMerchant } from '../../plugins/principals.ts';
import type { ApplicationsService } from './applications.service.ts';
import { actorOf } from './promotions.routes.ts';
import { requestLanguage } from '../../plugins/request-language.ts';

export interface ApplicationRoutesDeps {
  applications: ApplicationsService;
  resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant>;
  authenticateMember(authorization: string | undefined, merchant: ResolvedMerchant): Promise<AuthenticatedMember>;
  authenticateOperator(authorization: string | undefined, merchantId: number): Promise<AuthenticatedOperator>;
  uploadsPerMinute: number;
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

  async function memberOf(request: FastifyRequest) {
    const merchant = await deps.resolveMerchant(request);
    const member = await deps.authenticateMember(request.headers.authorization, merchant);
    checkMemberGates(member);
    return { merchant, member };
  }

  app.post(
    APPLICATION_IMAGE_UPLOAD_PATH,
    {
      config: { rateLimit: { max: deps.uploadsPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Upload an image for an activity application (png or jpg under 5 MB, multipart field "file"); answers its id',
        tags: ['promotions'],
        consumes: ['multipart/form-data'],
        security: [{ token: [] }],
      },
    },
    async (request, reply) => {
      const { merchant, member } = await memberOf(request);
      const bytes = await readUploadedFile(request, APPLICATION_IMAGE_MAX_BYTES);
      return reply.send({ success: true, value: await applications.storeImage(merchant, member.id, bytes) });
    },
  );

  app.get(
    APPLICATION_IMAGE_READ_PATH,
    { schema: { summary: 'Read back an image the member sent with an application', tags: ['promotions'], security: [{ token: [] }] } },
    async (request, reply) => {
      const { merchant, member } = await memberOf(request);
      return sendPrivateImage(reply, await applications.image(merchant, privateImageIdOf(request), member.id));
    },
  );

  app.get(
    CONSOLE_APPLICATION_IMAGE_READ_PATH,
    { schema: { summary: "Read a member's application image (promotions.read)", tags: ['console-promotions'], security: [{ token: [] }] } },
    async (request, reply) => {
      const merchant = await deps.resolveMerchant(request);
      const operator = await deps.authenticateOperator(request.headers.authorization, merchant.id);
      if (!can(operator.role, 'promotions.read')) throw new ApiError('forbidden', 'This needs the permission promotions.read');
      return sendPrivateImage(reply, await applications.image(merchant, privateImageIdOf(request)));
    },
  );
}
