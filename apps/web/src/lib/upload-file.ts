// Uploads one file as multipart (a `file` part) to an API path and answers the reply's value, checked by its
// schema. The typed client speaks JSON only, and fetch cannot report upload progress, so uploads use
// XMLHttpRequest with the client's headers; a session the server ended is handled as the client does.
import { ApiError } from '@orbit/contracts/api-error';
import type { ErrorCode } from '@orbit/contracts/errors';
import type { z } from 'zod';
import { currentLanguage } from './i18n.ts';
import { handleSessionError } from './login-check.ts';
import { getMerchantCode, getToken } from './session.ts';

type Reply = { success: true; value: unknown } | { success: false; errorCode: ErrorCode; message: string; field?: string };

/** The error code of a reply that is not our envelope (a proxy's 413 page, say). */
function statusCode(status: number): ErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  return 'internal_error';
}

/** Resolves with the checked value; `onProgress` gets the share sent so far, 0 to 1. */
export function uploadFile<T extends z.ZodType>(path: string, file: File, schema: T, onProgress?: (share: number) => void): Promise<z.infer<T>> {
  return new Promise((resolve, reject) => {
    const token = getToken();
    const request = new XMLHttpRequest();
    request.open('POST', path);
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
        if (token !== null && token === getToken()) handleSessionError(reply.errorCode, path);
        return reject(new ApiError(reply.errorCode, reply.message, { field: reply.field, status: request.status }));
      }
      const parsed = schema.safeParse(reply.value);
      if (!parsed.success) return reject(new ApiError('internal_error', 'Unexpected reply', { status: request.status }));
      onProgress?.(1);
      resolve(parsed.data);
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
