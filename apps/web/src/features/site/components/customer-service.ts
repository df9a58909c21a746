// How a customer-service entry opens: an outside link in a new tab, e-mail through mailto:, phone through tel:.
import type { Whitelabel } from '@orbit/contracts/site';

export type CustomerServiceContact = Whitelabel['customerService'][number];
export type CustomerServiceType = CustomerServiceContact['csType'];

/** The contracts' CS_TYPES in display order, restated so this boot-path module needs no zod. */
export const CS_TYPE_ORDER = [
  'livechat',
  'whatsapp',
  'telegram',
  'line',
  'wechat',
  'facebook',
  'email',
  'phone',
] as const satisfies readonly CustomerServiceType[];
// Fails to compile if the contracts gain a type this list lacks.
const everyTypeListed: [Exclude<CustomerServiceType, (typeof CS_TYPE_ORDER)[number]>] extends [never] ? true : false = true;
void everyTypeListed;

export interface ContactLink {
  href: string;
  /** Outside web links open in a new tab; our own pages, mailto: and tel: open in place. */
  external: boolean;
}

export function contactLink(entry: CustomerServiceContact): ContactLink {
  const path = entry.path.trim();
  if (entry.csType === 'email') return { href: path.startsWith('mailto:') ? path : `mailto:${path}`, external: false };
  if (entry.csType === 'phone') {
    if (path.startsWith('tel:')) return { href: path, external: false };
    return { href: `tel:${path.replace(/[^\d+]/g, '')}`, external: false };
  }
  return { href: path, external: /^https?:\/\//i.test(path) };
}

export function groupByType(entries: readonly CustomerServiceContact[]): { csType: CustomerServiceType; entries: CustomerServiceContact[] }[] {
  return CS_TYPE_ORDER.map((csType) => ({ csType, entries: entries.filter((entry) => entry.csType === csType) })).filter((group) => group.entries.length > 0);
}
