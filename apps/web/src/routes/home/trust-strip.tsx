// Claims about the site that are true of it right now, and only those: support channels that the merchant
// lists, an HTTPS connection when the page really is on HTTPS, and the 18+ rule.
import { HeartHandshake, Headset, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Whitelabel } from '@orbit/contracts/site';
import { CS_TYPE_ORDER } from '../../features/site/components/customer-service.ts';
import { useCurrentLanguage } from '../../lib/use-current-language.ts';

interface TrustItem {
  key: string;
  icon: LucideIcon;
  title: string;
  body: string;
}

function listFormat(locale: string, items: string[]): string {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

export function TrustStrip({ customerService }: { customerService: Whitelabel['customerService'] }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const channels = CS_TYPE_ORDER.filter((type) => customerService.some((entry) => entry.csType === type)).map((type) => t(`support.types.${type}`));

  const items: TrustItem[] = [];
  if (channels.length > 0) {
    items.push({
      key: 'support',
      icon: Headset,
      title: t('home.trust.support247'),
      body: t('home.trust.supportBody', { channels: listFormat(language.locale, channels) }),
    });
  }
  if (window.location.protocol === 'https:') {
    items.push({ key: 'secure', icon: ShieldCheck, title: t('home.trust.secure'), body: t('home.trust.secureBody') });
  }
  items.push({ key: 'responsible', icon: HeartHandshake, title: t('home.trust.responsible'), body: t('home.trust.responsibleBody') });

  return (
    <section aria-labelledby="trust-title" className="container-page">
      <h2 id="trust-title" className="sr-only">
        {t('home.trust.title')}
      </h2>
      <ul className={items.length >= 3 ? 'grid gap-3 sm:grid-cols-3 sm:gap-4' : 'grid gap-3 sm:grid-cols-2 sm:gap-4'}>
        {items.map((item) => (
          <li key={item.key} className="flex items-start gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
              <item.icon className="size-5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold">{item.title}</span>
              <span className="mt-0.5 block text-sm text-text-muted">{item.body}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
