// Opens the live chat from anywhere (the right bar's customer service, the help centre) without the callers
// importing the panel: the right bar mounts it and listens here. A merchant may send its chat to an outside
// provider (docs/chat.md): its page opens in a popup, which browsers allow only when it is opened inside the
// click, before any answer comes back. So the popup is opened blank here, and the listener points it at the
// provider or closes it. `route` is what the last lookup said; while unknown the popup is opened too.
export type ChatRoute = 'own' | 'outside';
/** undefined: our own chat; null: the browser blocked the popup; a Window: the blank popup to point. */
type Listener = (popup: Window | null | undefined) => void;
const listeners = new Set<Listener>();
let route: ChatRoute | null = null;

export function setChatRoute(next: ChatRoute | null): void {
  route = next;
}

export function openChat(): void {
  const popup = route === 'own' ? undefined : window.open('', 'customer-service', 'popup,width=440,height=680');
  for (const listener of listeners) listener(popup);
}

export function onOpenChat(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
