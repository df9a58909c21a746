// The three calls every private image takes (deposit receipts, promotion applications, feedback): the member
// uploads one (multipart, rate limited), reads back its own, and an operator with the right permission reads
// any of the merchant's. Multipart bodies and binary replies sit outside the route kit, so these routes resolve
// the merchant and authenticate as the kit does. Images are never public (lib/uploads.ts, sendPrivateImage).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import { can, type Permission } from '@orbit/contracts/permissions';
import { privateImageIdOf, readUploadedFile, sendPrivateImage } from '../lib/uploads.ts';
import { checkMemberGates } from './endpoint.ts';
import type { AuthenticatedMember, AuthenticatedOperator, ResolvedMerchant } from './principals.ts';

export interface PrivateImagePrincipals {
  resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant>;
  authenticateMember(authorization: string | undefined, merchant: ResolvedMerchant): Promise<AuthenticatedMember>;
  authenticateOperator(authorization: string | undefined, merchantId: number): Promise<AuthenticatedOperator>;
  uploadsPerMinute: number;
}

type StoredImage = { mime: string; bytes: Buffer };

export interface PrivateImageKind {
  paths: { upload: string; read: string; consoleRead: string };
  maxBytes: number;
  /** Completes "Upload an image for …" and "Read back an image the member sent with …" in the API docs. */
  what: string;
  tags: { member: string; console: string };
  /** The operator permission that reads any member's image. */
  permission: Permission;
  store(merchant: ResolvedMerchant, memberId: number, bytes: Buffer): Promise<unknown>;
  /** The member's own image; another member's answers not found. */
  readOwn(merchant: ResolvedMerchant, id: string, memberId: number): Promise<StoredImage>;
  readAny(merchant: ResolvedMerchant, id: string): Promise<StoredImage>;
}

export function registerPrivateImageRoutes(app: FastifyInstance, principals: PrivateImagePrincipals, kind: PrivateImageKind) {
  async function memberOf(request: FastifyRequest) {
    const merchant = await principals.resolveMerchant(request);
    const member = await principals.authenticateMember(request.headers.authorization, merchant);
    checkMemberGates(member);
    return { merchant, member };
  }

  app.post(
    kind.paths.upload,
    {
      config: { rateLimit: { max: principals.uploadsPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: `Upload an image for ${kind.what} (png or jpg, at most ${kind.maxBytes / 1024 / 1024} MB, multipart field "file"); answers its id`,
        tags: [kind.tags.member],
        consumes: ['multipart/form-data'],
        security: [{ token: [] }],
      },
    },
    async (request, reply) => {
      const { merchant, member } = await memberOf(request);
      const bytes = await readUploadedFile(request, kind.maxBytes);
      return reply.send({ success: true, value: await kind.store(merchant, member.id, bytes) });
    },
  );

  app.get(
    kind.paths.read,
    { schema: { summary: `Read back an image the member sent with ${kind.what}`, tags: [kind.tags.member], security: [{ token: [] }] } },
    async (request, reply) => {
      const { merchant, member } = await memberOf(request);
      return sendPrivateImage(reply, await kind.readOwn(merchant, privateImageIdOf(request), member.id));
    },
  );

  app.get(
    kind.paths.consoleRead,
    { schema: { summary: `Read a member's image sent with ${kind.what} (${kind.permission})`, tags: [kind.tags.console], security: [{ token: [] }] } },
    async (request, reply) => {
      const merchant = await principals.resolveMerchant(request);
      const operator = await principals.authenticateOperator(request.headers.authorization, merchant.id);
      if (!can(operator.role, kind.permission)) {
        request.log.warn({ operatorId: operator.id, permission: kind.permission }, 'permission refused');
        throw new ApiError('forbidden', `This needs the permission ${kind.permission}`);
      }
      return sendPrivateImage(reply, await kind.readAny(merchant, privateImageIdOf(request)));
    },
  );
}
