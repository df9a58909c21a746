// The right bar. Desktop: a floating rail whose buttons open popovers. Phone: one floating
// button opening a drawer. The popover and dialog code loads on first use.
import { clsx } from 'clsx';
import { Headset, Mail, MessageCircle, Smartphone, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLazyOverlay } from '../../components/use-lazy-overlay.ts';
import { UnreadBadge } from '../../features/messages/components/unread-badge.tsx';
import { useUnreadMessages } from '../../features/messages/hooks/use-unread-messages.ts';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { ChatLauncher } from '../../features/support/chat/chat-launcher.tsx';
import { openChat } from '../../lib/chat-launcher.ts';
import type { SupportPanelKind } from './support-panel.tsx';
import { useOpenMessages } from './use-open-messages.ts';

const loadPopover = () => import('./support-popover.lazy.tsx');
const SupportPopover = lazy(loadPopover);
const loadDrawer = () => import('./support-drawer.lazy.tsx');
const SupportDrawer = lazy(loadDrawer);

const RAIL_BUTTON =
  'group relative flex size-12 items-center justify-center rounded-xl text-text-muted transition hover:bg-accent hover:text-accent-text aria-expanded:bg-accent aria-expanded:text-accent-text';

function RailLabel({ children }: { children: string }) {
  return (
    <span
      className="pointer-events-none absolute end-full me-3 rounded-lg bg-surface-raised px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-text opacity-0 shadow-lg ring-1 ring-border transition group-hover:opacity-100 group-focus-visible:opacity-100 group-aria-expanded:hidden"
      aria-hidden
    >
      {children}
    </span>
  );
}

function RailPopoverButton({ icon: Icon, label, kind }: { icon: LucideIcon; label: string; kind: SupportPanelKind }) {
  const overlay = useLazyOverlay<HTMLButtonElement>(loadPopover);
  return (
    <>
      <button
        ref={overlay.triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={overlay.open}
        onClick={overlay.toggle}
        onPointerEnter={overlay.warmUp}
        onFocus={overlay.warmUp}
        className={RAIL_BUTTON}
      >
        <Icon className="size-[22px]" aria-hidden />
        <RailLabel>{label}</RailLabel>
      </button>
      {overlay.mounted ? (
        <Suspense fallback={null}>
          <SupportPopover anchorRef={overlay.triggerRef} open={overlay.open} onOpenChange={overlay.setOpen} title={label} kind={kind} />
        </Suspense>
      ) : null}
    </>
  );
}

export function RightBar() {
  const { t } = useTranslation();
  const { resources } = useWhitelabel();
  const openMessages = useOpenMessages();
  const unread = useUnreadMessages();
  const drawer = useLazyOverlay<HTMLButtonElement>(loadDrawer);
  // On a phone the floating button would sit on a game's own controls (bet, confirm, spin): the game page
  // keeps the screen to the game; support is one tap away again back in the lobby.
  const inGame = useLocation().pathname === '/game';

  return (
    <>
      <aside aria-label={t('support.title')} className="fixed end-3 top-1/2 z-30 hidden -translate-y-1/2 lg:block">
        <div className="flex flex-col gap-1 rounded-2xl border border-border bg-surface/95 p-1.5 shadow-xl shadow-black/40 backdrop-blur">
          <RailPopoverButton icon={Headset} label={t('support.title')} kind="customerService" />
          <button type="button" aria-label={t('support.liveChat')} onClick={openChat} className={RAIL_BUTTON} data-testid="rail-chat">
            <MessageCircle className="size-[22px]" aria-hidden />
            <RailLabel>{t('support.liveChat')}</RailLabel>
          </button>
          {resources.length > 0 ? <RailPopoverButton icon={Smartphone} label={t('support.appDownload')} kind="appDownload" /> : null}
          <button
            type="button"
            aria-label={openMessages.loggedIn ? t('support.messagesUnread', { count: unread }) : t('support.messagesLogin')}
            onClick={openMessages.open}
            className={RAIL_BUTTON}
            data-testid="rail-messages"
          >
            <Mail className="size-[22px]" aria-hidden />
            <UnreadBadge count={unread} className="absolute top-1 end-1" />
            <RailLabel>{t('support.messages')}</RailLabel>
          </button>
        </div>
      </aside>
      <button
        ref={drawer.triggerRef}
        type="button"
        aria-label={t('support.open')}
        aria-haspopup="dialog"
        aria-expanded={drawer.open}
        onClick={drawer.toggle}
        onPointerEnter={drawer.warmUp}
        onFocus={drawer.warmUp}
        className={clsx(
          'fixed end-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex size-12 items-center justify-center rounded-full',
          'bg-accent text-accent-text shadow-lg shadow-black/40 ring-4 ring-background/60 transition hover:brightness-110 lg:hidden',
          inGame && 'hidden',
        )}
      >
        <Headset className="size-6" aria-hidden />
        <UnreadBadge count={unread} className="absolute -top-1 -end-1" />
      </button>
      {drawer.mounted ? (
        <Suspense fallback={null}>
          <SupportDrawer open={drawer.open} onOpenChange={drawer.setOpen} returnFocusTo={drawer.triggerRef} />
        </Suspense>
      ) : null}
      <ChatLauncher />
    </>
  );
}
