// The fast SEA board: a digit 0–9 (coloured violet for 0 and 5, green odd, red even), big/small, odd/even
// and the three colours. Every choice made is a line of its own at the stake.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seaColourOf, type SeaColour } from '../model/games.ts';
import { quickPick } from '../model/quick-pick.ts';
import type { SlipLine } from '../model/slip.ts';
import { BoardActions, ChoiceButton, COLOUR_CLASS, NumberCell, StakeField } from './board-parts.tsx';
import { oddsOf, startingStake, type BoardProps } from './board-types.ts';

const DIGITS = Array.from({ length: 10 }, (_, i) => i);
const SIZES = ['big', 'small'] as const;
const PARITIES = ['odd', 'even'] as const;
const COLOURS: readonly SeaColour[] = ['red', 'green', 'violet'];

/** A choice: bet type and the one value it bets on ("number:7", "colour:red"). */
type Choice = `${'number' | 'size' | 'parity' | 'colour'}:${string}`;

export function SeaBoard({ game, symbol, onAdd }: BoardProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [stake, setStake] = useState(startingStake(game));
  const toggle = (choice: Choice) => setChosen((current) => (current.includes(choice) ? current.filter((c) => c !== choice) : [...current, choice]));
  const odds = (betType: string, key = 'win') => {
    const value = oddsOf(game, betType)?.[key];
    return value ? `×${value}` : undefined;
  };
  const lines: SlipLine[] = chosen.map((choice) => {
    const [betType, value] = choice.split(':') as [string, string];
    return { betType, numbers: [value], stake: stake.trim() };
  });

  return (
    <div className="space-y-4" data-testid="lottery-board-sea">
      <section>
        <h3 className="mb-2 text-xs font-semibold text-text-muted">
          {t('lottery.sea.number')} {odds('number') ? <span className="font-normal">({odds('number')})</span> : null}
        </h3>
        <div className="grid grid-cols-5 gap-2 sm:grid-cols-10 sm:gap-3">
          {DIGITS.map((digit) => (
            <NumberCell
              key={digit}
              label={String(digit)}
              tone={seaColourOf(digit)}
              selected={chosen.includes(`number:${digit}`)}
              onClick={() => toggle(`number:${digit}`)}
              className="text-lg sm:text-xl"
            />
          ))}
        </div>
      </section>
      <section className="grid grid-cols-2 gap-2">
        {SIZES.map((size) => (
          <ChoiceButton
            key={size}
            label={t(`lottery.sea.sizes.${size}`)}
            detail={odds('size')}
            selected={chosen.includes(`size:${size}`)}
            onClick={() => toggle(`size:${size}`)}
            testId={`sea-size-${size}`}
          />
        ))}
        {PARITIES.map((parity) => (
          <ChoiceButton
            key={parity}
            label={t(`lottery.sea.parities.${parity}`)}
            detail={odds('parity')}
            selected={chosen.includes(`parity:${parity}`)}
            onClick={() => toggle(`parity:${parity}`)}
          />
        ))}
      </section>
      <section className="grid grid-cols-3 gap-2" aria-label={t('lottery.sea.colour')}>
        {COLOURS.map((colour) => {
          const selected = chosen.includes(`colour:${colour}`);
          return (
            <button
              key={colour}
              type="button"
              aria-pressed={selected}
              onClick={() => toggle(`colour:${colour}`)}
              data-testid={`sea-colour-${colour}`}
              className={`flex min-h-12 flex-col items-center justify-center rounded-xl text-sm font-bold transition select-none ${COLOUR_CLASS[colour]} ${
                selected ? 'ring-3 ring-accent ring-offset-2 ring-offset-surface' : 'opacity-85 hover:opacity-100'
              }`}
            >
              {t(`lottery.sea.colours.${colour}`)}
              {odds('colour', colour) ? <span className="text-[11px] font-normal opacity-90">{odds('colour', colour)}</span> : null}
            </button>
          );
        })}
      </section>
      <div className="max-w-48">
        <StakeField id="sea-stake" label={t('lottery.board.stakePerLine')} value={stake} onChange={setStake} symbol={symbol} />
      </div>
      <BoardActions
        onQuickPick={() => {
          const digit = quickPick('sea1', 'number', 1)[0]!;
          setChosen((current) => [...current.filter((c) => !c.startsWith('number:')), `number:${digit}`]);
        }}
        onClear={() => setChosen([])}
        onAdd={() => {
          onAdd(lines);
          setChosen([]);
        }}
        canAdd={lines.length > 0 && stake.trim() !== ''}
        addLabel={lines.length > 1 ? t('lottery.board.addLines', { count: lines.length }) : undefined}
      />
    </div>
  );
}
