// The live tables' side panels: the rules with each spot's payout and the stated RTP, the fairness data of
// the current and the last rounds, and this player's last ten bets, in the house games' shared dialog frame.
import type { LiveMyBet, LiveResult, LiveState } from '@orbit/contracts/house-live';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../components/currency.tsx';
import { GameDialog, SeedField } from '../shared/game-dialogs.tsx';
import { niuRank } from './niu-niu-board.tsx';

export function RulesDialog({ game, rtp, open, onClose }: { game: 'baccarat' | 'roulette' | 'niuniu'; rtp: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lines = (['rule1', 'rule2', 'rule3', 'rule4'] as const).map((rule) => t(`house.live.${game}.${rule}`));
  return (
    <GameDialog open={open} onClose={onClose} title={t('house.live.rulesTitle')} description={t('house.live.rtp', { rtp: rtp.toFixed(2) })}>
      <ul className="list-disc space-y-2 px-9 py-4 text-sm">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>{t('house.live.sharedRule')}</li>
      </ul>
    </GameDialog>
  );
}

export function FairnessDialog({ state, open, onClose }: { state: LiveState; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const round = state.round;
  const last = state.recall.find((bet) => bet.fairness.serverSeed);
  return (
    <GameDialog open={open} onClose={onClose} title={t('house.live.fairness')} description={t('house.live.fairnessIntro')}>
      <div className="space-y-4 px-5 py-4 text-sm">
        {round ? (
          <div className="space-y-2">
            <p className="font-semibold">{t('house.live.roundNumber', { n: round.roundNumber })}</p>
            <SeedField label={t('house.slots.commitment')} value={round.fairness.commitment} testId="live-commitment" />
            <SeedField label={t('house.slots.clientSeed')} value={round.fairness.clientSeed} />
            <SeedField label={t('house.slots.serverSeed')} value={round.fairness.serverSeed ?? t('house.live.seedAfterResult')} testId="live-server-seed" />
          </div>
        ) : null}
        {last && last.roundNumber !== round?.roundNumber ? (
          <div className="space-y-2 rounded-lg border border-accent/40 bg-accent/10 p-3">
            <p className="font-semibold">{t('house.live.lastRevealed', { n: last.roundNumber })}</p>
            <SeedField label={t('house.slots.serverSeed')} value={last.fairness.serverSeed!} />
            <SeedField label={t('house.slots.commitment')} value={last.fairness.commitment} />
            <SeedField label={t('house.slots.clientSeed')} value={last.fairness.clientSeed} />
          </div>
        ) : null}
        <p className="text-xs text-text-muted">{t('house.live.howToVerify')}</p>
      </div>
    </GameDialog>
  );
}

/** A spot's name as the player reads it: "Banker", "17", "2nd dozen"… */
export function spotLabel(t: TFunction, spot: string): string {
  const [kind = '', arg] = spot.split(':');
  if (['player', 'banker', 'tie', 'playerPair', 'bankerPair'].includes(kind)) return t(`house.live.baccarat.${kind}` as 'house.live.baccarat.player');
  if (kind === 'straight') return arg ?? '';
  if (kind === 'seat') return t('house.live.niuniu.seat', { n: arg });
  if (kind === 'dozen') return t('house.live.roulette.dozen', { from: Number(arg) * 12 - 11, to: Number(arg) * 12 });
  if (kind === 'column') return t('house.live.roulette.column', { n: arg });
  if (['red', 'black', 'odd', 'even', 'low', 'high'].includes(kind)) return t(`house.live.roulette.${kind}` as 'house.live.roulette.red');
  return spot;
}

export function resultText(t: TFunction, result: LiveResult | null): string {
  if (!result) return '—';
  if (result.game === 'roulette') return `${result.pocket} ${t(`house.live.roulette.color.${result.color}`)}`;
  if (result.game === 'niuniu') return `${t('house.live.niuniu.banker')}: ${niuRank(t, result.banker.rank)}`;
  return t('house.live.baccarat.resultLine', {
    winner: t(`house.live.baccarat.${result.winner}`),
    player: result.playerTotal,
    banker: result.bankerTotal,
  });
}

export function HistoryDialog({ bets, open, onClose, money }: { bets: LiveMyBet[]; open: boolean; onClose: () => void; money: (amount: string) => string }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <GameDialog open={open} onClose={onClose} title={t('house.live.history')} description={t('house.live.historyIntro')} wide>
      <ol className="space-y-2 px-5 py-4 text-sm" data-testid="live-history">
        {bets.length === 0 ? <li className="text-text-muted">{t('house.live.noBets')}</li> : null}
        {bets.map((bet) => (
          <li key={`${bet.roundNumber}-${bet.at}`} className="space-y-1 rounded-lg border border-border bg-surface-raised px-3 py-2">
            <p className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold">{t('house.live.roundNumber', { n: bet.roundNumber })}</span>
              <span className="text-text-muted">{formatTime(bet.at)}</span>
            </p>
            <p className="text-xs text-text-muted">{bet.spots.map((s) => `${spotLabel(t, s.spot)} ${money(s.amount)}`).join(' · ')}</p>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
              <span>
                {t('house.live.result')}: {resultText(t, bet.result)}
              </span>
              <span>
                {t('house.slots.stake')}: {money(bet.stake)}
              </span>
              <span className="font-semibold">
                {t('house.live.win')}: {bet.win === null ? '—' : money(bet.win)}
              </span>
              <span>{t(`house.live.status.${bet.status}`)}</span>
            </p>
            {bet.balanceBefore ? (
              <p className="text-xs text-text-muted">
                {t('house.live.balances', { before: money(bet.balanceBefore), after: bet.balanceAfter ? money(bet.balanceAfter) : '—' })}
              </p>
            ) : null}
            {bet.fairness.serverSeed ? (
              <p className="font-mono text-[0.65rem] break-all text-text-muted">
                {t('house.slots.serverSeed')}: {bet.fairness.serverSeed}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </GameDialog>
  );
}
