// Receipt and proof uploads (multipart and binary replies, so outside the route kit): the member uploads
// and reads back its own; finance operators read any of their merchant's. Never public, never cached by
// shared caches.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import { can } from '@orbit/contracts/permissions';
import { PAYMENT_UPLOAD_MAX_BYTES, PAYMENT_UPLOAD_PATH, PAYMENT_UPLOAD_READ_PATH } from '@orbit/contracts/payments';
import { CONSOLE_UPLOAD_READ_PATH } from '@orbit/contracts/console-finance';
import { readUploadedFile } from '../../lib/uploads.ts';
import { checkMemberGates } from '../../plugins/endpoint.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { AuthenticatedMember } from '../members/members.types.ts';
import type { AuthenticatedOperator } from '../console/console.types.ts';
import type { StoredUpload, UploadsService } from './uploads.ts';

const UPLOAD_ID = /^[A-Za-z0-9_-]{16,64}$/;

export interface UploadRoutesDeps {
  uploads: UploadsService;
  resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant>;
  authenticateMember(authorization: string | undefined, merchant: ResolvedMerchant): Promise<AuthenticatedMember>;
  authenticateOperator(authorization: string | undefined, merchantId: number): Promise<AuthenticatedOperator>;
  uploadsPerMinute: number;
}

export function registerUploadRoutes(app: FastifyInstance, deps: UploadRoutesDeps) {
  const { uploads } = deps;

  async function memberOf(request: FastifyRequest) {
    const merchant = await deps.resolveMerchant(request);
    const member = await deps.authenticateMember(request.headers.authorization, merchant);
    checkMemberGates(member);
    return { merchant, member };
  }

  app.post(
    PAYMENT_UPLOAD_PATH,
    {
      config: { rateLimit: { max: deps.uploadsPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Upload a receipt or proof image (png or jpg, at most 5 MB, multipart field "file"); answers its id',
        tags: ['payments'],
        consumes: ['multipart/form-data'],
        security: [{ token: [] }],
      },
    },
    async (request, reply) => {
      const { merchant, member } = await memberOf(request);
      const bytes = await readUploadedFile(request, PAYMENT_UPLOAD_MAX_BYTES);
      const value = await uploads.store(merchant.id, member.id, bytes);
      return reply.send({ success: true, value });
    },
  );

  app.get(
    PAYMENT_UPLOAD_READ_PATH,
    { schema: { summary: 'Read back an image the member uploaded', tags: ['payments'], security: [{ token: [] }] } },
    async (request, reply) => {
      const { merchant, member } = await memberOf(request);
      return sendPrivate(reply, await uploads.readOwn(merchant.id, member.id, uploadIdOf(request)));
    },
  );

  app.get(
    CONSOLE_UPLOAD_READ_PATH,
    { schema: { summary: "Read a member's receipt or proof image (finance.read)", tags: ['console-finance'], security: [{ token: [] }] } },
    async (request, reply) => {
      const merchant = await deps.resolveMerchant(request);
      const operator = await deps.authenticateOperator(request.headers.authorization, merchant.id);
      if (!can(operator.role, 'finance.read')) {
        request.log.warn({ operatorId: operator.id, permission: 'finance.read' }, 'permission refused');
        throw new ApiError('forbidden', 'This needs the permission finance.read');
      }
      return sendPrivate(reply, await uploads.readForMerchant(merchant.id, uploadIdOf(request)));
    },
  );
}

function uploadIdOf(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!UPLOAD_ID.test(id)) throw new ApiError('not_found', 'No such uploaded image');
  return id;
}

function sendPrivate(reply: FastifyReply, upload: StoredUpload) {
  return (
    reply
      .header('content-type', upload.mime)
      // A receipt shows bank details: only the browser that asked may keep it, and only briefly.
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(upload.bytes)
  );
}
