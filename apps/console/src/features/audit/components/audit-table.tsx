import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { AuditEntry } from '@orbit/contracts/console';
import { formatDateTime } from '@orbit/contracts/format';
import { JsonView } from '../../../components/ui/json-view.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';

export function AuditTable({
  entries,
  timeZone,
  brokenAtId,
  onAction,
}: {
  entries: AuditEntry[];
  timeZone: string;
  brokenAtId: number | null;
  onAction: (action: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Table label={t('nav.audit')}>
      <THead>
        <tr>
          <TH className="w-8">
            <span className="sr-only">{t('audit.detail')}</span>
          </TH>
          <TH className="w-16">{t('audit.id')}</TH>
          <TH className="w-44">{t('audit.time')}</TH>
          <TH>{t('audit.operator')}</TH>
          <TH>{t('audit.action')}</TH>
          <TH>{t('audit.target')}</TH>
          <TH>{t('audit.ip')}</TH>
        </tr>
      </THead>
      <tbody>
        {entries.map((entry) => {
          const expanded = open.has(entry.id);
          const broken = brokenAtId === entry.id;
          return (
            <Fragment key={entry.id}>
              <TR className={cn('cursor-pointer', expanded && 'bg-slate-50', broken && 'bg-red-50 hover:bg-red-50')} onClick={() => toggle(entry.id)}>
                <TD>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={`audit-detail-${entry.id}`}
                    aria-label={expanded ? t('audit.collapse', { id: entry.id }) : t('audit.expand', { id: entry.id })}
                    onClick={(event) => {
                      event.stopPropagation();
                      toggle(entry.id);
                    }}
                    className="rounded p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700"
                  >
                    <ChevronRight className={cn('size-4 transition-transform', expanded && 'rotate-90')} />
                  </button>
                </TD>
                <TD className="font-mono text-xs text-slate-500 tabular">{entry.id}</TD>
                <TD className="whitespace-nowrap text-slate-700 tabular">{formatDateTime(entry.at, timeZone)}</TD>
                <TD className="whitespace-nowrap">{entry.operatorName ?? <span className="text-slate-400 italic">{t('audit.system')}</span>}</TD>
                <TD>
                  {/* The action's code, never translated: the filter takes it as it is. */}
                  <button
                    type="button"
                    translate="no"
                    title={t('audit.filterBy', { action: entry.action })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onAction(entry.action);
                    }}
                    className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700 hover:bg-accent-50 hover:text-accent-700"
                  >
                    {entry.action}
                  </button>
                </TD>
                <TD className="max-w-64 truncate font-mono text-xs text-slate-600" title={entry.target ?? undefined}>
                  {entry.target ?? '—'}
                </TD>
                <TD className="font-mono text-xs whitespace-nowrap text-slate-500">{entry.ip ?? '—'}</TD>
              </TR>
              {expanded ? (
                <tr id={`audit-detail-${entry.id}`} className="border-b border-slate-100 bg-slate-50">
                  <td colSpan={7} className="px-5 pt-1 pb-4">
                    <div className="grid gap-3 lg:grid-cols-[1fr_280px]">
                      <JsonView value={entry.detail ?? null} className="max-h-96" />
                      <dl className="flex flex-col gap-2 text-xs">
                        <div>
                          <dt className="text-slate-500">{t('audit.hash')}</dt>
                          <dd className="font-mono break-all text-slate-700">{entry.hash}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">{t('audit.utc')}</dt>
                          <dd className="font-mono text-slate-700">{entry.at}</dd>
                        </div>
                      </dl>
                    </div>
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}
