// The one API client of the site: every call carries the headers of GUIDE §4 (Merchant, Device,
// Language, Authorization), read afresh per request so they follow the session and language.
import { createApiClient } from '@orbit/contracts/client';
import { currentLanguage } from './i18n.ts';
import { getMerchantCode, getToken } from './session.ts';

export const api = createApiClient({
  headers: () => ({
    Merchant: getMerchantCode() ?? undefined,
    Device: 'WEB',
    Language: currentLanguage().code,
    Authorization: getToken() ?? undefined,
  }),
});
