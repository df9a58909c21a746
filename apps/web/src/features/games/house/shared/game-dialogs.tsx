// The frames of a house game's side panels: the dialog every panel opens in, the list of the player's last
// rounds (each game draws its own row) and the small label-value pieces the panels are made of.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';

/** A side panel: closes on Escape, on the backdrop and with its close button. */
export function GameDialog({
  open,
  onClose,
  title,
  description,
  wide = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={title} description={description} size={wide ? 'wide' : 'default'}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** What a game's own history dialog takes: its last rounds, newest first, and how it shows an amount. */
export interface RoundHistoryProps<R> {
  open: boolean;
  onClose: () => void;
  rounds: R[];
  money: (amount: string) => string;
}

/** The last rounds, newest first, or a line saying there are none yet. */
export function RoundListDialog<R>({
  open,
  onClose,
  title,
  description,
  empty,
  testId,
  rounds,
  keyOf,
  children: renderRound,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** Shown when there is no round yet. */
  empty: string;
  /** The list's test id (`slot-history`…). */
  testId: string;
  rounds: readonly R[];
  keyOf: (round: R) => string;
  /** One round's row, drawn inside its list item. */
  children: (round: R) => ReactNode;
}) {
  return (
    <GameDialog open={open} onClose={onClose} title={title} description={description} wide>
      <div className="px-5 py-4">
        {rounds.length === 0 ? (
          <p className="py-6 text-center text-sm text-text-muted">{empty}</p>
        ) : (
          <ol className="space-y-2" data-testid={testId}>
            {rounds.map((round) => (
              <li key={keyOf(round)} className="rounded-lg border border-border bg-surface-raised p-3 text-sm">
                {renderRound(round)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </GameDialog>
  );
}

/** The games whose texts (`house.<game>.*`) hold a round's stake, win and balance labels. */
export type RoundGame = 'slots' | 'fishing' | 'blackjack';

/** A round's money: the stake, the win (highlighted when there was one) and the balance before and after. */
export function RoundMoney({
  game,
  round,
  won,
  money,
}: {
  game: RoundGame;
  round: { stake: string; win: string; balanceBefore: string | null; balanceAfter: string | null };
  won: boolean;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
      <Stat label={t(`house.${game}.stake`)} value={money(round.stake)} />
      <Stat label={t(`house.${game}.win`)} value={money(round.win)} strong={won} />
      <Stat label={t(`house.${game}.before`)} value={round.balanceBefore ? money(round.balanceBefore) : '—'} />
      <Stat label={t(`house.${game}.after`)} value={round.balanceAfter ? money(round.balanceAfter) : '—'} />
    </dl>
  );
}

function Stat({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd className={strong ? 'font-semibold text-accent' : 'font-medium'}>{value}</dd>
    </div>
  );
}

/** A fairness value (a seed, a commitment) under its label, in a monospace that wraps anywhere. */
export function SeedField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <p className="text-xs font-semibold text-text-muted">{label}</p>
      <p className="font-mono text-xs break-all" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
