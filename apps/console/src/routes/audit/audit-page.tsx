import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, ScrollText, Search, X } from 'lucide-react';
import { IconButton } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuditLog } from '../../features/audit/api/list-audit.ts';
import { AuditTable } from '../../features/audit/components/audit-table.tsx';
import { useChainCheck, VerifyChainButton, VerifyChainResult } from '../../features/audit/components/verify-chain.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';

const PAGE_SIZES = [25, 50, 100, 200];

export function AuditPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const canVerify = useCan('audit.verify');
  const check = useChainCheck();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [draft, setDraft] = useState('');
  const [action, setAction] = useState('');

  // Filter as the operator types, without a request per key stroke.
  useEffect(() => {
    const next = draft.trim();
    if (next === action) return;
    const timer = window.setTimeout(() => {
      setAction(next);
      setPage(1);
    }, 350);
    return () => window.clearTimeout(timer);
  }, [draft, action]);

  const audit = useAuditLog({ page, pageSize, action: action || undefined });
  const total = audit.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <div>
      <PageHeader
        title={t('nav.audit')}
        description={t('audit.description', { zone: timeZone })}
        actions={canVerify ? <VerifyChainButton check={check} /> : null}
      />
      {canVerify ? (
        <div className="mb-4">
          <VerifyChainResult check={check} />
        </div>
      ) : null}
      <Card>
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-3">
          <div className="relative w-full max-w-xs">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              compact
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('audit.filterPlaceholder')}
              aria-label={t('audit.filter')}
              className="pr-8 pl-8 font-mono"
              maxLength={60}
            />
            {draft ? (
              <button
                type="button"
                onClick={() => setDraft('')}
                aria-label={t('audit.clearFilter')}
                className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-0.5 text-slate-400 hover:text-slate-700"
              >
                <X className="size-3.5" />
              </button>
            ) : null}
          </div>
          {audit.isFetching && !audit.isPending ? <Spinner className="size-4 text-slate-400" label={t('common.loading')} /> : null}
          <div className="ml-auto flex items-center gap-2 text-xs whitespace-nowrap text-slate-500">
            <label htmlFor="audit-page-size">{t('audit.perPage')}</label>
            <Select
              id="audit-page-size"
              compact
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(1);
              }}
              className="w-20"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {audit.isPending || audit.isError ? (
          <QueryFallback query={audit} loadFailed={t('audit.loadFailed')} rows={6} rowClassName="h-8" />
        ) : audit.data.items.length === 0 ? (
          <EmptyState
            icon={<ScrollText className="size-5" />}
            title={action ? t('audit.noMatchTitle') : t('audit.emptyTitle')}
            description={action ? t('audit.noMatchText', { action }) : t('audit.emptyText')}
          />
        ) : (
          <AuditTable entries={audit.data.items} timeZone={timeZone} brokenAtId={check.data?.brokenAtId ?? null} onAction={(value) => setDraft(value)} />
        )}
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-2.5 text-xs text-slate-500">
          <span className="tabular">{t('audit.range', { from, to, total })}</span>
          <div className="flex items-center gap-1">
            <IconButton
              label={t('audit.previous')}
              icon={<ChevronLeft className="size-4" />}
              disabled={page <= 1}
              onClick={() => setPage((value) => value - 1)}
            />
            <span className="px-2 tabular">{t('audit.page', { page, pages })}</span>
            <IconButton
              label={t('audit.next')}
              icon={<ChevronRight className="size-4" />}
              disabled={page >= pages}
              onClick={() => setPage((value) => value + 1)}
            />
          </div>
        </div>
      </Card>
    </div>
  );
}
