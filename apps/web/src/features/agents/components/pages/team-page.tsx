// Team management (downlineManagmentView): the downline list with a username search, direct or all
// depths, a type filter and paging; rebates can be set on any downline, money sent to a direct one.
import type { Downline } from '@orbit/contracts/agents';
import { clsx } from 'clsx';
import { Percent, Search, Send, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { fieldClass } from '../../../../components/ui/labelled-field.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Skeleton } from '../../../../components/ui/panel.tsx';
import { AGENT_TYPES } from '../../../../lib/session.ts';
import { useAgentCentre } from '../../api/get-centre.ts';
import { useDownlines, type DownlinesBody } from '../../api/get-downlines.ts';
import { DataTable, type Column } from '../parts/data-table.tsx';
import { Segmented } from '../parts/segmented.tsx';
import { LoadFailed } from '../parts/load-failed.tsx';
import { Money } from '../parts/money.tsx';
import { useFormatTime } from '../parts/use-format-time.ts';
import { RebatesDialog } from './rebates-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';

const PAGE_SIZE = 20;
const DEPTHS = ['direct', 'all'] as const;
const TYPES = ['all', 'member', 'agent'] as const;

export function TeamPage() {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const centre = useAgentCentre(true);
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  const [depth, setDepth] = useState<(typeof DEPTHS)[number]>('all');
  const [type, setType] = useState<(typeof TYPES)[number]>('all');
  const [page, setPage] = useState(1);
  const [rebatesFor, setRebatesFor] = useState<Downline | null>(null);
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const body: DownlinesBody = { username: username || undefined, depth: depth === 'direct' ? 1 : undefined, type, page, pageSize: PAGE_SIZE };
  const list = useDownlines(body);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const columns: Column<Downline>[] = [
    {
      key: 'username',
      header: t('agents.team.username'),
      primary: true,
      cell: (row) => (
        <span className="font-medium" data-testid="downline-row-name">
          {row.username}
          {row.nickname && row.nickname !== row.username ? <span className="block text-xs font-normal text-text-muted">{row.nickname}</span> : null}
        </span>
      ),
    },
    { key: 'type', header: t('agents.team.type'), cell: (row) => t(AGENT_TYPES.includes(row.isAgent) ? 'agents.kind.agent' : 'agents.kind.member') },
    {
      key: 'depth',
      header: t('agents.team.depth'),
      cell: (row) => (row.depth === 1 ? t('agents.team.direct') : t('agents.team.level', { depth: row.depth, upline: row.upline ?? '—' })),
    },
    { key: 'balance', header: t('agents.team.balance'), align: 'end', cell: (row) => <Money amount={row.balance} /> },
    { key: 'lastLogin', header: t('agents.team.lastLogin'), cell: (row) => <span className="text-xs whitespace-nowrap">{formatTime(row.lastLoginAt)}</span> },
    {
      key: 'status',
      header: t('agents.team.status'),
      cell: (row) => (
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-[11px] font-semibold',
            row.status === 'active' ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger',
          )}
        >
          {t(`agents.team.statuses.${row.status}`)}
        </span>
      ),
    },
    { key: 'teamSize', header: t('agents.team.teamSize'), align: 'end', cell: (row) => row.teamSize },
    {
      key: 'actions',
      header: t('agents.team.actions'),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <Button variant="secondary" size="sm" onClick={() => setRebatesFor(row)} data-testid="downline-rebates">
            <Percent className="size-3.5" aria-hidden />
            {t('agents.team.setRebates')}
          </Button>
          {row.depth === 1 ? (
            <Button variant="secondary" size="sm" onClick={() => setTransferTo(row)} data-testid="downline-transfer">
              <Send className="size-3.5" aria-hidden />
              {t('agents.team.transfer')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <form
        role="search"
        className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center"
        onSubmit={(event) => {
          event.preventDefault();
          setUsername(search.trim());
          setPage(1);
        }}
      >
        <div className="flex min-w-0 gap-2 lg:w-72">
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('agents.team.search')}
            aria-label={t('agents.team.search')}
            className={clsx(fieldClass, 'h-9 min-w-0 flex-1 border-border')}
            data-testid="team-search"
          />
          <Button type="submit" variant="secondary" size="sm" className="h-9" aria-label={t('agents.team.searchButton')}>
            <Search className="size-4" aria-hidden />
          </Button>
        </div>
        <Segmented
          label={t('agents.team.depth')}
          options={DEPTHS}
          value={depth}
          onChange={filter(setDepth)}
          text={(option) => t(`agents.team.depths.${option}`)}
        />
        <Segmented label={t('agents.team.type')} options={TYPES} value={type} onChange={filter(setType)} text={(option) => t(`agents.team.types.${option}`)} />
      </form>
      {list.isPending ? <Skeleton rows={4} /> : null}
      {list.isError && !list.data ? <LoadFailed error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyList icon={Users} title={t('agents.team.emptyTitle')}>
          {username ? t('agents.team.emptySearch', { username }) : t('agents.team.emptyBody')}
        </EmptyList>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <>
          <p className="text-xs text-text-muted">{t('agents.team.total', { count: list.data.total })}</p>
          <DataTable testId="team-list" columns={columns} rows={list.data.items} rowKey={(row) => row.memberId} busy={list.isFetching} />
          <Pager texts="agents.common" page={page} total={list.data.total} pageSize={PAGE_SIZE} busy={list.isFetching} onPage={setPage} />
        </>
      ) : null}
      <RebatesDialog downline={rebatesFor} own={centre.data?.rebates ?? []} onClose={() => setRebatesFor(null)} />
      <TransferDialog downline={transferTo} onClose={() => setTransferTo(null)} />
    </div>
  );
}
