// The draw calendar of one game and day: each draw's times in the merchant's zone, status, tickets sold and
// stakes, with a way to its exposure and, for operators who may, to voiding it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Ban, Gauge } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import type { ConsoleDraw } from '@orbit/contracts/console-lottery';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { canVoid } from '../draw-view.ts';
import { DrawStatusBadge } from './draw-status-badge.tsx';

export function DrawsTable({
  draws,
  timeZone,
  currency,
  onVoid,
}: {
  draws: ConsoleDraw[];
  timeZone: string;
  currency: Currency;
  /** Offered when the operator may void draws. */
  onVoid?: ((draw: ConsoleDraw) => void) | undefined;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  const time = (iso: string) => formatDateTime(iso, timeZone).slice(11);
  return (
    // relative: the actions header's screen-reader text (position absolute) stays inside the table's scroll box
    // instead of widening the page at phone width.
    <Table label={t('lottery.draws.tableLabel')} className="relative">
      <THead>
        <TR>
          <TH>{t('lottery.draws.drawId')}</TH>
          <TH>{t('lottery.draws.status')}</TH>
          <TH>{t('lottery.draws.opens')}</TH>
          <TH>{t('lottery.draws.closes')}</TH>
          <TH>{t('lottery.draws.drawsAt')}</TH>
          <TH className="text-end">{t('lottery.draws.tickets')}</TH>
          <TH className="text-end">{t('lottery.draws.stake')}</TH>
          <TH className="text-end">{t('lottery.draws.wins')}</TH>
          <TH className="text-end">
            <span className="sr-only">{t('common.actions')}</span>
          </TH>
        </TR>
      </THead>
      <tbody>
        {draws.map((draw) => (
          <TR key={draw.drawId} data-testid={`draw-${draw.drawId}`}>
            <TD>
              <span className="font-mono text-xs whitespace-nowrap text-slate-700">{draw.drawId}</span>
              {draw.drawKind === 'special' ? (
                <Badge tone="accent" className="ms-2">
                  {t('lottery.draws.special')}
                </Badge>
              ) : null}
            </TD>
            <TD>
              <DrawStatusBadge status={draw.status} />
            </TD>
            <TD className="whitespace-nowrap text-slate-600 tabular-nums">{formatDateTime(draw.opensAt, timeZone).slice(5, 16)}</TD>
            <TD className="whitespace-nowrap text-slate-600 tabular-nums">{time(draw.closesAt)}</TD>
            <TD className="whitespace-nowrap font-medium tabular-nums">{time(draw.drawsAt)}</TD>
            <TD className="text-end tabular-nums">
              {draw.tickets}
              {draw.refundedTickets > 0 ? (
                <span className="block text-xs text-slate-400">{t('lottery.draws.refunded', { count: draw.refundedTickets })}</span>
              ) : null}
            </TD>
            <TD className="text-end whitespace-nowrap tabular-nums">{money(draw.stake)}</TD>
            <TD className="text-end whitespace-nowrap tabular-nums">{money(draw.wins)}</TD>
            <TD className="text-end whitespace-nowrap">
              <div className="flex justify-end gap-1.5">
                {draw.status === 'open' || draw.status === 'closed' ? (
                  <Link
                    to={`/lottery/exposure?draw=${encodeURIComponent(draw.drawId)}`}
                    className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100"
                  >
                    <Gauge aria-hidden className="size-3.5" />
                    {t('lottery.draws.exposure')}
                  </Link>
                ) : null}
                {onVoid && canVoid(draw.status) ? (
                  <Button size="sm" variant="ghost" icon={<Ban className="size-3.5" />} onClick={() => onVoid(draw)}>
                    {t('lottery.void.button')}
                  </Button>
                ) : null}
              </div>
            </TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}
