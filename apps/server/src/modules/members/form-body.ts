// The few member calls that also take an HTML form's encoding (application/x-www-form-urlencoded), as the
// forgot-password-by-e-mail form posts it. Every other call refuses that encoding with 415: a form can post
// it from another site without a preflight, so only calls meant for it accept it (docs/members.md).
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';

const FORM_BODY_LIMIT = 8 * 1024;

export function acceptFormBodies(app: FastifyInstance, paths: readonly string[]) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (request, body, done) => {
    if (!paths.includes(request.routeOptions.url ?? '')) {
      done(new ApiError('unsupported_media_type', 'This call takes a JSON body'), undefined);
      return;
    }
    // Each field once, as text; the call's own schema then checks them as it checks a JSON body.
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
