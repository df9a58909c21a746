// The shape team betting and account details share: a range, a username and one select to filter the
// team's records by, then the list's loading, failure, emptiness or table, a page at a time.
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Skeleton } from '../../../../components/ui/panel.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import type { RangeChoice } from '../../model/range.ts';
import { LoadFailed } from './load-failed.tsx';
import { RangePicker, useRangeChoice } from './range-picker.tsx';
import { UsernameFilter } from './username-filter.tsx';

const PAGE_SIZE = 20;

/** The filters' state; a new range, username or choice starts again from the first page. */
export function useTeamReportFilters<Choice extends string>() {
  const { choice: range, setChoice: setRange, days } = useRangeChoice('week');
  const [username, setUsername] = useState('');
  const [choice, setChoice] = useState<Choice | ''>('');
  const [page, setPage] = useState(1);
  return {
    range,
    username,
    /** The select's value; '' for all. */
    choice,
    page,
    setPage,
    setRange: (next: RangeChoice) => (setRange(next), setPage(1)),
    setUsername: (next: string) => (setUsername(next), setPage(1)),
    setChoice: (next: Choice | '') => (setChoice(next), setPage(1)),
    /** What every such report asks for, or null (idle) while typed days are incomplete. */
    request: days ? { ...days, username: username || undefined, page, pageSize: PAGE_SIZE } : null,
  };
}

export type TeamReportFilters<Choice extends string> = ReturnType<typeof useTeamReportFilters<Choice>>;

interface TeamReportProps<Choice extends string, Data extends { items: readonly unknown[]; total: number }> {
  filters: TeamReportFilters<Choice>;
  select: { label: string; all: string; options: readonly Choice[]; text: (option: Choice) => string };
  list: { data: Data | undefined; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  emptyIcon: LucideIcon;
  /** The table of a page that has rows. */
  children: (data: Data) => ReactNode;
}

export function TeamReport<Choice extends string, Data extends { items: readonly unknown[]; total: number }>({
  filters,
  select,
  list,
  emptyIcon,
  children,
}: TeamReportProps<Choice, Data>) {
  const { t } = useTranslation();
  const data = list.data;
  return (
    <div className="space-y-4">
      <RangePicker value={filters.range} onChange={filters.setRange} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <UsernameFilter onApply={filters.setUsername} />
        <div className="sm:w-48">
          <SelectField compact label={select.label} value={filters.choice} onChange={(event) => filters.setChoice(event.target.value as Choice | '')}>
            <option value="">{select.all}</option>
            {select.options.map((entry) => (
              <option key={entry} value={entry}>
                {select.text(entry)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {!data && !list.isError ? <Skeleton rows={4} /> : null}
      {list.isError && !data ? <LoadFailed error={list.error} onRetry={() => void list.refetch()} /> : null}
      {data && data.items.length === 0 ? (
        <EmptyList icon={emptyIcon} title={t('agents.reports.emptyTitle')}>
          {t('agents.reports.emptyBody')}
        </EmptyList>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          {children(data)}
          <Pager texts="agents.common" page={filters.page} total={data.total} pageSize={PAGE_SIZE} busy={list.isFetching} onPage={filters.setPage} />
        </>
      ) : null}
    </div>
  );
}
