// The 4D board: a four-digit number, Big and Small stakes, and straight, Box (every ordering at the stake)
// or iBox (the stake spread over the orderings). Each number goes to the slip as up to two lines.
import { displayAmount } from '@orbit/contracts/money-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fourDPermutationCount } from '@orbit/games/lottery/four-d-bets';
import { quickPick } from '../model/quick-pick.ts';
import { canonicalNumbers, exponentOfAmount, formatStake, stakeMinor, type SlipLine } from '../model/slip.ts';
import { BoardActions, BoardMessage, ChoiceButton, StakeField } from './board-parts.tsx';
import { startingStake, type BoardProps } from './board-types.ts';

type Cover = 'straight' | 'box' | 'ibox';
const COVERS: readonly Cover[] = ['straight', 'box', 'ibox'];

export function FourDBoard({ game, symbol, onAdd }: BoardProps) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [cover, setCover] = useState<Cover>('straight');
  const [big, setBig] = useState(startingStake(game));
  const [small, setSmall] = useState('');
  const exponent = exponentOfAmount(game?.minStake ?? '1.00');
  const canonical = canonicalNumbers('4d', 'big', [number]);
  const orderings = canonical ? fourDPermutationCount(canonical[0]!) : 0;
  const bigMinor = big.trim() ? stakeMinor(big, exponent) : 0n;
  const smallMinor = small.trim() ? stakeMinor(small, exponent) : 0n;
  const stakesOk = bigMinor !== null && smallMinor !== null && bigMinor + smallMinor > 0n;
  const boxNeedsOrderings = cover !== 'straight' && canonical !== null && orderings < 2;
  const canAdd = canonical !== null && stakesOk && !boxNeedsOrderings;

  const add = () => {
    if (!canonical || !stakesOk) return;
    const suffix = cover === 'straight' ? '' : `-${cover}`;
    const lines: SlipLine[] = [];
    if (bigMinor) lines.push({ betType: `big${suffix}`, numbers: canonical, stake: big.trim() });
    if (smallMinor) lines.push({ betType: `small${suffix}`, numbers: canonical, stake: small.trim() });
    onAdd(lines);
    setNumber('');
  };

  return (
    <div className="space-y-4" data-testid="lottery-board-4d">
      <div>
        <label htmlFor="fourd-number" className="mb-1 block text-xs font-semibold text-text-muted">
          {t('lottery.fourD.number')}
        </label>
        <input
          id="fourd-number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder="0000"
          value={number}
          onChange={(event) => setNumber(event.target.value.replace(/\D/g, '').slice(0, 4))}
          onKeyDown={(event) => event.key === 'Enter' && canAdd && add()}
          className="h-16 w-full rounded-xl border border-border bg-background text-center font-mono text-4xl font-black tracking-[0.4em] text-accent outline-none placeholder:text-text-muted/30 focus:border-accent"
        />
      </div>
      <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('lottery.fourD.cover')}>
        {COVERS.map((option) => (
          <ChoiceButton
            key={option}
            label={t(`lottery.fourD.covers.${option}`)}
            selected={cover === option}
            onClick={() => setCover(option)}
            testId={`fourd-cover-${option}`}
          />
        ))}
      </div>
      <p className="text-xs text-text-muted">{t(`lottery.fourD.coverHelp.${cover}`)}</p>
      <div className="grid grid-cols-2 gap-3">
        <StakeField id="fourd-big" label={t('lottery.fourD.bigStake')} value={big} onChange={setBig} symbol={symbol} />
        <StakeField id="fourd-small" label={t('lottery.fourD.smallStake')} value={small} onChange={setSmall} symbol={symbol} />
      </div>
      {canonical && cover === 'box' && orderings > 1 && stakesOk ? (
        <p className="text-xs text-text-muted">
          {t('lottery.fourD.boxCost', {
            count: orderings,
            amount: displayAmount(formatStake(((bigMinor ?? 0n) + (smallMinor ?? 0n)) * BigInt(orderings), exponent), symbol),
          })}
        </p>
      ) : null}
      {boxNeedsOrderings ? <BoardMessage>{t('lottery.slip.problems.box_needs_different_digits')}</BoardMessage> : null}
      <BoardActions onQuickPick={() => setNumber(quickPick('4d', 'big', 1)[0]!)} onClear={() => setNumber('')} onAdd={add} canAdd={canAdd} />
    </div>
  );
}
