// House blackjack in the /game page (docs/house-games.md): the felt with the dealer's and the player's cards, chips and
// Deal, then only the actions the hand allows, the result of each hand and the win, the balance as the
// server reports it; the fairness data and the last ten hands a tap away. Every hand is a real round of
// the house vendor; a hand left in play is back on the table when the game opens again.
import type { BlackjackActionName, BlackjackRoundView, BlackjackSession } from '@orbit/contracts/house-blackjack';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorWithAction } from '../../../../components/error-with-action.tsx';
import { errorKey } from '../../../../lib/error-codes.ts';
import type { HouseScreenProps } from '../../house-mount.tsx';
import { dealHand, newRequestId, openTable, playAction, rotateSeeds } from './api.ts';
import { HandActions, StakeChips } from './controls.tsx';
import { GameOpening, useGameSession } from '../shared/game-session.tsx';
import { GameToolbar, type Panel } from '../shared/game-toolbar.tsx';
import { MoneyFigure, useMoney } from '../shared/money.tsx';
import { SeedFairnessDialog, useSeedFairness } from '../shared/seed-fairness-dialog.tsx';
import { HistoryDialog } from './dialogs.tsx';
import { decimalsOf, fromMinor, tapChip, toMinor } from './stake.ts';
import { BlackjackTable } from './table.tsx';

export default function BlackjackScreen({ launch }: HouseScreenProps) {
  const { t } = useTranslation();
  const session = useGameSession(['house', 'blackjack', launch.token], () => openTable(launch.token));
  if (!session.data) return <GameOpening error={session.error} label={t('house.blackjack.opening')} />;
  return <BlackjackGame token={launch.token} initial={session.data} />;
}

/** A call whose answer was lost is sent again with the same id, so it acts once. */
interface PendingCall {
  key: string;
  requestId: string;
}

