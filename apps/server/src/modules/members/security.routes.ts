// The security centre's calls ("my account"), and the avatar upload (multipart, so outside the route kit).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import {
  AVATAR_MAX_BYTES,
  AVATAR_UPLOAD_PATH,
  avatarEndpoint,
  bindEmailEndpoint,
  bindMobileEndpoint,
  emailCodeEndpoint,
  loginHistoryEndpoint,
  mobileCodeEndpoint,
  nicknameEndpoint,
  paymentPasswordEndpoint,
  playerAvatarEndpoint,
  realNameEndpoint,
  responsibleGamingEndpoint,
  setStockAvatarEndpoint,
  totpDisableEndpoint,
  totpEnableEndpoint,
  totpSetupEndpoint,
  updateLanguageEndpoint,
} from '@orbit/contracts/member-security';
import { checkMemberGates, type RouteKit } from '../../plugins/endpoint.ts';
import { readUploadedFile, sniffImage } from '../../lib/uploads.ts';
import type { SiteService } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { memberActor } from './login-records.ts';
import { contextOf } from './members.routes.ts';
import type { MembersService } from './members.service.ts';

export function registerSecurityRoutes(
  kit: RouteKit,
  app: FastifyInstance,
  deps: { members: MembersService; site: SiteService; resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant>; codeRateLimit: number },
) {
  const { members } = deps;
  const { security } = members;
  const codes = { rateLimitPerMinute: deps.codeRateLimit };

  kit.route(avatarEndpoint, async ({ merchant, member }) => {
    const info = await security.info(merchant, member);
    return { avatar: info.avatar, avatarType: info.avatarType };
  });
  kit.route(setStockAvatarEndpoint, async ({ request, body, merchant, member }) =>
    security.setAvatar(merchant, member, `/avatars/${body.stock}.svg`, 'STATIC', request.ip),
  );
  // The player relay's avatar call answers the same as the icon call.
  kit.route(playerAvatarEndpoint, async ({ merchant, member }) => {
    const info = await security.info(merchant, member);
    return { avatar: info.avatar, avatarType: info.avatarType };
  });
  kit.route(updateLanguageEndpoint, async ({ request, body, merchant, member }) => security.setLanguage(merchant, member, body.language, request.ip));
  kit.route(nicknameEndpoint, async ({ request, body, merchant, member }) => security.setNickname(merchant, member, body.nickname, request.ip));
  kit.route(realNameEndpoint, async ({ request, body, merchant, member }) => security.setRealName(merchant, member, body.realName, request.ip));
  kit.route(paymentPasswordEndpoint, async ({ request, body, merchant, member }) => security.setPaymentPassword(merchant, member, body, request.ip));
  kit.route(mobileCodeEndpoint, async ({ request, body, merchant, member }) => security.sendMobileCode(merchant, member, body, request.ip), codes);
  kit.route(bindMobileEndpoint, async ({ request, body, merchant, member }) => security.bindMobile(merchant, member, body, request.ip));
  kit.route(emailCodeEndpoint, async ({ request, body, merchant, member }) => security.sendEmailCode(merchant, member, body.email, request.ip), codes);
  kit.route(bindEmailEndpoint, async ({ request, body, merchant, member }) => security.bindEmail(merchant, member, body, request.ip));
  kit.route(totpSetupEndpoint, async ({ merchant, member }) => security.setupTotp(merchant, member));
  kit.route(totpEnableEndpoint, async ({ request, body, merchant, member }) => security.enableTotp(merchant, member, body.code, request.ip));
  kit.route(totpDisableEndpoint, async ({ request, body, merchant, member }) => security.disableTotp(merchant, member, body.code, request.ip));
  kit.route(loginHistoryEndpoint, async ({ query, merchant, member }) => security.loginHistory(merchant, member.id, query.page, query.pageSize));
  kit.route(responsibleGamingEndpoint, async ({ request, body, merchant, member }) => security.responsibleGaming(merchant, member, body, contextOf(request)));

  // png or jpg only, at most 5 MB, the type read from the bytes (docs/members.md).
  app.post(
    AVATAR_UPLOAD_PATH,
    { schema: { summary: 'Upload an avatar (png or jpg, at most 5 MB)', tags: ['member'], consumes: ['multipart/form-data'], security: [{ token: [] }] } },
    async (request, reply) => {
      const merchant = await deps.resolveMerchant(request);
      const member = await members.authenticate(request.headers.authorization, merchant);
      checkMemberGates(member);
      const bytes = await readUploadedFile(request, AVATAR_MAX_BYTES);
      const type = await sniffImage(bytes);
      if (!type || !['image/png', 'image/jpeg'].includes(type.contentType))
        throw new ApiError('unsupported_media_type', 'Only png or jpg images are accepted', { field: 'file' });
      const url = await deps.site.storeAsset(merchant.id, bytes, type.contentType, type.extension, memberActor(member.username, request.ip));
      const avatar = await security.setAvatar(merchant, member, url, 'CUSTOM', request.ip);
      return reply.send({ success: true, value: avatar });
    },
  );
}
