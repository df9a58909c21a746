// The trend chart of the fast games, over the last 50 results: for SEA each draw's digit placed in its
// column, with big/small, odd/even and colour, and the counts of each; for keno how often each number came.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { getRecentDraws, lotteryKeys } from '../api.ts';
import { seaColourOf, type SeaColour } from '../model/games.ts';
import { SeaBall } from './result-view.tsx';

export const TREND_DRAWS = 50;
const DIGITS = Array.from({ length: 10 }, (_, i) => i);

export function TrendPanel({ gameCode, timeZone }: { gameCode: LotteryGameCode; timeZone: string }) {
  const { t } = useTranslation();
  const recent = useQuery({ queryKey: lotteryKeys.recent(gameCode, TREND_DRAWS), queryFn: () => getRecentDraws(gameCode, TREND_DRAWS) });
  if (recent.isError && !recent.data) return <p className="py-8 text-center text-sm text-danger">{t(errorKey(recent.error))}</p>;
  if (!recent.data) return <Spinner className="flex justify-center py-10 text-accent" label={t('lottery.loading')} />;
  const draws = recent.data.draws.filter((draw) => draw.result);
  if (draws.length === 0)
    return (
      <EmptyState icon={ChartColumn} title={t('lottery.trend.emptyTitle')}>
        {t('lottery.trend.empty')}
      </EmptyState>
    );
  if (gameCode === 'keno') return <KenoTrend numbers={draws.map((draw) => (Array.isArray(draw.result!.numbers) ? draw.result!.numbers.map(Number) : []))} />;

  const digits = draws.map((draw) => Number(draw.result!.number));
  const count = (test: (d: number) => boolean) => digits.filter(test).length;
  const colourCount = (colour: SeaColour) => count((d) => seaColourOf(d) === colour);
  return (
    <div className="space-y-4" data-testid="lottery-trend">
      <p className="text-xs text-text-muted">{t('lottery.trend.lastDraws', { count: digits.length })}</p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Split a={{ label: t('lottery.sea.sizes.big'), value: count((d) => d >= 5) }} b={{ label: t('lottery.sea.sizes.small'), value: count((d) => d < 5) }} />
        <Split
          a={{ label: t('lottery.sea.parities.odd'), value: count((d) => d % 2 === 1) }}
          b={{ label: t('lottery.sea.parities.even'), value: count((d) => d % 2 === 0) }}
        />
        <div className="col-span-2 flex items-center justify-around rounded-xl border border-border bg-surface p-2 text-sm">
          {(['red', 'green', 'violet'] as const).map((colour) => (
            <span key={colour} className="flex items-center gap-1.5">
              <span className={clsx('size-3 rounded-full', colour === 'red' ? 'bg-rose-600' : colour === 'green' ? 'bg-emerald-600' : 'bg-violet-600')} />
              {t(`lottery.sea.colours.${colour}`)} <b className="tabular-nums">{colourCount(colour)}</b>
            </span>
          ))}
        </div>
      </div>
      <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
        <table className="w-full text-xs">
          <thead className="bg-surface-raised text-text-muted">
            <tr>
              <th scope="col" className="px-2 py-2 text-start font-semibold">
                {t('lottery.trend.time')}
              </th>
              {DIGITS.map((digit) => (
                <th key={digit} scope="col" className="w-6 py-2 text-center font-semibold tabular-nums">
                  {digit}
                </th>
              ))}
              <th scope="col" className="px-1 py-2 text-center font-semibold">
                {t('lottery.trend.size')}
              </th>
              <th scope="col" className="px-1 py-2 text-center font-semibold">
                {t('lottery.trend.parity')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border/60">
            {draws.map((draw, index) => {
              const digit = digits[index]!;
              return (
                <tr key={draw.drawId}>
                  <td className="px-2 py-1 text-text-muted tabular-nums">{formatDateTime(draw.drawsAt, timeZone).slice(11, 16)}</td>
                  {DIGITS.map((column) => (
                    <td key={column} className="py-0.5 text-center">
                      {column === digit ? <SeaBall digit={digit} size="sm" /> : <span className="text-border">·</span>}
                    </td>
                  ))}
                  <td className={clsx('px-1 text-center font-bold', digit >= 5 ? 'text-accent' : 'text-sky-400')}>
                    {digit >= 5 ? t('lottery.trend.bigShort') : t('lottery.trend.smallShort')}
                  </td>
                  <td className={clsx('px-1 text-center font-bold', digit % 2 ? 'text-emerald-400' : 'text-rose-400')}>
                    {digit % 2 ? t('lottery.trend.oddShort') : t('lottery.trend.evenShort')}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="bg-surface-raised">
            <tr>
              <th scope="row" className="px-2 py-2 text-start font-semibold text-text-muted">
                {t('lottery.trend.times')}
              </th>
              {DIGITS.map((column) => (
                <td key={column} className="py-2 text-center font-bold tabular-nums">
                  {count((d) => d === column)}
                </td>
              ))}
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

function Split({ a, b }: { a: { label: string; value: number }; b: { label: string; value: number } }) {
  const total = a.value + b.value || 1;
  return (
    <div className="rounded-xl border border-border bg-surface p-2 text-sm">
      <div className="flex justify-between">
        <span>
          {a.label} <b className="tabular-nums">{a.value}</b>
        </span>
        <span>
          <b className="tabular-nums">{b.value}</b> {b.label}
        </span>
      </div>
      <div className="mt-1.5 flex h-1.5 overflow-hidden rounded-full bg-surface-raised">
        <span className="bg-accent" style={{ width: `${(a.value / total) * 100}%` }} />
        <span className="flex-1 bg-sky-500" />
      </div>
    </div>
  );
}

function KenoTrend({ numbers }: { numbers: number[][] }) {
  const { t } = useTranslation();
  const counts = new Map<number, number>();
  for (const draw of numbers) for (const n of draw) counts.set(n, (counts.get(n) ?? 0) + 1);
  const most = Math.max(1, ...counts.values());
  return (
    <div className="space-y-3" data-testid="lottery-trend">
      <p className="text-xs text-text-muted">{t('lottery.trend.kenoIntro', { count: numbers.length })}</p>
      <div className="grid max-w-2xl grid-cols-10 gap-1">
        {Array.from({ length: 80 }, (_, i) => i + 1).map((n) => {
          const times = counts.get(n) ?? 0;
          return (
            <div
              key={n}
              className="flex aspect-square flex-col items-center justify-center rounded-md text-[11px] leading-tight font-bold tabular-nums"
              style={{ background: `color-mix(in oklab, var(--color-accent) ${Math.round((times / most) * 70)}%, var(--color-surface-raised))` }}
              title={t('lottery.trend.kenoTimes', { number: n, count: times })}
            >
              <span>{n}</span>
              <span className="text-[9px] font-normal opacity-80">{times}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
