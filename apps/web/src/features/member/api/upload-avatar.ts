// Uploads the member's own avatar as multipart (a `file` part). The typed client speaks JSON only, and
// fetch cannot report upload progress, so this one call uses XMLHttpRequest with the client's headers.
import { ApiError } from '@orbit/contracts/api-error';
import type { ErrorCode } from '@orbit/contracts/errors';
import { AVATAR_UPLOAD_PATH, avatarSchema } from '@orbit/contracts/member-security';
import { currentLanguage } from '../../../lib/i18n.ts';
import { handleSessionError } from '../../../lib/login-check.ts';
import { getMerchantCode, getToken } from '../../../lib/session.ts';
import { useMemberMutation } from './use-member-mutation.ts';

type Reply = { success: true; value: unknown } | { success: false; errorCode: ErrorCode; message: string; field?: string };

function statusCode(status: number): ErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 401) return 'unauthorized';
  return 'internal_error';
}

/** Resolves with the new avatar; `onProgress` gets the share sent so far, 0 to 1. */
export function uploadAvatar(file: File, onProgress?: (share: number) => void) {
  return new Promise<{ avatar: string | null; avatarType: 'CUSTOM' | 'STATIC' | null }>((resolve, reject) => {
    const token = getToken();
    const request = new XMLHttpRequest();
    request.open('POST', AVATAR_UPLOAD_PATH);
    const headers: Record<string, string | null> = {
      accept: 'application/json',
      Merchant: getMerchantCode(),
      Device: 'WEB',
      Language: currentLanguage().code,
      Authorization: token,
    };
    for (const [name, value] of Object.entries(headers)) if (value !== null) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('service_unavailable', 'Network link is abnormal, please try again'));
    request.onload = () => {
      let reply: Reply | null = null;
      try {
        reply = JSON.parse(request.responseText) as Reply;
      } catch {
        reply = null;
      }
      if (!reply) return reject(new ApiError(statusCode(request.status), `Upload failed (HTTP ${request.status})`, { status: request.status }));
      if (!reply.success) {
        // As the API client does: a session the server ended is cleared and the login popup opens.
        if (token !== null && token === getToken()) handleSessionError(reply.errorCode, AVATAR_UPLOAD_PATH);
        return reject(new ApiError(reply.errorCode, reply.message, { field: reply.field, status: request.status }));
      }
      const parsed = avatarSchema.safeParse(reply.value);
      if (!parsed.success) return reject(new ApiError('internal_error', 'Unexpected reply', { status: request.status }));
      onProgress?.(1);
      resolve(parsed.data);
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export function useUploadAvatar() {
  return useMemberMutation(
    ({ file, onProgress }: { file: File; onProgress?: (share: number) => void }) => uploadAvatar(file, onProgress),
    (reply) => reply,
  );
}
