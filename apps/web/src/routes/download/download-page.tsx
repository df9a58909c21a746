import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AppDownloads } from '../../features/site/components/app-downloads.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

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
    </div>
  );
}
