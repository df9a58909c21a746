import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildPath } from '@orbit/contracts/client';
import { CONSOLE_UPLOAD_READ_PATH } from '@orbit/contracts/console-finance';
import { ApiError } from '@orbit/contracts/envelope';
import type { ErrorCode } from '@orbit/contracts/errors';
import { requestHeaders } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

/**
 * A receipt or proof a member uploaded, as a blob: the image is behind the operator's token, so an <img>
 * cannot load it by address; the viewer shows it through an object URL instead.
 */
export async function getUpload(id: string): Promise<Blob> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(requestHeaders())) if (value !== undefined) headers[name] = value;
  let response: Response;
  try {
    response = await fetch(buildPath(CONSOLE_UPLOAD_READ_PATH, { id }), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('service_unavailable', 'Network link is abnormal, please try again');
  }
  if (!response.ok) {
    // Failures answer the usual envelope; a bare status still says what went wrong.
    const reply = (await response.json().catch(() => null)) as { errorCode?: ErrorCode; message?: string } | null;
    const code: ErrorCode = reply?.errorCode ?? (response.status === 404 ? 'not_found' : response.status === 403 ? 'forbidden' : 'internal_error');
    throw new ApiError(code, reply?.message ?? `HTTP ${response.status}`, { status: response.status });
  }
  return response.blob();
}

export function uploadQueryOptions(id: string) {
  // An upload never changes once stored.
  return queryOptions({ queryKey: financeKeys.upload(id), queryFn: () => getUpload(id), staleTime: Infinity, gcTime: 5 * 60_000 });
}

export function useUpload(id: string | null) {
  return useQuery({ ...uploadQueryOptions(id ?? ''), enabled: id !== null });
}
