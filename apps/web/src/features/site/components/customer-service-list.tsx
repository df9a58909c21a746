import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contactLink, groupByType, type CustomerServiceContact } from './customer-service.ts';
import { CustomerServiceIcon } from './customer-service-icon.tsx';

/** Customer-service entries grouped by channel type, each a real link that opens the channel. */
export function CustomerServiceList({ entries }: { entries: readonly CustomerServiceContact[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="text-sm text-text-muted">{t('support.none')}</p>;
  return (
    <div className="space-y-4">
      {groupByType(entries).map((group) => (
        <section key={group.csType} aria-labelledby={`cs-${group.csType}`}>
          <h3 id={`cs-${group.csType}`} className="mb-2 text-xs font-semibold tracking-wide text-text-muted uppercase">
            {t(`support.types.${group.csType}`)}
          </h3>
          <ul className="space-y-2">
            {group.entries.map((entry) => {
              const link = contactLink(entry);
              return (
                <li key={entry.id}>
                  <a
                    href={link.href}
                    {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className="group flex items-center gap-3 rounded-xl border border-border bg-surface-raised/60 px-3 py-2.5 transition hover:border-accent/60 hover:bg-surface-raised"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
                      <CustomerServiceIcon csType={entry.csType} className="size-[18px]" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{entry.title}</span>
                      <span className="block truncate text-xs text-text-muted">{entry.csType === 'livechat' ? t('support.types.livechat') : entry.path}</span>
                    </span>
                    <ArrowUpRight className="size-4 text-text-muted transition group-hover:text-accent" aria-hidden />
                    {link.external ? <span className="sr-only">({t('app.opensInNewTab')})</span> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
