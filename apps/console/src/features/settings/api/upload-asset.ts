import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@orbit/contracts/envelope';
import { uploadAssetEndpoint } from '@orbit/contracts/console';
import type { ErrorCode } from '@orbit/contracts/errors';
import { requestHeaders } from '../../../lib/api.ts';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml';
/** A bank's logo: PNG or JPEG only (the payments settings refuse any other). */
export const BANK_LOGO_TYPES = 'image/png,image/jpeg';

/**
 * Uploads a logo or banner image as multipart (`file`); the typed client only speaks JSON, so this call
 * uses fetch with the same headers. Answers the stored image's URL.
 */
export async function uploadAsset(file: File) {
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError('payload_too_large', 'The image is larger than 2 MB', { status: 413 });
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(requestHeaders())) if (value !== undefined) headers[name] = value;
  let response: Response;
  try {
    response = await fetch(uploadAssetEndpoint.path, { method: uploadAssetEndpoint.method, headers, body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError('service_unavailable', 'Network link is abnormal, please try again');
  }
  const reply = (await response.json().catch(() => null)) as
    { success: true; value: unknown } | { success: false; errorCode: ErrorCode; message: string; field?: string } | null;
  if (!reply) {
    const code: ErrorCode = response.status === 413 ? 'payload_too_large' : response.status === 415 ? 'unsupported_media_type' : 'internal_error';
    throw new ApiError(code, `Upload failed (HTTP ${response.status})`, { status: response.status });
  }
  if (!reply.success) throw new ApiError(reply.errorCode, reply.message, { field: reply.field, status: response.status });
  return uploadAssetEndpoint.response.parse(reply.value);
}

export function useUploadAsset() {
  return useMutation({ mutationFn: uploadAsset });
}
