// The language a site call asks for: the `language` header the sites send (EN, MS, CN…), else the merchant's
// default language. Upper case, as texts are keyed.
import type { FastifyRequest } from 'fastify';
import type { ResolvedMerchant } from './principals.ts';

export function requestLanguage(request: FastifyRequest, merchant: Pick<ResolvedMerchant, 'settings'>): string {
  const header = request.headers.language;
  return (typeof header === 'string' ? header : merchant.settings.general.defaultLang).toUpperCase();
}
