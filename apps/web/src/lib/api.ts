// The one API client of the site: every call carries the headers of docs/conventions.md (Merchant, Device,
// Language, Authorization), read afresh per request so they follow the session and language.
// A reply saying the session is over (or a password change is due) is acted on here, whichever call got it.
import { ApiError } from '@orbit/contracts/api-error';
import { createApiClient, type ApiClient } from '@orbit/contracts/client';
import { currentLanguage } from './i18n.ts';
import { handleSessionError } from './login-check.ts';
import { getMerchantCode, getToken } from './session.ts';

const client = createApiClient({
  headers: () => ({
    Merchant: getMerchantCode() ?? undefined,
    Device: 'WEB',
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
