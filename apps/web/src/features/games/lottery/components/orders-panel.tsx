// My orders: the member's tickets of this game, open (waiting for their draw) or settled, page by page,
// each with its lines, stakes, wins and, once drawn, the draw's result.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { LotteryTicket } from '@orbit/contracts/lottery-tickets';
import { displayAmount } from '@orbit/contracts/money-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { LogIn, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { checkLogin } from '../../../../lib/login-check.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { getOrders, lotteryKeys } from '../api.ts';
import { kindOf } from '../model/games.ts';
import { betTypeLabel, numbersLabel } from './labels.ts';
import { Pager } from './results-panel.tsx';
import { ResultView } from './result-view.tsx';

const PAGE_SIZE = 10;
const FILTERS = ['open', 'settled', 'all'] as const;
type Filter = (typeof FILTERS)[number];

const OUTCOME_CLASS: Record<LotteryTicket['outcome'], string> = {
  waiting: 'bg-sky-500/15 text-sky-300',
  won: 'bg-success/15 text-success',
  lost: 'bg-danger/15 text-danger',
  refunded: 'bg-surface-raised text-text-muted',
  refused: 'bg-surface-raised text-text-muted',
};

export function OrdersPanel({
  gameCode,
  token,
  loggedIn,
  symbol,
  timeZone,
  live,
}: {
  gameCode: LotteryGameCode;
  token: string | null;
  loggedIn: boolean;
  symbol: string;
  timeZone: string;
  /** The game's event stream is connected: it says when tickets change, so polling can be rare. */
  live: boolean;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const orders = useQuery({
    queryKey: lotteryKeys.orders(gameCode, token, filter, page),
    queryFn: () => getOrders({ token: token!, gameCode, status: filter, page, pageSize: PAGE_SIZE }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    // Open tickets turn into results within seconds of their draw: the stream says when, or a read every 20 s finds out.
    refetchInterval: filter === 'settled' ? false : live ? 60_000 : 20_000,
  });

  if (!loggedIn)
    return (
      <EmptyState
        icon={LogIn}
        title={t('lottery.orders.loginTitle')}
        actions={
          <Button onClick={() => checkLogin()}>
            <LogIn className="size-4" aria-hidden />
            {t('lottery.slip.loginToBet')}
          </Button>
        }
      >
        {t('lottery.orders.login')}
      </EmptyState>
    );

  return (
    <div className="space-y-3" data-testid="lottery-orders">
      <div className="flex gap-1 rounded-xl border border-border bg-surface p-1" role="tablist" aria-label={t('lottery.orders.filter')}>
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={filter === option}
            onClick={() => {
              setFilter(option);
              setPage(1);
            }}
            className={clsx(
              'flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold transition',
              filter === option ? 'bg-accent text-accent-text' : 'text-text-muted hover:text-text',
            )}
          >
            {t(`lottery.orders.filters.${option}`)}
          </button>
        ))}
      </div>
      {!token || (!orders.data && orders.isPending) ? (
        <Spinner className="flex justify-center py-10 text-accent" label={t('lottery.loading')} />
      ) : orders.isError && !orders.data ? (
        <p className="py-8 text-center text-sm text-danger">{t(errorKey(orders.error))}</p>
      ) : orders.data!.tickets.length === 0 ? (
        <EmptyState icon={ReceiptText} title={t('lottery.orders.emptyTitle')}>
          {t(`lottery.orders.empty.${filter}`)}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-2">
            {orders.data!.tickets.map((ticket) => (
              <Ticket key={ticket.ticketId} ticket={ticket} symbol={symbol} timeZone={timeZone} />
            ))}
          </ul>
          <Pager page={page} pages={Math.max(1, Math.ceil(orders.data!.total / PAGE_SIZE))} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function Ticket({ ticket, symbol, timeZone }: { ticket: LotteryTicket; symbol: string; timeZone: string }) {
  const { t } = useTranslation();
  const money = (amount: string) => displayAmount(amount, symbol);
  return (
    <li className="rounded-2xl border border-border bg-surface p-3 sm:p-4" data-testid="lottery-ticket">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-semibold tabular-nums">{t('lottery.orders.drawAt', { time: formatDateTime(ticket.drawsAt, timeZone) })}</p>
          <p className="truncate font-mono text-[11px] text-text-muted">
            {ticket.drawId} · {t('lottery.orders.placedAt', { time: formatDateTime(ticket.createdAt, timeZone) })}
          </p>
        </div>
        <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-bold', OUTCOME_CLASS[ticket.outcome])} data-testid="lottery-ticket-outcome">
          {t(`lottery.orders.outcomes.${ticket.outcome}`)}
        </span>
      </div>
      <table className="mt-2 w-full text-xs">
        <thead className="text-text-muted">
          <tr>
            <th scope="col" className="py-1 text-start font-semibold">
              {t('lottery.orders.bet')}
            </th>
            <th scope="col" className="py-1 text-end font-semibold">
              {t('lottery.orders.stake')}
            </th>
            <th scope="col" className="py-1 text-end font-semibold">
              {t('lottery.orders.win')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border/60">
          {ticket.lines.map((line, index) => (
            <tr key={index}>
              <td className="py-1">
                <span className="text-text-muted">{betTypeLabel(t, ticket.gameCode, line.betType)} </span>
                <span className="font-mono font-semibold">{numbersLabel(t, ticket.gameCode, line.betType, line.numbers)}</span>
              </td>
              <td className="py-1 text-end tabular-nums">{money(line.stake)}</td>
              <td className={clsx('py-1 text-end tabular-nums', line.win && line.win !== '0.00' && 'font-bold text-success')}>
                {line.win === null ? '–' : money(line.win)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-border font-bold">
            <td className="pt-1.5">{t('lottery.orders.total')}</td>
            <td className="pt-1.5 text-end tabular-nums">{money(ticket.stake)}</td>
            <td className={clsx('pt-1.5 text-end tabular-nums', ticket.outcome === 'won' && 'text-success')}>
              {ticket.outcome === 'waiting' ? '–' : money(ticket.win)}
            </td>
          </tr>
        </tfoot>
      </table>
      {ticket.drawResult ? (
        <div className="mt-2 border-t border-border pt-2">
          <p className="mb-1 text-[11px] font-semibold text-text-muted">{t('lottery.orders.result')}</p>
          <ResultView kind={kindOf(ticket.gameCode)} result={ticket.drawResult} compact />
        </div>
      ) : null}
    </li>
  );
}