function BlackjackGame({ token, initial }: { token: string; initial: BlackjackSession }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoney();
  const { game } = initial;
  const [balance, setBalance] = useState(initial.balance);
  const [round, setRound] = useState<BlackjackRoundView | null>(initial.current);
  const [recall, setRecall] = useState(initial.recall);
  const [stake, setStake] = useState(game.minStake);
  /** Whether a chip was tapped yet: until then the stake shown is the table's default, replaced by the first chip. */
  const [chipTapped, setChipTapped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const fairness = useSeedFairness(initial.seeds, (clientSeed) => rotateSeeds(token, clientSeed), { onRecall: setRecall, onError: setError });
  const pending = useRef<PendingCall | null>(null);
  const inPlay = round !== null && round.status === 'playing';
  const decimals = decimalsOf(game.maxStake);
  const stakeOk = toMinor(stake, decimals) >= toMinor(game.minStake, decimals);

  async function send(key: string, call: (requestId: string) => Promise<{ round: BlackjackRoundView; balance: string }>) {
    setError(null);
    setBusy(true);
    const requestId = pending.current?.key === key ? pending.current.requestId : newRequestId();
    pending.current = { key, requestId };
    try {
      const result = await call(requestId);
      pending.current = null;
      setRound(result.round);
      setBalance(result.balance);
      setRecall((rounds) => [result.round, ...rounds.filter((r) => r.roundId !== result.round.roundId)].slice(0, 10));
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      return result.round;
    } catch (caught) {
      const code = errorKey(caught);
      // A refusal is final for that call; only a lost answer keeps its id for the retry.
      if (code !== 'errors.vendor_unavailable' && code !== 'errors.internal_error') pending.current = null;
      setError(code);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function deal() {
    const dealt = await send(`deal:${stake}`, (requestId) => dealHand({ token, stake, requestId }));
    if (dealt) fairness.advance(dealt.fairness.nonce);
  }

  function act(action: BlackjackActionName) {
    if (!round) return;
    const step = round.actions.length;
    void send(`${round.roundId}:${step}:${action}`, (requestId) => playAction({ token, roundId: round.roundId, action, requestId }));
  }

  const extraStake = round && inPlay ? (round.hands[round.active]?.stake ?? round.stake) : stake;
  return (
    <div
      className="flex h-full flex-col items-center overflow-y-auto bg-gradient-to-b from-background via-surface to-background px-3 pt-3 pb-20 sm:py-4"
      data-testid="blackjack-screen"
    >
      <div className="flex w-full max-w-3xl flex-1 flex-col gap-2 sm:gap-3">
        <GameToolbar
          note={`${initial.real ? t('house.blackjack.realMoney') : t('house.blackjack.playMoney')} · ${t('house.blackjack.rtpShort', { rtp: game.statedRtp.toFixed(1) })}`}
          fairness={t('house.blackjack.fairness')}
          history={t('house.blackjack.history')}
          historyTestId="blackjack-history-open"
          onPanel={setPanel}
        />

        <BlackjackTable round={round} rules={t('house.blackjack.rules', { decks: game.decks })} money={money} />

        <div className="flex min-h-10 items-center justify-center text-center" aria-live="polite" data-testid="blackjack-outcome">
          <Outcome round={round} error={error} busy={busy} money={money} resumed={initial.current !== null && round?.roundId === initial.current.roundId} />
        </div>

        <div className="flex flex-col items-center gap-2 rounded-2xl border border-border bg-surface p-3">
          {inPlay ? (
            <HandActions allowed={round.allowed} extraStake={extraStake} busy={busy} onAction={act} money={money} />
          ) : (
            <StakeChips
              game={game}
              stake={stake}
              disabled={busy}
              onChip={(chip) => {
                setStake((current) => tapChip(current, chip, game.maxStake, !chipTapped));
                setChipTapped(true);
              }}
              onClear={() => setStake(fromMinor(0n, decimals))}
              money={money}
            />
          )}
          <div className="grid w-full grid-cols-[1fr_auto_1fr] items-center gap-3">
            <MoneyFigure label={t('house.blackjack.balance')} value={money(balance)} testId="blackjack-balance" />
            {inPlay ? (
              <span />
            ) : (
              <Button
                size="lg"
                className="min-w-28 font-black tracking-wide"
                onClick={() => void deal()}
                disabled={busy || !stakeOk}
                data-testid="blackjack-deal"
                aria-label={t('house.blackjack.dealFor', { amount: money(stake) })}
              >
                {t('house.blackjack.deal')}
              </Button>
            )}
            <MoneyFigure label={t('house.blackjack.stake')} value={money(inPlay ? round.stake : stake)} testId="blackjack-stake" end />
          </div>
        </div>
      </div>
      <SeedFairnessDialog
        game="blackjack"
        open={panel === 'fairness'}
        onClose={() => setPanel(null)}
        {...fairness.dialog}
        rotateBlocked={inPlay ? t('house.blackjack.rotateInPlay') : null}
      />
      <HistoryDialog open={panel === 'history'} onClose={() => setPanel(null)} rounds={recall} money={money} />
    </div>
  );
}

function Outcome({
  round,
  error,
  busy,
  money,
  resumed,
}: {
  round: BlackjackRoundView | null;
  error: string | null;
  busy: boolean;
  money: (amount: string) => string;
  resumed: boolean;
}) {
  const { t } = useTranslation();
  if (error) return <ErrorWithAction code={error} />;
  if (busy) return <p className="text-sm text-text-muted">{t('house.blackjack.working')}</p>;
  if (!round) return <p className="text-sm text-text-muted">{t('house.blackjack.placeStake')}</p>;
  if (round.status === 'playing') {
    const move = round.hands.length > 1 ? t('house.blackjack.yourMoveHand', { n: round.active + 1 }) : t('house.blackjack.yourMove');
    return <p className="text-sm font-semibold">{resumed ? `${t('house.blackjack.resumed')} ${move}` : move}</p>;
  }
  const win = Number(round.win);
  const text =
    win === 0
      ? t('house.blackjack.youLost')
      : round.win === round.stake
        ? t('house.blackjack.pushBack', { amount: money(round.win) })
        : t('house.blackjack.youWon', { amount: money(round.win) });
  return (
    <p
      key={round.roundId}
      className={`animate-fade-in ${win > Number(round.stake) ? 'text-xl font-black text-accent sm:text-2xl' : 'text-sm text-text-muted'}`}
      style={{ animationDelay: '700ms' }}
    >
      {text}
    </p>
  );
}
