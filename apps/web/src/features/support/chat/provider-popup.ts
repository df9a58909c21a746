// The site's side of an outside chat provider (docs/chat.md, ADR 0032). The popup is opened blank inside the
// click (lib/chat-launcher.ts), because browsers only allow a window opened by the click itself; this module,
// loaded once something asks, looks up where the chat goes, opens the sealed URL and points the popup at it.
import { customerServiceLookupEndpoint, type CustomerServiceLookup } from '@orbit/contracts/customer-service';
import { api } from '../../../lib/api.ts';
import { openProviderPath } from './provider-url.ts';

export const lookupCustomerService = (): Promise<CustomerServiceLookup> => api.call(customerServiceLookupEndpoint);

/**
 * Points the popup at the provider; answers 'own' (popup untouched) when the merchant uses the platform's
 * chat after all. @throws when the lookup, the decrypt or the https check fails: the caller closes the popup.
 */
export async function routeToProvider(popup: Window, lookup: () => Promise<CustomerServiceLookup> = lookupCustomerService): Promise<'own' | 'outside'> {
  const reply = await lookup();
  const entry = reply.entries.find((e) => e.type === '3');
  if (reply.route === 'own' || !entry) return 'own';
  const url = await openProviderPath(entry.path);
  // The provider's page must not reach back into the site.
  popup.opener = null;
  popup.location.replace(url);
  return 'outside';
}
