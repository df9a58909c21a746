// The help centre (/help and /helpmc). Topic articles are merchant content that no API serves yet
// (docs/product.md); what exists today is real: the contact channels and our responsible-gaming guidance.
import { clsx } from 'clsx';
import { BookOpen, Building2, FileText, Handshake, Headset, HeartHandshake, LifeBuoy, Lock, Undo2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ContactUsButton } from '../../features/site/components/contact-us-button.tsx';
import { CustomerServiceList } from '../../features/site/components/customer-service-list.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { ABOUT_TOPICS, type AboutTopic } from '../../lib/help-topics.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

const TOPIC_ICONS: Record<AboutTopic, LucideIcon> = {
  about: Building2,
  contact: Headset,
  terms: FileText,
  responsibleGaming: HeartHandshake,
  privacy: Lock,
  affiliates: Handshake,
  refund: Undo2,
};

const RESPONSIBLE_POINTS = ['age', 'budget', 'time', 'chase', 'help'] as const;

function isTopic(value: string | null): value is AboutTopic {
  return ABOUT_TOPICS.some((topic) => topic === value);
}

function TopicBody({ topic }: { topic: AboutTopic }) {
  const { t } = useTranslation();
  const { branding, customerService } = useWhitelabel();
  if (topic === 'contact') {
    return (
      <div>
        <p className="mb-5 text-text-muted">{t('pages.help.contactIntro')}</p>
        <CustomerServiceList entries={customerService} />
      </div>
    );
  }
  if (topic === 'responsibleGaming') {
    return (
      <div>
        <p className="mb-5 text-text-muted">{t('pages.help.responsibleIntro', { siteName: branding.siteName })}</p>
        <ul className="space-y-3">
          {RESPONSIBLE_POINTS.map((point) => (
            <li key={point} className="flex gap-3 rounded-xl border border-border bg-surface-raised/50 p-4 text-sm leading-relaxed">
              <HeartHandshake className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
              {t(`pages.help.responsiblePoints.${point}`)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <EmptyState icon={TOPIC_ICONS[topic]} title={t('pages.common.emptyTitle')} actions={<ContactUsButton entries={customerService} />}>
      {t('pages.help.empty')}
    </EmptyState>
  );
}

function TopicPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="help-topic" className="min-w-0 rounded-2xl border border-border bg-surface p-5 sm:p-8">
      <h2 id="help-topic" className="mb-5 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function HelpPage({ variant }: { variant: 'help' | 'helpmc' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('topic');
  const topic: AboutTopic | null = isTopic(requested) ? requested : null;
  const title = t(`pages.${variant}.title`);
  usePageTitle(topic ? `${t(`footer.about.${topic}`)} · ${title}` : title);

  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <PageHeader icon={LifeBuoy} title={title} description={t(`pages.${variant}.description`)} />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('pages.help.topics')} className="min-w-0">
          <ul className="flex gap-2 overflow-x-auto pb-1 scrollbar-none lg:flex-col lg:overflow-visible">
            {ABOUT_TOPICS.map((key) => {
              const Icon = TOPIC_ICONS[key];
              const active = key === topic;
              return (
                <li key={key} className="shrink-0">
                  <Link
                    to={`?topic=${key}`}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'flex items-center gap-3 rounded-xl border px-3 py-2.5 text-sm font-medium whitespace-nowrap transition',
                      active ? 'border-accent bg-accent/10 text-accent' : 'border-border bg-surface text-text-muted hover:border-accent/50 hover:text-text',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    {t(`footer.about.${key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {topic ? (
          <TopicPanel title={t(`footer.about.${topic}`)}>
            <TopicBody topic={topic} />
          </TopicPanel>
        ) : (
          <TopicPanel title={t('footer.about.contact')}>
            <TopicBody topic="contact" />
            <p className="mt-8 flex items-center gap-2 text-sm text-text-muted">
              <BookOpen className="size-4" aria-hidden />
              <Link to="?topic=responsibleGaming" className="text-accent underline-offset-4 hover:underline">
                {t('home.responsible.cta')}
              </Link>
            </p>
          </TopicPanel>
        )}
      </div>
    </div>
  );
}
