import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Inbox, RotateCw } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { OUTBOX_CHANNELS } from '@orbit/contracts/console-members';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useOutbox } from '../../features/outbox/api/list-outbox.ts';
import { OutboxList } from '../../features/outbox/components/outbox-list.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { cn } from '../../lib/cn.ts';
import { hasOutboxFilters, OUTBOX_PAGE_SIZE, outboxListQuery, type OutboxChannel } from '../../lib/outbox-filters.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';

export function OutboxPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const canSettings = useCan('settings.read');
  const [channel, setChannel] = useState<OutboxChannel | null>(null);
  const [draft, setDraft] = useState('');
  const recipient = useDebouncedValue(draft);
  const [page, setPage] = useState(1);
  const [live, setLive] = useState(true);

  useEffect(() => setPage(1), [channel, recipient]);

  const filters = { channel, recipient, page };
  const outbox = useOutbox(outboxListQuery(filters), { live });
  const filtered = hasOutboxFilters(filters);
  const held = outbox.data?.items.some((message) => message.status === 'held') ?? false;

  return (
    <div>
      <PageHeader
        title={t('nav.outbox')}
        description={t('outbox.description', { zone: timeZone })}
        actions={
          <Button icon={<RotateCw className="size-4" />} loading={outbox.isFetching && !live} onClick={() => void outbox.refetch()}>
            {t('common.refresh')}
          </Button>
        }
      />
      {held ? (
        <Alert tone="warning" title={t('outbox.heldTitle')} className="mb-4">
          {t('outbox.heldText')}{' '}
          {canSettings ? (
            <Link to="/settings/messaging" className="font-medium underline underline-offset-2">
              {t('outbox.openMessaging')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <Card>
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
          <div role="radiogroup" aria-label={t('outbox.channel')} className="inline-flex rounded-md bg-slate-100 p-0.5">
            {[null, ...OUTBOX_CHANNELS].map((option) => (
              <button
                key={option ?? 'all'}
                type="button"
                role="radio"
                aria-checked={channel === option}
                onClick={() => setChannel(option)}
                className={cn(
                  'rounded px-3 py-1 text-xs font-medium transition-colors',
                  channel === option ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {option ? t(`outbox.channels.${option}`) : t('outbox.allChannels')}
              </button>
            ))}
          </div>
          <SearchInput
            value={draft}
            onChange={setDraft}
            label={t('outbox.recipient')}
            clearLabel={t('outbox.clearRecipient')}
            placeholder={t('outbox.recipientPlaceholder')}
            maxLength={255}
            className="w-full sm:w-auto sm:max-w-xs sm:min-w-48 sm:flex-1"
          />
          <div className="ml-auto flex items-center gap-2 text-xs text-slate-500">
            {outbox.isFetching && !outbox.isPending ? <Spinner className="size-3.5 text-slate-400" label={t('common.loading')} /> : null}
            {outbox.dataUpdatedAt ? (
              <span className="hidden tabular sm:inline">{t('outbox.updated', { time: formatDateTime(outbox.dataUpdatedAt, timeZone).slice(11) })}</span>
            ) : null}
            <Switch size="sm" checked={live} onCheckedChange={setLive} id="outbox-live" label={t('outbox.autoRefresh')} />
            <label htmlFor="outbox-live" className="cursor-pointer whitespace-nowrap">
              {t('outbox.autoRefresh')}
            </label>
          </div>
        </div>
        {outbox.isPending || outbox.isError ? (
          <QueryFallback query={outbox} loadFailed={t('outbox.loadFailed')} rows={3} rowClassName="h-20" />
        ) : outbox.data.items.length === 0 ? (
          <EmptyState
            icon={<Inbox className="size-5" />}
            title={filtered ? t('outbox.noMatchTitle') : t('outbox.emptyTitle')}
            description={filtered ? t('outbox.noMatchText') : t('outbox.emptyText')}
          />
        ) : (
          <>
            <OutboxList messages={outbox.data.items} timeZone={timeZone} />
            <Pager page={page} pageSize={OUTBOX_PAGE_SIZE} total={outbox.data.total} onPage={setPage} />
          </>
        )}
      </Card>
    </div>
  );
}
