// The help centre (/help and /helpmc): the merchant's published help categories and articles, searchable, the
// legal pages among them (docs/content.md). `?topic=<key>` opens an article by its key — the footer's About
// list and the register form's Terms and Privacy links use it — and `?topic=contact` the contact channels.
import { BookOpen, Headset, LifeBuoy, MessageCircle, Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@orbit/contracts/format';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useHelpArticle, useHelpCentre } from '../../features/content/api/help.ts';
import { ContactUsButton } from '../../features/site/components/contact-us-button.tsx';
import { CustomerServiceList } from '../../features/site/components/customer-service-list.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { Button } from '../../components/ui/button.tsx';
import { openChat } from '../../lib/chat-launcher.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';
import { HelpNav } from './help-nav.tsx';

const CONTACT = 'contact';

function Panel({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section aria-labelledby="help-topic" className="min-w-0 rounded-2xl border border-border bg-surface p-5 sm:p-8">
      <h2 id="help-topic" className="mb-5 text-xl font-semibold break-words">
        {title}
      </h2>
      {children}
      {footer}
    </section>
  );
}

function ContactPanel() {
  const { t } = useTranslation();
  const { customerService } = useWhitelabel();
  return (
    <Panel title={t('footer.about.contact')}>
      <p className="mb-5 text-text-muted">{t('pages.help.contactIntro')}</p>
      <Button className="mb-5" onClick={openChat} data-testid="help-open-chat">
        <MessageCircle className="size-4" aria-hidden />
        {t('support.liveChatStart')}
      </Button>
      <CustomerServiceList entries={customerService} />
    </Panel>
  );
}

function ArticlePanel({ topic }: { topic: string }) {
  const { t } = useTranslation();
  const { customerService, merchant } = useWhitelabel();
  const article = useHelpArticle(topic);
  usePageTitle(article.data ? `${article.data.title} · ${t('pages.help.title')}` : t('pages.help.title'));
  if (article.isPending) {
    return (
      <div className="flex justify-center rounded-2xl border border-border bg-surface p-10">
        <Spinner />
      </div>
    );
  }
  if (article.isError) {
    return (
      <EmptyState icon={BookOpen} title={t('pages.common.emptyTitle')} actions={<ContactUsButton entries={customerService} />}>
        {t('pages.help.empty')}
      </EmptyState>
    );
  }
  return (
    <Panel
      title={article.data.title}
      footer={
        <p className="mt-8 border-t border-border pt-4 text-xs text-text-muted">
          {t('pages.help.updated', { date: formatDateTime(article.data.updatedAt, merchant.timeZone).slice(0, 10) })}
        </p>
      }
    >
      {/* Sanitised on the server before it was stored (ADR 0024): no script, handler or script URL can be in it. */}
      <div
        className="rich-content text-sm leading-relaxed break-words text-text-muted"
        data-testid="help-article"
        dangerouslySetInnerHTML={{ __html: article.data.content }}
      />
    </Panel>
  );
}

/** @public router.tsx loads it with a dynamic import and renders `<m.HelpPage>`, a use knip does not follow. */
export function HelpPage({ variant }: { variant: 'help' | 'helpmc' }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const topic = params.get('topic') || null;
  const search = (params.get('q') ?? '').trim().slice(0, 100);
  const [draft, setDraft] = useState(search);
  const centre = useHelpCentre(search);
  const title = t(`pages.${variant}.title`);
  usePageTitle(topic === CONTACT ? `${t('footer.about.contact')} · ${title}` : title);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('q', draft.trim());
    setParams(next);
  };

  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <PageHeader icon={LifeBuoy} title={title} description={t(`pages.${variant}.description`)} />
      <form role="search" onSubmit={submit} className="flex max-w-xl gap-2">
        <label htmlFor="help-search" className="sr-only">
          {t('pages.help.searchLabel')}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-text-muted" aria-hidden />
          <input
            id="help-search"
            type="search"
            maxLength={100}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('pages.help.searchPlaceholder')}
            className="h-11 w-full rounded-xl border border-border bg-surface ps-9 pe-3 text-sm text-text placeholder:text-text-muted focus:border-accent focus:outline-none"
          />
        </div>
        <button type="submit" className="h-11 shrink-0 rounded-xl bg-accent px-4 text-sm font-semibold text-accent-text hover:brightness-110">
          {t('pages.help.search')}
        </button>
      </form>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <HelpNav centre={centre.data} loading={centre.isPending} topic={topic} search={search} />
        {topic === null || topic === CONTACT ? (
          search && !topic ? (
            <SearchSummary count={centre.data?.categories.reduce((n, c) => n + c.articles.length, 0) ?? null} search={search} />
          ) : (
            <ContactPanel />
          )
        ) : (
          <ArticlePanel key={topic} topic={topic} />
        )}
      </div>
    </div>
  );
}

function SearchSummary({ count, search }: { count: number | null; search: string }) {
  const { t } = useTranslation();
  const { customerService } = useWhitelabel();
  if (count === null) return <Spinner />;
  if (count === 0) {
    return (
      <EmptyState icon={Search} title={t('pages.help.noResults', { search })} actions={<ContactUsButton entries={customerService} />}>
        {t('pages.help.noResultsText')}
      </EmptyState>
    );
  }
  return (
    <Panel title={t('pages.help.results', { total: count, search })}>
      <p className="flex items-center gap-2 text-sm text-text-muted">
        <Headset className="size-4" aria-hidden />
        {t('pages.help.resultsHint')}
      </p>
    </Panel>
  );
}
