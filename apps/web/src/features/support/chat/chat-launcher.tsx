// Mounts the live chat panel the first time something asks for it (lib/chat-launcher.ts), with its texts, or
// sends the chat to the merchant's outside provider (provider-popup.ts, docs/chat.md). A browser lets a popup
// open only inside the click, before any answer is back: so the listener, called within the click, opens it
// blank unless the last lookup said the platform's own chat, and provider-popup.ts points it at the provider
// or closes it. This file is on the first load; the provider's side comes with the panel's chunk, since a
// second lazy import would cost the first load its own preload list.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onOpenChat } from '../../../lib/chat-launcher.ts';
import { withTexts } from '../../../lib/i18n.ts';
import type { ChatRoute } from './provider-popup.ts';

const loadChat = withTexts(['support'], () => import('./chat-panel.lazy.tsx'));
const ChatPanel = lazy(loadChat);
/** The lookup waits for the first screen: it only decides whether a click opens a popup. */
const LOOKUP_DELAY_MS = 2_000;
/** What the last lookup said; while unknown (null) a click opens the popup too. */
let route: ChatRoute | null = null;
const setRoute = (next: ChatRoute | null) => void (route = next);

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // Mounted once for the life of the page (the right bar): no timer to clear.
    setTimeout(() => loadChat().then((m) => m.watchChatRoute(setRoute)), LOOKUP_DELAY_MS);
    return onOpenChat(() => {
      const openOwn = () => {
        setMounted(true);
        setOpen(true);
      };
      if (route === 'own') return openOwn();
      // null when blocked. (Should the chunk fail to load, the blank popup stays: the member can close it.)
      const popup = window.open('', '', 'popup');
      void loadChat().then((m) => m.sendToProvider(popup, openOwn, setRoute));
    });
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ChatPanel open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
}
