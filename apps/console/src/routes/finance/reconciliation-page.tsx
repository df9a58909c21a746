import { useTranslation } from 'react-i18next';
import { History, Play, RotateCw, Scale } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useReconciliation } from '../../features/finance/api/get-reconciliation.ts';
import { useRunReconciliation } from '../../features/finance/api/run-reconciliation.ts';
import { ReconciliationHistory, ReconciliationReport } from '../../features/finance/components/reconciliation-report.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';

export function ReconciliationPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const canRun = useCan('finance.review');
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const reconciliation = useReconciliation(20);
  const run = useRunReconciliation();

  const onRun = async () => {
    try {
      const result = await run.mutateAsync();
      if (result.ok) toast.success(t('finance.reconRunOk'));
      else toast.error(t('finance.reconRunFailed'));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={t('nav.reconciliation')}
        description={t('finance.reconText')}
        actions={
          canRun ? (
            <Button variant="primary" icon={<Play className="size-4" />} loading={run.isPending} onClick={() => void onRun()} data-testid="reconciliation-run">
              {t('finance.runNow')}
            </Button>
          ) : null
        }
      />
      {reconciliation.isPending ? (
        <Skeleton className="h-48" />
      ) : reconciliation.isError ? (
        <Card>
          <EmptyState
            title={t('finance.loadFailed')}
            description={errorMessage(t, reconciliation.error)}
            action={
              <Button icon={<RotateCw className="size-4" />} onClick={() => void reconciliation.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <Card>
            <CardHeader title={t('finance.latestRun')} icon={<Scale className="size-4" />} />
            {reconciliation.data.latest ? (
              <CardBody>
                <ReconciliationReport run={reconciliation.data.latest} currency={currency} timeZone={timeZone} />
              </CardBody>
            ) : (
              <EmptyState icon={<Scale className="size-5" />} title={t('finance.noRunsTitle')} description={t('finance.noRunsText')} />
            )}
          </Card>
          {reconciliation.data.history.length > 0 ? (
            <Card>
              <CardHeader title={t('finance.history')} description={t('finance.historyText')} icon={<History className="size-4" />} />
              <ReconciliationHistory runs={reconciliation.data.history} timeZone={timeZone} />
            </Card>
          ) : null}
        </>
      )}
    </div>
  );
}
