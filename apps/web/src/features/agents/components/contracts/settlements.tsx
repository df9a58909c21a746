// One kind's settlement records: what the agent received and what it paid its downlines, each with the
// figures its amount was worked out from; a real-time settlement opens into its lines per player and game.
import { ppmToRate, type ContractKind, type SettlementRecord } from '@orbit/contracts/agents';
import { clsx } from 'clsx';
import { ChevronDown, FileClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTLEMENTS_PAGE_SIZE, useRealtimeLines, useSettlements } from '../../api/get-settlements.ts';
import { Segmented } from '../parts/segmented.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { LoadFailed } from '../parts/load-failed.tsx';
import { Money } from '../parts/money.tsx';
import { useFormatTime } from '../parts/use-format-time.ts';

const SIDES = ['received', 'paid'] as const;

function Inputs({ inputs }: { inputs: SettlementRecord['inputs'] }) {
  const { t, i18n } = useTranslation();
  // The server keeps rates in parts per million; the agent reads them as the percentages its contract shows.
  const entries = Object.entries(inputs).map(([key, value]): [string, string | number | null] =>
    key === 'ratePpm' && typeof value === 'number' ? ['rate', `${ppmToRate(value)}%`] : [key, value],
  );
  if (entries.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt className="text-text-muted">{i18n.exists(`agents.settlements.inputs.${key}`) ? t(`agents.settlements.inputs.${key}` as never) : key}:</dt>
          <dd className="font-medium tabular-nums">{value === null ? '—' : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function RealtimeLines({ id }: { id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const lines = useRealtimeLines(id, page);
  if (lines.isPending) return <Skeleton rows={1} />;
  if (lines.isError) return <LoadFailed error={lines.error} onRetry={() => void lines.refetch()} />;
  if (lines.data.items.length === 0) return <p className="text-xs text-text-muted">{t('agents.settlements.noLines')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-xs" data-testid="realtime-lines">
        <thead className="text-text-muted">
          <tr>
            <th className="px-2 py-1 text-start font-medium">{t('agents.reports.member')}</th>
            <th className="px-2 py-1 text-start font-medium">{t('agents.terms.gameCode')}</th>
            <th className="px-2 py-1 text-end font-medium">{t('agents.settlements.turnover')}</th>
            <th className="px-2 py-1 text-end font-medium">{t('agents.settlements.result')}</th>
            <th className="px-2 py-1 text-end font-medium">{t('agents.settlements.salary')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.data.items.map((line, index) => (
            <tr key={`${line.username}:${line.gameCode}:${index}`} className="border-t border-border/60">
              <td className="px-2 py-1">{line.username}</td>
              <td className="px-2 py-1">{line.gameCode}</td>
              <td className="px-2 py-1 text-end">
                <Money amount={line.turnover} />
              </td>
              <td className="px-2 py-1 text-end">
                <Money amount={line.result} signed />
              </td>
              <td className="px-2 py-1 text-end">
                <Money amount={line.salary} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager texts="agents.common" page={page} total={lines.data.total} pageSize={lines.data.pageSize} busy={lines.isFetching} onPage={setPage} />
    </div>
  );
}

function RecordRow({ record, side }: { record: SettlementRecord; side: (typeof SIDES)[number] }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const [open, setOpen] = useState(false);
  const carry = record.carryIn !== '0' && !/^-?0+(\.0+)?$/.test(record.carryIn) ? record.carryIn : null;
  return (
    <li className="rounded-xl border border-border bg-background/40 p-3 text-sm" data-testid="settlement-record">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {formatTime(record.periodStart)} – {formatTime(record.periodEnd)}
          </p>
          <p className="text-xs text-text-muted">
            {side === 'received'
              ? t('agents.settlements.payer', { payer: record.payer ?? t('agents.contracts.platform') })
              : t('agents.settlements.payee', { agent: record.agent })}
            {record.paidAt ? ` · ${t('agents.settlements.paidAt', { at: formatTime(record.paidAt) })}` : ''}
          </p>
        </div>
        <div className="text-end">
          <p className="text-base font-bold">
            <Money amount={record.amount} />
          </p>
          <span
            className={clsx(
              'text-[11px] font-semibold',
              record.status === 'paid' ? 'text-success' : record.status === 'held' ? 'text-danger' : 'text-text-muted',
            )}
          >
            {t(`agents.settlements.statuses.${record.status}`)}
          </span>
        </div>
      </div>
      <div className="mt-2 space-y-1">
        <Inputs inputs={record.inputs} />
        {carry || record.carryOut !== record.carryIn ? (
          <p className="text-xs text-text-muted">
            {t('agents.settlements.carry')}: <Money amount={record.carryIn} /> → <Money amount={record.carryOut} />
          </p>
        ) : null}
        {record.reason ? <p className="text-xs text-text-muted">{record.reason}</p> : null}
      </div>
      {record.kind === 'realtime_salary' ? (
        <div className="mt-2">
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className="flex items-center gap-1 text-xs font-medium text-accent"
            data-testid="settlement-lines"
          >
            {t('agents.settlements.lines')}
            <ChevronDown className={clsx('size-3.5 transition', open && 'rotate-180')} aria-hidden />
          </button>
          {open ? (
            <div className="mt-2">
              <RealtimeLines id={record.id} />
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function Settlements({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [side, setSide] = useState<(typeof SIDES)[number]>('received');
  const [page, setPage] = useState(1);
  const records = useSettlements(kind, side, page);
  return (
    <Panel
      id="settlements"
      icon={FileClock}
      title={t('agents.settlements.title')}
      action={
        <Segmented
          label={t('agents.settlements.side')}
          options={SIDES}
          value={side}
          onChange={(next) => (setSide(next), setPage(1))}
          text={(option) => t(`agents.settlements.sides.${option}`)}
        />
      }
    >
      {records.isPending ? <Skeleton rows={2} /> : null}
      {records.isError && !records.data ? <LoadFailed error={records.error} onRetry={() => void records.refetch()} /> : null}
      {records.data && records.data.items.length === 0 ? (
        <EmptyList icon={FileClock} title={t('agents.settlements.emptyTitle')}>
          {t(`agents.settlements.emptyBody.${side}`)}
        </EmptyList>
      ) : null}
      {records.data && records.data.items.length > 0 ? (
        <>
          <ul className={clsx('space-y-2', records.isFetching && 'opacity-60')}>
            {records.data.items.map((record) => (
              <RecordRow key={record.id} record={record} side={side} />
            ))}
          </ul>
          <Pager texts="agents.common" page={page} total={records.data.total} pageSize={SETTLEMENTS_PAGE_SIZE} busy={records.isFetching} onPage={setPage} />
        </>
      ) : null}
    </Panel>
  );
}
