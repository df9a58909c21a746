// A draw's result as people read it: 4D's 23 numbers by prize, XSMB's 27 by tier, the SEA digit with its
// size, parity and colour, keno's 20 numbers. `compact` fits a row of a list or the draw bar.
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { seaColourOf, type LotteryKind } from '../model/games.ts';
import { COLOUR_CLASS } from './board-parts.tsx';

const XSMB_TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'] as const;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);

export function Ball({ value, className }: { value: string; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums sm:size-8 sm:text-sm',
        className ?? 'bg-surface-raised text-text',
      )}
    >
      {value}
    </span>
  );
}

export function SeaBall({ digit, size = 'md' }: { digit: number; size?: 'sm' | 'md' | 'lg' }) {
  const colour = seaColourOf(digit);
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full font-black tabular-nums',
        COLOUR_CLASS[colour],
        size === 'sm' ? 'size-6 text-xs' : size === 'lg' ? 'size-12 text-2xl' : 'size-8 text-sm',
      )}
    >
      {digit}
    </span>
  );
}

export function ResultView({ kind, result, compact = false }: { kind: LotteryKind; result: Record<string, unknown> | null; compact?: boolean }) {
  const { t } = useTranslation();
  if (!result) return <span className="text-sm text-text-muted">{t('lottery.results.notDrawn')}</span>;

  if (kind === 'sea-fast') {
    const digit = Number(result.number);
    return (
      <span className="inline-flex items-center gap-2">
        <SeaBall digit={digit} size={compact ? 'md' : 'lg'} />
        <span className="text-sm font-semibold">
          {t(`lottery.sea.sizes.${result.size === 'big' ? 'big' : 'small'}`)} · {t(`lottery.sea.parities.${result.parity === 'odd' ? 'odd' : 'even'}`)}
        </span>
      </span>
    );
  }

  if (kind === 'keno') {
    const numbers = strings(result.numbers);
    const shown = compact ? [...numbers].sort((a, b) => Number(a) - Number(b)) : numbers;
    return (
      <span className="flex flex-wrap gap-1">
        {shown.map((n) => (
          <Ball key={n} value={n} className="bg-accent/15 text-accent" />
        ))}
      </span>
    );
  }

  if (kind === '4d') {
    const top = (['first', 'second', 'third'] as const).map((prize) => ({ prize, number: String(result[prize] ?? '') }));
    if (compact)
      return (
        <span className="flex flex-wrap gap-1.5">
          {top.map(({ prize, number }) => (
            <span key={prize} className="rounded-md bg-accent/15 px-1.5 py-0.5 font-mono text-sm font-bold text-accent">
              {number}
            </span>
          ))}
        </span>
      );
    return (
      <div className="space-y-3">
        <div className="grid grid-cols-3 gap-2">
          {top.map(({ prize, number }) => (
            <div key={prize} className="rounded-xl border border-accent/40 bg-accent/10 p-2 text-center">
              <p className="text-[11px] text-text-muted">{t(`lottery.prizes.${prize}`)}</p>
              <p className="font-mono text-xl font-black text-accent sm:text-2xl">{number}</p>
            </div>
          ))}
        </div>
        {(['special', 'consolation'] as const).map((prize) => (
          <div key={prize}>
            <p className="mb-1 text-xs font-semibold text-text-muted">{t(`lottery.prizes.${prize}`)}</p>
            <div className="grid grid-cols-5 gap-1.5">
              {strings(result[prize]).map((number, index) => (
                <span key={`${number}:${index}`} className="rounded-md bg-surface-raised py-1 text-center font-mono text-sm font-semibold">
                  {number}
                </span>
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  }

  // XSMB
  if (compact)
    return (
      <span className="flex items-center gap-2 text-sm">
        <span className="text-text-muted">{t('lottery.prizes.special')}</span>
        <span className="rounded-md bg-accent/15 px-1.5 py-0.5 font-mono font-bold text-accent">{strings(result.special)[0] ?? ''}</span>
      </span>
    );
  return (
    <table className="w-full text-sm">
      <tbody className="divide-y divide-border">
        {XSMB_TIERS.map((tier) => (
          <tr key={tier}>
            <th scope="row" className="w-24 py-1.5 pe-2 text-start text-xs font-semibold text-text-muted">
              {t(`lottery.prizes.${tier}`)}
            </th>
            <td className="py-1.5">
              <span className="flex flex-wrap gap-x-3 gap-y-1 font-mono font-semibold">
                {strings(result[tier]).map((number, index) => (
                  <span key={`${number}:${index}`} className={tier === 'special' ? 'text-lg text-accent' : undefined}>
                    {number}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
