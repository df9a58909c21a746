// The site's side of an outside chat provider (docs/chat.md, ADR 0032). The popup is opened blank inside the
// click (chat-launcher.tsx), because browsers only allow a window opened by the click itself; this module,
// loaded once something asks, looks up where the chat goes, opens the sealed URL and points the popup at it.
import i18next from 'i18next';
import { customerServiceLookupEndpoint, type CustomerServiceLookup } from '@orbit/contracts/customer-service';
import { api } from '../../../lib/api.ts';
import { getToken, subscribe } from '../../../lib/session.ts';
import { openProviderPath } from './provider-url.ts';

export type ChatRoute = CustomerServiceLookup['route'];
type SetRoute = (route: ChatRoute | null) => void;

export const lookupCustomerService = (): Promise<CustomerServiceLookup> => api.call(customerServiceLookupEndpoint);

let watching = false;

/**
 * Keeps the launcher told where the chat goes, so a click knows whether to open a popup: asked now and
 * again whenever a member logs in or out (a VIP member may be sent elsewhere). A late answer for an older
 * session is dropped.
 * @public Reached through the chat chunk's re-export and dynamic import (chat-panel.lazy.tsx), which knip does not follow.
 */
export function watchChatRoute(setChatRoute: SetRoute): void {
  if (watching) return;
  watching = true;
  let asked: string | null = null;
  const ask = () => {
    asked = getToken();
    const mine = asked;
    setChatRoute(null);
    lookupCustomerService()
      .then((reply) => mine === asked && setChatRoute(reply.route))
      .catch(() => undefined);
  };
  ask();
  subscribe(() => getToken() !== asked && ask());
}

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

type ChatProblem = 'popupBlocked' | 'failed';
const NOTICE_ID = 'chat-problem';

/**
 * Tells the member the provider could not be opened, bottom of the screen, until dismissed or the next click.
 * Plain DOM rather than React: the launcher that would hold its state is on the first load, this is not.
 */
function showProblem(problem: ChatProblem | null): void {
  document.getElementById(NOTICE_ID)?.remove();
  if (!problem) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.dataset.testid = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.className =
    'fixed inset-x-4 bottom-[calc(9rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-start gap-3 rounded-xl border border-border bg-surface-raised p-4 text-sm text-text shadow-xl shadow-black/40 lg:end-20 lg:bottom-8 lg:mx-0 lg:ms-auto';
  const text = document.createElement('p');
  text.className = 'flex-1';
  text.textContent = i18next.t(`support.provider.${problem}`);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = '-mt-0.5 px-1 text-lg leading-none text-text-muted hover:text-text';
  close.setAttribute('aria-label', i18next.t('support.provider.dismiss'));
  close.textContent = '×';
  close.onclick = () => notice.remove();
  notice.append(text, close);
  document.body.append(notice);
}

/**
 * After a click: the blank popup (or null when the browser blocked it) goes to the provider, or is closed
 * and the platform's chat opens when the merchant has none. Any failure closes it and is said.
 * @public Reached through the chat chunk's re-export and dynamic import (chat-panel.lazy.tsx), which knip does not follow.
 */
export async function sendToProvider(popup: Window | null, openOwn: () => void, setChatRoute: SetRoute): Promise<void> {
  showProblem(null);
  try {
    if (popup) {
      popup.document.title = i18next.t('support.title');
      popup.document.body.textContent = i18next.t('support.provider.loading');
    }
    // Blocked: fine if the merchant turns out to use our own chat, else the member is told.
    const route = popup ? await routeToProvider(popup) : (await lookupCustomerService()).route;
    setChatRoute(route);
    if (route === 'own') {
      popup?.close();
      openOwn();
    } else if (!popup) showProblem('popupBlocked');
  } catch {
    popup?.close();
    showProblem('failed');
  }
}
