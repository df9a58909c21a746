import { Monitor, Smartphone, TabletSmartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AppDownloads } from '../../features/site/components/app-downloads.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

const GUIDES: ['android' | 'ios' | 'desktop', LucideIcon][] = [
  ['android', Smartphone],
  ['ios', TabletSmartphone],
  ['desktop', Monitor],
];

/** How to install on each platform (docs/support.md, "App download"), under the codes. */
function InstallGuide() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="install-guide" data-testid="install-guide">
      <h2 id="install-guide" className="mb-4 text-xl font-bold tracking-tight">
        {t('support.down.guideTitle')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        {GUIDES.map(([platform, Icon]) => (
          <article key={platform} className="rounded-2xl border border-border bg-surface p-5">
            <h3 className="mb-3 flex items-center gap-2 font-semibold">
              <Icon className="size-5 text-accent" aria-hidden />
              {t(`support.down.${platform}.title`)}
            </h3>
            <ol className="list-decimal space-y-2 ps-5 text-sm text-text-muted marker:font-semibold marker:text-accent">
              {(t(`support.down.${platform}.steps`, { returnObjects: true }) as unknown as string[]).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}

export function DownloadPage() {
  const { t } = useTranslation();
  const { branding, resources } = useWhitelabel();
  const title = t('pages.down.title');
  usePageTitle(title);
  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <PageHeader icon={Smartphone} title={title} description={t('pages.down.description', { siteName: branding.siteName })} />
      {resources.length > 0 ? (
        <section className="rounded-2xl border border-border bg-surface p-6 sm:p-10" aria-label={title}>
          <p className="mb-6 text-center text-text-muted lg:text-start">{t('pages.down.scan')}</p>
          <AppDownloads resources={resources} />
        </section>
      ) : (
        <EmptyState icon={Smartphone} title={t('pages.common.emptyTitle')}>
          {t('pages.down.empty')}
        </EmptyState>
      )}
      <InstallGuide />
    </div>
  );
}
