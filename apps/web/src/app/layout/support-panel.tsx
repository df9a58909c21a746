// Content of the right bar's panels: customer service by type, app downloads, platform messages.
// Only the lazily loaded popover and drawer import this, so it stays out of the first load.
import { Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { AppDownloads } from '../../features/site/components/app-downloads.tsx';
import { CustomerServiceList } from '../../features/site/components/customer-service-list.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { UnreadBadge } from '../../features/messages/components/unread-badge.tsx';
import { useUnreadMessages } from '../../features/messages/hooks/use-unread-messages.ts';
import { openChat } from '../../lib/chat-launcher.ts';
import { useOpenMessages } from './use-open-messages.ts';

/** Our own live chat first, then the merchant's listed channels. */
export function CustomerServicePanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { customerService } = useWhitelabel();
  return (
    <div className="space-y-4">
      <Button
        className="w-full"
        onClick={() => {
          onNavigate?.();
          openChat();
        }}
        data-testid="open-chat"
      >
        <MessageCircle className="size-4" aria-hidden />
        {t('support.liveChatStart')}
      </Button>
      <CustomerServiceList entries={customerService} />
    </div>
  );
}

export function AppDownloadPanel() {
  const { resources } = useWhitelabel();
  return <AppDownloads resources={resources} size="sm" />;
}

export type SupportPanelKind = 'customerService' | 'appDownload';

export function SupportPanel({ kind }: { kind: SupportPanelKind }) {
  return kind === 'customerService' ? <CustomerServicePanel /> : <AppDownloadPanel />;
}

export function SupportDrawerContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { resources } = useWhitelabel();
  const openMessages = useOpenMessages();
  const unread = useUnreadMessages();
  return (
    <div className="space-y-8 p-5">
      <section aria-labelledby="drawer-cs">
        {/* The drawer's title already says "Customer service"; the heading stays for screen-reader navigation. */}
        <h2 id="drawer-cs" className="sr-only">
          {t('support.title')}
        </h2>
        <CustomerServicePanel onNavigate={onNavigate} />
      </section>
      {resources.length > 0 ? (
        <section aria-labelledby="drawer-app">
          <h2 id="drawer-app" className="mb-3 text-base font-semibold">
            {t('support.appDownload')}
          </h2>
          <AppDownloadPanel />
        </section>
      ) : null}
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => {
          onNavigate();
          openMessages.open();
        }}
      >
        <Mail className="size-4" aria-hidden />
        {openMessages.loggedIn ? t('support.messages') : t('support.messagesLogin')}
        <UnreadBadge count={unread} />
      </Button>
    </div>
  );
}
