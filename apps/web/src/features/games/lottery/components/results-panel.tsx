// Results and history per draw, newest first, page by page: each draw's result, and its fairness
// (commitment, revealed seed, Verify in the browser).
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronLeft, ChevronRight, History, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { getDrawHistory, lotteryKeys } from '../api.ts';
import { kindOf } from '../model/games.ts';
import { FairnessDialog, type FairDraw } from './fairness-dialog.tsx';
import { ResultView } from './result-view.tsx';

const PAGE_SIZE = 10;

export function ResultsPanel({ gameCode, timeZone }: { gameCode: LotteryGameCode; timeZone: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [fair, setFair] = useState<FairDraw | null>(null);
  const kind = kindOf(gameCode);
  const history = useQuery({
    queryKey: lotteryKeys.history(gameCode, page),
    queryFn: () => getDrawHistory(gameCode, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  if (history.isError && !history.data) return <p className="py-8 text-center text-sm text-danger">{t(errorKey(history.error))}</p>;
  if (!history.data) return <Spinner className="flex justify-center py-10 text-accent" label={t('lottery.loading')} />;
  const { draws, total } = history.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (draws.length === 0)
    return (
      <EmptyState icon={History} title={t('lottery.results.emptyTitle')}>
        {t('lottery.results.empty')}
      </EmptyState>
    );
  return (
    <div className="space-y-3" data-testid="lottery-results">
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
        {draws.map((draw) => {
          const expanded = open === draw.drawId;
          const expandable = kind === '4d' || kind === 'xsmb' || kind === 'keno';
          return (
            <li key={draw.drawId} className="px-3 py-3 sm:px-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <div className="min-w-0 flex-1 basis-40">
                  <p className="text-sm font-semibold tabular-nums">{formatDateTime(draw.drawsAt, timeZone)}</p>
                  <p className="truncate font-mono text-[11px] text-text-muted">{draw.drawId}</p>
                </div>
                <div className={expanded ? 'order-3 w-full max-w-3xl' : 'order-3 w-full sm:order-none sm:w-auto'}>
                  {draw.status === 'voided' ? (
                    <span className="text-sm text-text-muted">{t('lottery.results.voided')}</span>
                  ) : (
                    <ResultView kind={kind} result={draw.result} compact={!expanded} />
                  )}
                </div>
                <div className="flex gap-1">
                  {expandable && draw.result ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={expanded}
                      onClick={() => setOpen(expanded ? null : draw.drawId)}
                      aria-label={t('lottery.results.details')}
                    >
                      <ChevronDown className={`size-4 transition ${expanded ? 'rotate-180' : ''}`} aria-hidden />
                    </Button>
                  ) : null}
                  <Button variant="ghost" size="sm" onClick={() => setFair(draw)} data-testid="lottery-fairness-open">
                    <ShieldCheck className="size-4" aria-hidden />
                    <span className="hidden sm:inline">{t('lottery.fairness.short')}</span>
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
      <FairnessDialog kind={kind} draw={fair} onClose={() => setFair(null)} />
    </div>
  );
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-center gap-3" aria-label={t('lottery.pager.label')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('lottery.pager.previous')}>
        <ChevronLeft className="size-4" aria-hidden />
      </Button>
      <span className="text-sm text-text-muted tabular-nums">{t('lottery.pager.page', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('lottery.pager.next')}>
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
