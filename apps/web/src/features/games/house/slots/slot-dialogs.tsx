// The slot's side screens: the paytable with its stated RTP and the last ten rounds, in the house games' shared
// frames (the fairness dialog is the shared one, shared/seed-fairness-dialog.tsx).
import type { SlotGame, SlotRoundView } from '@orbit/contracts/house-slots';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../components/currency.tsx';
import { GameDialog, RoundListDialog, RoundMoney, type RoundHistoryProps } from '../shared/game-dialogs.tsx';
import { SymbolTile } from './symbols.tsx';

export function PaytableDialog({ game, open, onClose }: { game: SlotGame; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <GameDialog open={open} onClose={onClose} title={t('house.slots.paytable')} description={t('house.slots.rtp', { rtp: game.statedRtp.toFixed(2) })} wide>
      <div className="space-y-4 px-5 py-4 text-sm">
        <p className="text-text-muted">
          {game.ways
            ? t('house.slots.rulesWays', { coins: game.coinsPerSpin })
            : t('house.slots.rulesLines', { lines: game.lines.length, coins: game.coinsPerSpin })}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('house.slots.symbolsList')}>
          {game.symbols.map((symbol) => (
            <li key={symbol.id} className="flex items-center gap-3 rounded-lg border border-border bg-surface-raised px-3 py-2">
              <span className="size-10 shrink-0">
                <SymbolTile symbol={symbol.id} kind={symbol.kind} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{t(`house.slots.symbols.${symbol.id}` as 'house.slots.symbols.wild', symbol.id)}</span>
                <span className="block text-xs text-text-muted">
                  {symbol.kind === 'wild'
                    ? t('house.slots.wildNote')
                    : Object.entries(symbol.pays).map(([count, pay], index) => (
                        <Fragment key={count}>
                          {index > 0 ? ' · ' : null}
                          <span className="whitespace-nowrap">
                            {symbol.kind === 'scatter' ? t('house.slots.payScatter', { count, pay }) : t('house.slots.payCoins', { count, pay })}
                          </span>
                        </Fragment>
                      ))}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {game.freeSpins ? (
          <p className="rounded-lg border border-accent/40 bg-accent/10 px-3 py-2">
            {t('house.slots.freeSpinsRule', {
              award: Object.entries(game.freeSpins.award)
                .map(([count, spins]) => `${count}→${spins}`)
                .join(', '),
              multiplier: game.freeSpins.multiplier,
            })}
          </p>
        ) : null}
        <p className="text-xs text-text-muted">{t('house.slots.rtpNote', { rtp: game.statedRtp.toFixed(2) })}</p>
      </div>
    </GameDialog>
  );
}

export function HistoryDialog({ open, onClose, rounds, money }: RoundHistoryProps<SlotRoundView>) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <RoundListDialog
      open={open}
      onClose={onClose}
      title={t('house.slots.history')}
      description={t('house.slots.historyIntro')}
      empty={t('house.slots.noRounds')}
      testId="slot-history"
      rounds={rounds}
      keyOf={(round) => round.roundId}
    >
      {(round) => (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-mono text-xs text-text-muted">{round.roundId}</span>
            <span className="text-xs text-text-muted">{formatTime(round.at)}</span>
          </div>
          <RoundMoney game="slots" round={round} won={round.win !== '0.00'} money={money} />
          <p className="mt-2 text-xs text-text-muted">
            {t(`house.slots.status.${round.status}`)} · {t('house.slots.nonceOf', { nonce: round.fairness.nonce, seed: round.fairness.clientSeed })}
            {round.fairness.serverSeed ? ` · ${t('house.slots.seedRevealed')}` : ''}
          </p>
        </>
      )}
    </RoundListDialog>
  );
}
