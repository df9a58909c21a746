// Mounts the live chat panel the first time something asks for it (lib/chat-launcher.ts), with its texts,
// or sends the chat to the merchant's outside provider in the popup the click opened (provider-popup.ts,
// loaded after the first screen). A failure closes the popup and says so here.
import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onOpenChat, setChatRoute } from '../../../lib/chat-launcher.ts';
import { withTexts } from '../../../lib/i18n.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

const ChatPanel = lazy(withTexts(['support'], () => import('./chat-panel.lazy.tsx')));
const loadProvider = () => import('./provider-popup.ts');
/** The lookup waits for the first screen: it only decides what the chat button does. */
const LOOKUP_DELAY_MS = 2_000;

type Problem = 'popupBlocked' | 'providerFailed';

export function ChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const loggedIn = useIsLoggedIn();

  // Where the chat goes depends on the member (VIP), so it is asked again when one logs in or out.
  useEffect(() => {
    let live = true;
    setChatRoute(null);
    const timer = setTimeout(() => {
      loadProvider()
        .then((m) => m.lookupCustomerService())
        .then((reply) => live && setChatRoute(reply.route))
        .catch(() => undefined);
    }, LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [loggedIn]);

  useEffect(
    () =>
      onOpenChat((popup) => {
        const openOwn = () => {
          setMounted(true);
          setOpen(true);
        };
        setProblem(null);
        if (popup === undefined) return openOwn();
        if (popup) {
          popup.document.title = t('support.title');
          popup.document.body.textContent = t('support.providerLoading');
        }
        loadProvider()
          .then(async (m) => {
            if (popup) return m.routeToProvider(popup);
            // Blocked: fine if the merchant turns out to use our own chat, else the member is told.
            return (await m.lookupCustomerService()).route;
          })
          .then((route) => {
            setChatRoute(route);
            if (route === 'own') {
              popup?.close();
              openOwn();
            } else if (!popup) setProblem('popupBlocked');
          })
          .catch(() => {
            popup?.close();
            setProblem('providerFailed');
          });
      }),
    [t],
  );

  return (
    <>
      {problem ? (
        <div
          role="alert"
          className="fixed inset-x-4 bottom-[calc(9rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-start gap-3 rounded-xl border border-border bg-surface-raised p-4 text-sm text-text shadow-xl shadow-black/40 lg:end-20 lg:bottom-8 lg:mx-0 lg:ms-auto"
          data-testid="chat-problem"
        >
          <p className="flex-1">{t(`support.${problem}`)}</p>
          <button type="button" onClick={() => setProblem(null)} aria-label={t('support.dismiss')} className="text-text-muted hover:text-text">
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      {mounted ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
