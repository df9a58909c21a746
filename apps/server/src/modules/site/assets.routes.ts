// Binary routes of the site module: merchant image uploads (console), serving them, and country flags.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '@orbit/contracts/envelope';
import { can } from '@orbit/contracts/permissions';
import { uploadAssetEndpoint } from '@orbit/contracts/console';
import type { SiteService } from './site.service.ts';
import type { OperatorsService } from '../console/operators.service.ts';
import type { ResolvedMerchant } from './site.types.ts';

export const MAX_ASSET_BYTES = 2 * 1024 * 1024;
const RASTER: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const flagsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');

function plainFlag(code: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><rect width="640" height="480" fill="#5b6475"/><text x="320" y="300" font-family="sans-serif" font-size="200" font-weight="700" text-anchor="middle" fill="#fff">${code}</text></svg>`,
  );
}

/** The image type by its bytes, never by the name or the declared type; SVG is recognised as XML text. */
export async function sniffImage(bytes: Buffer): Promise<{ contentType: string; extension: string } | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && RASTER[found.mime]) return { contentType: found.mime, extension: RASTER[found.mime]! };
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart();
  if (!found && /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return { contentType: 'image/svg+xml', extension: 'svg' };
  return undefined;
}

/** The bytes of the multipart field `file`; a body that is not well-formed multipart is bad input, not a fault. */
export async function readUploadedFile(request: FastifyRequest, maxBytes = MAX_ASSET_BYTES): Promise<Buffer> {
  const tooLarge = `The image is larger than ${maxBytes / 1024 / 1024} MB`;
  if (!request.isMultipart()) throw new ApiError('unsupported_media_type', 'Send the image as multipart/form-data in the field "file"');
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new ApiError('validation_failed', 'Send the image in the field "file"', { field: 'file' });
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new ApiError('payload_too_large', tooLarge, { field: 'file' });
    return bytes;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('payload_too_large', tooLarge, { field: 'file' });
    throw new ApiError('bad_request', 'The upload is not well-formed multipart/form-data', { field: 'file' });
  }
}

export function registerAssetRoutes(
  app: FastifyInstance,
  deps: { site: SiteService; operators: OperatorsService; resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant> },
) {
  app.post(
    uploadAssetEndpoint.path,
    { schema: { summary: uploadAssetEndpoint.summary, tags: ['console'], consumes: ['multipart/form-data'], security: [{ token: [] }] } },
    async (request, reply) => {
      const merchant = await deps.resolveMerchant(request);
      const operator = await deps.operators.authenticate(request.headers.authorization, merchant.id);
      if (!can(operator.role, 'settings.branding.write') && !can(operator.role, 'settings.banners.write'))
        throw new ApiError('forbidden', 'This needs the permission settings.branding.write or settings.banners.write');
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
