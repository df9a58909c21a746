// A report over a range of days in a card: its filters on top, then the report, or why there is none (a
// range the server would refuse, loading, a failed load, nothing in the range). Used by the lottery's takings
// (GGR) and the agents' commissions.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RANGE_DAYS, type RangeProblem } from '../../lib/date-range.ts';
import { errorMessage } from '../../lib/errors.ts';
import { Alert } from './alert.tsx';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';
import { Skeleton } from './spinner.tsx';

interface RangeReportCardProps<Data> {
  /** The range fields and any other filter. */
  filters: ReactNode;
  /** While the range is wrong the report is not asked for. */
  problem: RangeProblem;
  report: { data: Data | undefined; isError: boolean; error: unknown };
  loadFailedTitle: string;
  isEmpty: (data: Data) => boolean;
  empty: { icon: ReactNode; title: string; description: string };
  children: (data: Data) => ReactNode;
}

export function RangeReportCard<Data>({ filters, problem, report, loadFailedTitle, isEmpty, empty, children }: RangeReportCardProps<Data>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (problem)
    body = (
      <div className="p-5">
        <Alert tone="warning">{problem === 'order' ? t('finance.rangeOrder') : t('finance.rangeTooLong', { days: MAX_RANGE_DAYS })}</Alert>
      </div>
    );
  else if (report.isError) body = <EmptyState title={loadFailedTitle} description={errorMessage(t, report.error)} />;
  else if (report.data === undefined)
    body = (
      <div className="p-5">
        <Skeleton className="h-24" />
      </div>
    );
  else if (isEmpty(report.data)) body = <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  else body = children(report.data);
  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">{filters}</div>
      {body}
    </Card>
  );
}
