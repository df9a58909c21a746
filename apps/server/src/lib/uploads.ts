// Uploaded images, as the site's assets, members' avatars and deposit receipts take them: the bytes of a
// multipart upload, and what image those bytes are (never what the name or the declared type says).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '@orbit/contracts/envelope';

/** The largest image any upload takes (the multipart plugin's limit in plugins/http.ts is the same). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const RASTER: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The image type by its bytes, never by the name or the declared type; SVG is recognised as XML text. */
export async function sniffImage(bytes: Buffer): Promise<{ contentType: string; extension: string } | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && RASTER[found.mime]) return { contentType: found.mime, extension: RASTER[found.mime]! };
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart();
  if (!found && /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return { contentType: 'image/svg+xml', extension: 'svg' };
  return undefined;
}

/** The bytes of the multipart field `file`; a body that is not well-formed multipart is bad input, not a fault. */
export async function readUploadedFile(request: FastifyRequest, maxBytes = MAX_UPLOAD_BYTES): Promise<Buffer> {
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

/** The id of a private uploaded image from the route's `:id` (random, URL-safe); anything else is not found. */
const PRIVATE_IMAGE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function privateImageIdOf(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!PRIVATE_IMAGE_ID.test(id)) throw new ApiError('not_found', 'No such image');
  return id;
}

/**
 * Sends an image only its owner and the desk may read (feedback and chat attachments): never cached by a shared
 * cache, never sniffed into another type, and sandboxed should it be opened on its own.
 */
export function sendPrivateImage(reply: FastifyReply, image: { mime: string; bytes: Buffer }) {
  return reply
    .header('content-type', image.mime)
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .send(image.bytes);
}
