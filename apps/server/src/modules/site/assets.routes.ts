// Binary routes of the site module: merchant image uploads (console), serving them, and country flags.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import { can, type Permission } from '@orbit/contracts/permissions';
import { uploadAssetEndpoint } from '@orbit/contracts/console';
import { readUploadedFile, sniffImage } from '../../lib/uploads.ts';
import type { SiteService } from './site.service.ts';
import type { AuthenticatedOperator } from '../../plugins/principals.ts';
import type { ResolvedMerchant } from './site.types.ts';

const flagsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');

function plainFlag(code: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><rect width="640" height="480" fill="#5b6475"/><text x="320" y="300" font-family="sans-serif" font-size="200" font-weight="700" text-anchor="middle" fill="#fff">${code}</text></svg>`,
  );
}

/** The console's sign-in check, as the upload needs it (the console module's operators service). */
export interface OperatorAuthenticator {
  authenticate(token: string | undefined, merchantId: number): Promise<AuthenticatedOperator>;
}

export function registerAssetRoutes(
  app: FastifyInstance,
  deps: { site: SiteService; operators: OperatorAuthenticator; resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant> },
) {
  app.post(
    uploadAssetEndpoint.path,
    { schema: { summary: uploadAssetEndpoint.summary, tags: ['console'], consumes: ['multipart/form-data'], security: [{ token: [] }] } },
    async (request, reply) => {
      const merchant = await deps.resolveMerchant(request);
      const operator = await deps.operators.authenticate(request.headers.authorization, merchant.id);
      // Logos and banners, and banks' logos (payments).
      const allowed: Permission[] = ['settings.branding.write', 'settings.banners.write', 'settings.payments.write'];
      if (!allowed.some((permission) => can(operator.role, permission)))
        throw new ApiError('forbidden', 'This needs the permission settings.branding.write, settings.banners.write or settings.payments.write');
      const bytes = await readUploadedFile(request);
      const type = await sniffImage(bytes);
      if (!type) throw new ApiError('unsupported_media_type', 'Only PNG, JPEG, WebP or SVG images are accepted', { field: 'file' });
      const url = await deps.site.storeAsset(merchant.id, bytes, type.contentType, type.extension, {
        operatorId: operator.id,
        operatorName: operator.username,
        ip: request.ip,
      });
      return reply.send({ success: true, value: { url, contentType: type.contentType, size: bytes.length } });
    },
  );

  app.get('/media/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^[0-9a-f-]{36}\.(png|jpg|webp|svg)$/.test(id)) throw new ApiError('not_found', 'No such asset');
    const asset = await deps.site.findAsset(id);
    if (!asset) throw new ApiError('not_found', 'No such asset');
    return (
      reply
        .header('content-type', asset.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // An uploaded SVG opened on its own must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(asset.bytes)
    );
  });

  app.get('/TCG_PROD_IMAGES/COUNTRY_FLAG/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([A-Za-z]{2})\.(svg|png)$/.exec(file);
    if (!match) throw new ApiError('not_found', 'No such flag');
    const code = match[1]!.toUpperCase();
    // A few territories with dialing codes (Ascension, Tristan da Cunha…) have no flag in the set: they get a plain tile with their code.
    const svg = (await readFile(path.join(flagsDir, `${code.toLowerCase()}.svg`)).catch(() => null)) ?? plainFlag(code);
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=604800').send(svg);
  });
}
