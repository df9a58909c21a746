// The XSMB board: a bet type (lô 2/3/4, đề, head, tail, xiên 2/3/4), then numbers from the 00–99 grid (0–9
// for head and tail; typed for lô 3 and lô 4). Each number of a single bet is a line; a xiên is one line of
// exactly its count of numbers.
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quickPick } from '../model/quick-pick.ts';
import { canonicalNumbers, XSMB_SHAPES, type SlipLine } from '../model/slip.ts';
import { BoardActions, BoardMessage, ChoiceButton, NumberCell, StakeField } from './board-parts.tsx';
import { oddsOf, startingStake, type BoardProps } from './board-types.ts';

export const XSMB_BET_TYPES = ['lo2', 'lo3', 'lo4', 'de', 'head', 'tail', 'xien2', 'xien3', 'xien4'] as const;
export type XsmbBetType = (typeof XSMB_BET_TYPES)[number];

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const ONE_DIGIT = Array.from({ length: 10 }, (_, i) => String(i));

export function XsmbBoard({ game, symbol, onAdd }: BoardProps) {
  const { t } = useTranslation();
  const [betType, setBetType] = useState<XsmbBetType>('lo2');
  const [selected, setSelected] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [stake, setStake] = useState(startingStake(game));
  const shape = XSMB_SHAPES[betType]!;
  const xien = shape.count > 1;
  const typedEntry = shape.digits > 2;
  const cells = shape.digits === 1 ? ONE_DIGIT : TWO_DIGITS;

  const choose = (next: XsmbBetType) => {
    setBetType(next);
    setSelected([]);
    setTyped('');
  };
  const toggle = (number: string) =>
    setSelected((current) =>
      current.includes(number) ? current.filter((n) => n !== number) : xien && current.length >= shape.count ? current : [...current, number],
    );

  const pending = typedEntry ? [...selected, ...(typed.length === shape.digits ? [typed] : [])] : selected;
  const lines: SlipLine[] = xien
    ? pending.length === shape.count
      ? [canonicalNumbers('xsmb', betType, pending)].flatMap((numbers) => (numbers ? [{ betType, numbers, stake: stake.trim() }] : []))
      : []
    : [...new Set(pending)].flatMap((number) => {
        const numbers = canonicalNumbers('xsmb', betType, [number]);
        return numbers ? [{ betType, numbers, stake: stake.trim() }] : [];
      });
  const canAdd = lines.length > 0 && stake.trim() !== '';

  const quick = () => {
    const picked = quickPick('xsmb', betType, shape.count);
    if (xien) setSelected(picked);
    else setSelected((current) => [...new Set([...current, ...picked])]);
  };

  return (
    <div className="space-y-4" data-testid="lottery-board-xsmb">
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9" role="group" aria-label={t('lottery.xsmb.betType')}>
        {XSMB_BET_TYPES.map((type) => (
          <ChoiceButton
            key={type}
            label={t(`lottery.betTypes.xsmb.${type}`)}
            detail={oddsOf(game, type)?.win ? `×${oddsOf(game, type)!.win}` : undefined}
            selected={betType === type}
            onClick={() => choose(type)}
            testId={`xsmb-type-${type}`}
          />
        ))}
      </div>
      <p className="text-xs text-text-muted">{t(`lottery.xsmb.help.${betType}`)}</p>
      {typedEntry ? (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="xsmb-number" className="mb-1 block text-xs font-semibold text-text-muted">
              {t('lottery.xsmb.typeNumber', { count: shape.digits })}
            </label>
            <input
              id="xsmb-number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={shape.digits}
              value={typed}
              placeholder={'0'.repeat(shape.digits)}
              onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, shape.digits))}
              className="h-12 w-full rounded-lg border border-border bg-background text-center font-mono text-2xl font-bold tracking-[0.3em] text-accent outline-none placeholder:text-text-muted/30 focus:border-accent"
            />
          </div>
          <button
            type="button"
            className="h-12 rounded-lg border border-border bg-surface-raised px-4 text-sm font-semibold hover:border-accent/60 disabled:opacity-50"
            disabled={typed.length !== shape.digits}
            onClick={() => {
              setSelected((current) => [...new Set([...current, typed])]);
              setTyped('');
            }}
          >
            {t('lottery.xsmb.keep')}
          </button>
        </div>
      ) : (
        <div className={clsx('grid gap-1 sm:gap-1.5', shape.digits === 1 ? 'grid-cols-5 sm:grid-cols-10' : 'grid-cols-10')}>
          {cells.map((number) => (
            <NumberCell key={number} label={number} selected={selected.includes(number)} onClick={() => toggle(number)} />
          ))}
        </div>
      )}
      {selected.length > 0 ? (
        <p className="text-sm">
          <span className="text-text-muted">{t('lottery.board.picked')}: </span>
          <span className="font-mono font-semibold text-accent">{selected.join(' · ')}</span>
        </p>
      ) : null}
      {xien && pending.length > 0 && pending.length !== shape.count ? <BoardMessage>{t('lottery.xsmb.xienCount', { count: shape.count })}</BoardMessage> : null}
      <div className="max-w-48">
        <StakeField id="xsmb-stake" label={t('lottery.board.stakePerLine')} value={stake} onChange={setStake} symbol={symbol} />
      </div>
      <BoardActions
        onQuickPick={quick}
        onClear={() => {
          setSelected([]);
          setTyped('');
        }}
        onAdd={() => {
          onAdd(lines);
          setSelected([]);
          setTyped('');
        }}
        canAdd={canAdd}
        addLabel={lines.length > 1 ? t('lottery.board.addLines', { count: lines.length }) : undefined}
      />
    </div>
  );
}
