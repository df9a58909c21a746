// GGR of the games over the last days (docs/console-games.md): per game, what was staked and paid, what the house
// kept, and the RTP observed beside the RTP the game states; the vendors' totals below.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrendingUp } from 'lucide-react';
import type { GgrRow } from '@orbit/contracts/console-games';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { lastDays } from '../../../lib/date-range.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useGgr } from '../api/get-ggr.ts';

const PRESETS = [1, 7, 30] as const;

/** The merchant's zone and currency come from the route (one feature does not read another's settings). */
export function GgrCard({ timeZone, currency }: { timeZone: string; currency: Currency }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<(typeof PRESETS)[number]>(7);
  const range = lastDays(days, new Date(), timeZone);
  const ggr = useGgr(range.from, range.to);
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);

  return (
    <Card>
      <CardHeader
        icon={<TrendingUp className="size-4" />}
        title={t('games.ggr.title')}
        description={t('games.ggr.hint', { zone: timeZone })}
        actions={
          <div className="flex gap-1.5" role="group" aria-label={t('finance.presets')}>
            {PRESETS.map((count) => (
              <Button key={count} size="sm" variant={count === days ? 'subtle' : 'ghost'} aria-pressed={count === days} onClick={() => setDays(count)}>
                {count === 1 ? t('finance.today') : t('finance.lastDays', { count })}
              </Button>
            ))}
          </div>
        }
      />
      {ggr.isPending ? (
        <div className="p-5">
          <Skeleton className="h-8" />
        </div>
      ) : ggr.isError ? (
        <EmptyState title={t('games.loadFailed')} description={errorMessage(t, ggr.error)} />
      ) : ggr.data.games.length === 0 ? (
        <EmptyState icon={<TrendingUp className="size-5" />} title={t('games.ggr.empty')} />
      ) : (
        <div data-testid="ggr-card">
          <GgrTable rows={ggr.data.games} money={money} first={t('games.ggr.game')} />
          <GgrTable rows={ggr.data.vendors} money={money} first={t('games.ggr.vendor')} />
          <p className="border-t border-slate-100 px-4 py-3 text-sm sm:px-5" data-testid="ggr-totals">
            {t('games.ggr.totals', {
              count: ggr.data.totals.rounds,
              bets: money(ggr.data.totals.bets),
              wins: money(ggr.data.totals.wins),
              ggr: money(ggr.data.totals.ggr),
            })}
          </p>
        </div>
      )}
    </Card>
  );
}

function GgrTable({ rows, money, first }: { rows: GgrRow[]; money: (amount: string) => string; first: string }) {
  const { t } = useTranslation();
  return (
    <Table>
      <THead>
        <TR>
          <TH>{first}</TH>
          <TH className="text-end">{t('games.ggr.rounds')}</TH>
          <TH className="text-end">{t('games.ggr.players')}</TH>
          <TH className="text-end">{t('games.ggr.bets')}</TH>
          <TH className="text-end">{t('games.ggr.wins')}</TH>
          <TH className="text-end">{t('games.ggr.ggr')}</TH>
          <TH className="text-end">{t('games.ggr.rtp')}</TH>
        </TR>
      </THead>
      <tbody>
        {rows.map((row) => (
          <TR key={`${row.vendorCode}:${row.gameCode}`}>
            <TD>
              <span className="font-medium">{row.name}</span>
              <span className="ms-2 font-mono text-xs text-slate-400">
                {row.gameCode === row.vendorCode ? row.vendorCode : `${row.vendorCode} · ${row.gameCode}`}
              </span>
            </TD>
            <TD className="text-end tabular-nums">{row.rounds}</TD>
            <TD className="text-end tabular-nums">{row.players}</TD>
            <TD className="text-end tabular-nums">{money(row.bets)}</TD>
            <TD className="text-end tabular-nums">{money(row.wins)}</TD>
            <TD className={row.ggr.startsWith('-') ? 'text-end text-red-600 tabular-nums' : 'text-end font-semibold tabular-nums'}>{money(row.ggr)}</TD>
            <TD className="text-end tabular-nums">
              {row.observedRtp === null ? '—' : `${row.observedRtp}%`}
              {row.statedRtp ? <span className="block text-xs text-slate-400">{t('games.ggr.stated', { rtp: row.statedRtp })}</span> : null}
            </TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}
