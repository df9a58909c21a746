// Blackjack's side screen: the last ten hands with stakes, cards, outcome, balances and fairness, in the house
// games' shared round list (the fairness dialog itself is the shared one, shared/seed-fairness-dialog.tsx).
import type { BlackjackRoundView } from '@orbit/contracts/house-blackjack';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../components/currency.tsx';
import { RoundListDialog, RoundMoney, type RoundHistoryProps } from '../shared/game-dialogs.tsx';
import { PlayingCard } from '../cards/playing-card.tsx';

export function HistoryDialog({ open, onClose, rounds, money }: RoundHistoryProps<BlackjackRoundView>) {
  const { t } = useTranslation();
  return (
    <RoundListDialog
      open={open}
      onClose={onClose}
      title={t('house.blackjack.history')}
      description={t('house.blackjack.historyIntro')}
      empty={t('house.blackjack.noHands')}
      testId="blackjack-history"
      rounds={rounds}
      keyOf={(round) => round.roundId}
    >
      {(round) => <HistoryEntry round={round} money={money} />}
    </RoundListDialog>
  );
}

function HistoryEntry({ round, money }: { round: BlackjackRoundView; money: (amount: string) => string }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const actions = round.actions.map((action) => t(`house.blackjack.actions.${action}`)).join(', ') || t('house.blackjack.noActions');
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-mono text-xs text-text-muted">{round.roundId}</span>
        <span className="text-xs text-text-muted">{formatTime(round.at)}</span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <CardRow label={t('house.blackjack.dealer')} cards={round.dealer} total={round.dealerTotal} />
        {round.hands.map((hand, h) => (
          <CardRow
            key={h}
            label={round.hands.length > 1 ? t('house.blackjack.handN', { n: h + 1 }) : t('house.blackjack.you')}
            cards={hand.cards}
            total={hand.total}
            result={hand.result ? t(`house.blackjack.results.${hand.result}`) : null}
          />
        ))}
      </div>
      <RoundMoney game="blackjack" round={round} won={Number(round.win) > 0} money={money} />
      <p className="mt-2 text-xs text-text-muted">
        {t(`house.blackjack.status.${round.status}`)} · {t('house.blackjack.yourPlay', { actions })} ·{' '}
        {t('house.blackjack.nonceOf', { nonce: round.fairness.nonce, seed: round.fairness.clientSeed })}
        {round.fairness.serverSeed ? ` · ${t('house.blackjack.seedRevealed')}` : ''}
      </p>
      {round.finishedBySweep ? <p className="mt-1 text-xs text-text-muted">{t('house.blackjack.sweepNote')}</p> : null}
    </>
  );
}

function CardRow({ label, cards, total, result = null }: { label: string; cards: string[]; total: number; result?: string | null }) {
  return (
    <div className="flex items-center gap-2">
      <span className="text-xs text-text-muted">{label}</span>
      <span className="flex">
        {cards.map((card, c) => (
          <PlayingCard key={c} code={card} size="sm" className={c > 0 ? '-ml-4' : ''} />
        ))}
      </span>
      <span className="text-xs font-semibold tabular-nums">{total}</span>
      {result ? <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">{result}</span> : null}
    </div>
  );
}
