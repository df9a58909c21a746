// The rules and payout page of a game, from the merchant's odds (lotteryGamesEndpoint): each bet type with
// what it pays per outcome, the stake limits and when betting closes.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { LotteryGame } from '@orbit/contracts/lottery-tickets';
import { displayAmount } from '@orbit/contracts/money-format';
import { useTranslation } from 'react-i18next';
import { kindOf } from '../model/games.ts';
import { betTypeLabel } from './labels.ts';

/** Outcome keys in a sensible reading order; others follow as they come. */
const OUTCOME_ORDER = ['first', 'second', 'third', 'special', 'consolation', 'win', 'red', 'green', 'violet'];

function sortedOutcomes(odds: Record<string, string>): [string, string][] {
  return Object.entries(odds).sort(([a], [b]) => {
    const ia = OUTCOME_ORDER.indexOf(a);
    const ib = OUTCOME_ORDER.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
    // keno "<spots>:<hits>"
    const [sa = 0, ha = 0] = a.split(':').map(Number);
    const [sb = 0, hb = 0] = b.split(':').map(Number);
    return sa - sb || ha - hb;
  });
}

export function RulesPanel({ gameCode, game, symbol }: { gameCode: LotteryGameCode; game: LotteryGame | undefined; symbol: string }) {
  const { t } = useTranslation();
  const kind = kindOf(gameCode);
  const outcomeLabel = (key: string) => {
    if (kind === 'keno') {
      const [spots, hits] = key.split(':');
      return t('lottery.rules.kenoOutcome', { spots, hits });
    }
    return t(`lottery.rules.outcomes.${key}` as 'lottery.rules.outcomes.win', { defaultValue: key });
  };
  return (
    <div className="space-y-4" data-testid="lottery-rules">
      <section className="rounded-2xl border border-border bg-surface p-4 text-sm leading-relaxed">
        <h2 className="mb-2 font-semibold">{t('lottery.rules.howTitle')}</h2>
        <p className="text-text-muted">{t(`lottery.rules.how.${kind === 'sea-fast' ? 'sea' : kind === '4d' ? 'fourD' : kind}`)}</p>
        {game ? (
          <ul className="mt-3 grid gap-1 text-xs text-text-muted sm:grid-cols-2">
            <li>{t('lottery.rules.stakes', { min: displayAmount(game.minStake, symbol), max: displayAmount(game.maxStake, symbol) })}</li>
            <li>{t('lottery.rules.perDraw', { max: displayAmount(game.maxStakePerDraw, symbol) })}</li>
            <li>
              {game.closeBeforeSeconds >= 60 && game.closeBeforeSeconds % 60 === 0
                ? t('lottery.rules.closesMinutes', { count: game.closeBeforeSeconds / 60 })
                : t('lottery.rules.closes', { count: game.closeBeforeSeconds })}
            </li>
            <li>{game.everyMinutes ? t('lottery.rules.every', { count: game.everyMinutes }) : t('lottery.rules.daily')}</li>
            <li>{t('lottery.rules.lines', { count: game.maxLinesPerOrder })}</li>
            <li>{t('lottery.rules.draws', { count: game.maxDrawsPerOrder })}</li>
          </ul>
        ) : null}
        <p className="mt-3 text-xs text-text-muted">{t('lottery.rules.oddsNote')}</p>
      </section>
      {game ? (
        <div className="grid gap-3 md:grid-cols-2">
          {game.betTypes.map((entry) => (
            <section key={entry.betType} className="rounded-2xl border border-border bg-surface p-4">
              <h3 className="mb-2 font-semibold text-accent">{betTypeLabel(t, gameCode, entry.betType)}</h3>
              {entry.betType.endsWith('-box') || entry.betType.endsWith('-ibox') ? (
                <p className="mb-2 text-xs text-text-muted">{t(`lottery.fourD.coverHelp.${entry.betType.endsWith('-ibox') ? 'ibox' : 'box'}`)}</p>
              ) : null}
              <table className="w-full text-sm">
                <tbody className="divide-y divide-border/60">
                  {sortedOutcomes(entry.odds)
                    .filter(([, value]) => kind !== 'keno' || value !== '0')
                    .map(([key, value]) => (
                      <tr key={key}>
                        <th scope="row" className="py-1 text-start font-normal text-text-muted">
                          {outcomeLabel(key)}
                        </th>
                        <td className="py-1 text-end font-semibold tabular-nums">×{value}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      ) : (
        <p className="text-center text-sm text-text-muted">{t('lottery.rules.unavailable')}</p>
      )}
    </div>
  );
}
