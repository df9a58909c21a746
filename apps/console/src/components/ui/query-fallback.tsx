// What a list card shows before its rows can: grey rows while the first answer is on its way, and the failure
// with a Retry button when it did not come. Callers render it while `query.isPending || query.isError`, so past
// it the query's data is there.
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { Skeleton } from './spinner.tsx';

export function QueryFallback({
  query,
  loadFailed,
  rows,
  rowClassName,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** The failure's title ("Could not load …"). */
  loadFailed: string;
  rows: number;
  /** The grey rows' height, as tall as the real rows. */
  rowClassName: string;
}) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <EmptyState
        title={loadFailed}
        description={errorMessage(t, query.error)}
        action={
          <Button icon={<RotateCw className="size-4" />} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  return (
    <div className="flex flex-col gap-2 p-5">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} className={rowClassName} />
      ))}
    </div>
  );
}
