// Blackjack's controls under the felt: before a deal, chips that build the stake and the Deal button; while
// a hand is played, only the actions it allows now (Hit, Stand, Double, Split), the extra stake named on
// Double and Split. Balance and stake stay in view either way.
import type { BlackjackActionName, BlackjackGame } from '@orbit/contracts/house-blackjack';
import { clsx } from 'clsx';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { decimalsOf, toMinor } from './stake.ts';

const CHIP_LOOKS = [
  'bg-slate-100 text-slate-900 ring-slate-400',
  'bg-rose-600 text-white ring-rose-300',
  'bg-sky-600 text-white ring-sky-300',
  'bg-emerald-600 text-white ring-emerald-300',
  'bg-zinc-900 text-amber-300 ring-amber-400',
];

export function StakeChips({
  game,
  stake,
  disabled,
  onChip,
  onClear,
  money,
}: {
  game: BlackjackGame;
  stake: string;
  disabled: boolean;
  onChip: (chip: string) => void;
  onClear: () => void;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  const decimals = decimalsOf(game.maxStake);
  const room = toMinor(game.maxStake, decimals) - toMinor(stake, decimals);
  return (
    <div className="flex flex-wrap items-center justify-center gap-2" role="group" aria-label={t('house.blackjack.chips')}>
      {game.chips.map((chip, index) => (
        <button
          key={chip}
          type="button"
          onClick={() => onChip(chip)}
          disabled={disabled || room < toMinor(chip, decimals)}
          aria-label={t('house.blackjack.addChip', { amount: money(chip) })}
          data-testid="blackjack-chip"
          className={clsx(
            'flex size-12 items-center justify-center rounded-full border-4 border-dashed border-white/60 text-xs font-black shadow-md ring-2 transition select-none hover:brightness-110 active:scale-95 disabled:opacity-40 sm:text-sm',
            CHIP_LOOKS[index % CHIP_LOOKS.length],
          )}
        >
          {chip.replace(/\.0+$/, '')}
        </button>
      ))}
      <Button variant="ghost" size="sm" onClick={onClear} disabled={disabled}>
        {t('house.blackjack.clear')}
      </Button>
    </div>
  );
}

export function HandActions({
  allowed,
  extraStake,
  busy,
  onAction,
  money,
}: {
  allowed: BlackjackActionName[];
  /** The stake a double or split adds: the active hand's. */
  extraStake: string;
  busy: boolean;
  onAction: (action: BlackjackActionName) => void;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:justify-center">
      {allowed.map((action) => (
        <Button
          key={action}
          variant={action === 'hit' || action === 'stand' ? 'primary' : 'secondary'}
          size="lg"
          className="min-w-24"
          onClick={() => onAction(action)}
          disabled={busy}
          title={t(`house.blackjack.actionHints.${action}`, { amount: money(extraStake) })}
          data-testid={`blackjack-action-${action}`}
        >
          {busy ? <RotateCw className="size-4 animate-spin" aria-hidden /> : null}
          {t(`house.blackjack.actions.${action}`)}
        </Button>
      ))}
    </div>
  );
}
