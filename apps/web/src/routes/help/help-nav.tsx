// The help centre's side list: the contact channels first, then each published category with its articles
// (only the matching ones while searching). A row on phones, a column on wide screens.
import { clsx } from 'clsx';
import { FileText, Headset } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpCentre } from '@orbit/contracts/help-centre';
import { Spinner } from '../../components/ui/spinner.tsx';

function TopicLink({ to, active, icon: Icon, children }: { to: string; active: boolean; icon: typeof FileText; children: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  // On a phone the list is one scrolling row: bring the open topic into view (a link from the footer or the
  // register form may open one far along it).
  useEffect(() => {
    if (!active || window.matchMedia?.('(min-width: 1024px)').matches) return;
    ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'flex items-center gap-3 rounded-xl border px-3 py-2.5 text-sm font-medium whitespace-nowrap transition lg:whitespace-normal',
        active ? 'border-accent bg-accent/10 text-accent' : 'border-border bg-surface text-text-muted hover:border-accent/50 hover:text-text',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {children}
    </Link>
  );
}

export function HelpNav({ centre, loading, topic, search }: { centre: HelpCentre | undefined; loading: boolean; topic: string | null; search: string }) {
  const { t } = useTranslation();
  const query = (key: string) => `?${new URLSearchParams({ topic: key, ...(search ? { q: search } : {}) }).toString()}`;
  return (
    <nav aria-label={t('pages.help.topics')} className="min-w-0">
      <ul className="flex gap-2 overflow-x-auto pb-1 scrollbar-none lg:flex-col lg:overflow-visible">
        <li className="shrink-0">
          <TopicLink to={query('contact')} active={topic === 'contact' || (topic === null && !search)} icon={Headset}>
            {t('footer.about.contact')}
          </TopicLink>
        </li>
        {loading ? (
          <li className="p-3">
            <Spinner />
          </li>
        ) : null}
        {centre?.categories.map((category) => (
          <li key={category.id} className="contents lg:block">
            <p className="hidden px-1 pt-3 pb-1 text-xs font-semibold tracking-wide text-text-muted uppercase lg:block">{category.title}</p>
            <ul className="contents lg:flex lg:flex-col lg:gap-2" aria-label={category.title}>
              {category.articles.map((article) => (
                <li key={article.id} className="shrink-0">
                  <TopicLink to={query(article.key)} active={article.key === topic} icon={FileText}>
                    {article.title}
                  </TopicLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
