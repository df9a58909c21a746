import { useTranslation } from 'react-i18next';
import { Clock4, RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useJobs } from '../../features/jobs/api/list-jobs.ts';
import { JobsTable } from '../../features/jobs/components/jobs-table.tsx';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';

export function JobsPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const jobs = useJobs();
  return (
    <div>
      <PageHeader
        title={t('nav.jobs')}
        description={t('jobs.description', { zone: timeZone })}
        actions={
          <Button icon={<RotateCw className="size-4" />} loading={jobs.isFetching} onClick={() => void jobs.refetch()}>
            {t('common.refresh')}
          </Button>
        }
      />
      <Card>
        {jobs.isPending ? (
          <div className="flex flex-col gap-2 p-5">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-8" />
            ))}
          </div>
        ) : jobs.isError ? (
          <EmptyState title={t('jobs.loadFailed')} description={errorMessage(t, jobs.error)} />
        ) : jobs.data.length === 0 ? (
          <EmptyState icon={<Clock4 className="size-5" />} title={t('jobs.emptyTitle')} description={t('jobs.emptyText')} />
        ) : (
          <JobsTable jobs={jobs.data} timeZone={timeZone} />
        )}
      </Card>
    </div>
  );
}
