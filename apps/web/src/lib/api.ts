// The one API client of the site: every call carries the headers of docs/conventions.md (Merchant, Device,
// Language, Authorization), read afresh per request so they follow the session and language.
// A reply saying the session is over (or a password change is due) is acted on here, whichever call got it.
import { ApiError } from '@orbit/contracts/api-error';
import { createApiClient, type ApiClient } from '@orbit/contracts/client';
import { currentLanguage } from './i18n.ts';
import { handleSessionError } from './login-check.ts';
import { newRequestId } from './request-id.ts';
import { getMerchantCode, getToken } from './session.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage.ts';

/**
 * This browser's own id, made once and kept in local storage (a random value, not a fingerprint): the server
 * remembers each member's, so a friend registering from the referrer's own browser is held for review. The
 * header's name is contracts/member.ts DEVICE_ID_HEADER, written out here to keep the contracts out of the
 * first load.
 */
function deviceId(): string {
  let id = readLocal(LOCAL_KEYS.deviceId);
  if (!id) writeLocal(LOCAL_KEYS.deviceId, (id = newRequestId()));
  return id;
}

const client = createApiClient({
  headers: () => ({
    Merchant: getMerchantCode() ?? undefined,
    Device: 'WEB',
    'Device-Id': deviceId(),
    Language: currentLanguage().code,
    Authorization: getToken() ?? undefined,
  }),
});

export const api: ApiClient = {
  async call(endpoint, input) {
    const token = getToken();
    try {
      return await client.call(endpoint, input);
    } catch (error) {
      // Only when the failing token is still the current one: a late reply must not end a newer session.
      if (error instanceof ApiError && token !== null && token === getToken()) handleSessionError(error.errorCode, endpoint.path);
      throw error;
    }
  },
};
