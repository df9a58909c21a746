import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

export interface QueueToolbarProps<S extends string, K extends string> {
  statuses: readonly S[];
  status: S | null;
  statusLabel: (status: S) => string;
  kinds?: readonly K[];
  kind?: K | null;
  kindLabel?: (kind: K) => string;
  q: string;
  /** What the search box takes, when more than a username. */
  searchPlaceholder?: string;
  fetching: boolean;
  filtered: boolean;
  onChange: (change: { status?: S | null; kind?: K | null; q?: string }) => void;
  onClear: () => void;
}

/** A finance queue's filters: status, kind where there is one, and the member searched by name. */
export function QueueToolbar<S extends string, K extends string>(props: QueueToolbarProps<S, K>) {
  const { statuses, status, statusLabel, kinds, kind, kindLabel, q, searchPlaceholder, fetching, filtered, onChange, onClear } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState(q);
  const typed = useDebouncedValue(draft);

  // The search follows typing once it settles, back on the first page.
  useEffect(() => {
    if (typed.trim() !== q) onChange({ q: typed });
  }, [typed]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
      <SearchInput
        value={draft}
        onChange={setDraft}
        label={t('finance.searchMember')}
        clearLabel={t('members.clearSearch')}
        placeholder={searchPlaceholder ?? t('finance.searchPlaceholder')}
        maxLength={64}
        className="w-full sm:w-72"
      />
      <div className="min-w-36 flex-1 sm:w-48 sm:flex-none">
        <Select
          compact
          aria-label={t('finance.status')}
          data-testid="filter-status"
          value={status ?? 'all'}
          onChange={(event) => onChange({ status: event.target.value === 'all' ? null : (event.target.value as S) })}
        >
          <option value="all">{t('finance.allStatuses')}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </Select>
      </div>
      {kinds && kindLabel ? (
        <div className="min-w-32 flex-1 sm:w-40 sm:flex-none">
          <Select
            compact
            aria-label={t('payments.kind')}
            data-testid="filter-kind"
            value={kind ?? ''}
            onChange={(event) => onChange({ kind: event.target.value === '' ? null : (event.target.value as K) })}
          >
            <option value="">{t('finance.allKinds')}</option>
            {kinds.map((value) => (
              <option key={value} value={value}>
                {kindLabel(value)}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {fetching ? <Spinner className="size-4 text-slate-400" label={t('common.loading')} /> : null}
      {filtered ? (
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto"
          onClick={() => {
            setDraft('');
            onClear();
          }}
        >
          {t('finance.resetFilters')}
        </Button>
      ) : null}
    </div>
  );
}
