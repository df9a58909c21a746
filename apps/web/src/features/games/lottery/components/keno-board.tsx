// The keno board: up to ten numbers of 1–80, one line, with what the chosen count of spots pays per hits.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quickPick } from '../model/quick-pick.ts';
import { canonicalNumbers, KENO_MAX_PICKS, KENO_POOL } from '../model/slip.ts';
import { BoardActions, NumberCell, StakeField } from './board-parts.tsx';
import { oddsOf, startingStake, type BoardProps } from './board-types.ts';

const NUMBERS = Array.from({ length: KENO_POOL }, (_, i) => String(i + 1));

export function KenoBoard({ game, symbol, onAdd }: BoardProps) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<string[]>([]);
  const [stake, setStake] = useState(startingStake(game));
  const full = picks.length >= KENO_MAX_PICKS;
  const toggle = (n: string) => setPicks((current) => (current.includes(n) ? current.filter((p) => p !== n) : full ? current : [...current, n]));
  const numbers = canonicalNumbers('keno', 'pick', picks);
  const odds = oddsOf(game, 'pick');
  const pays = picks.length
    ? Array.from({ length: picks.length + 1 }, (_, hits) => ({ hits, odds: odds?.[`${picks.length}:${hits}`] })).filter((row) => row.odds && row.odds !== '0')
    : [];

  return (
    <div className="space-y-4" data-testid="lottery-board-keno">
      <p className="text-sm">
        <span className="font-semibold text-accent" data-testid="keno-pick-count">
          {t('lottery.keno.picked', { count: picks.length, max: KENO_MAX_PICKS })}
        </span>
        <span className="text-text-muted"> · {t('lottery.keno.help')}</span>
      </p>
      <div className="grid grid-cols-10 gap-1 sm:gap-1.5">
        {NUMBERS.map((n) => (
          <NumberCell key={n} label={n} selected={picks.includes(n)} disabled={full && !picks.includes(n)} onClick={() => toggle(n)} />
        ))}
      </div>
      {pays.length ? (
        <div className="rounded-lg border border-border bg-background/60 p-2 text-xs">
          <p className="mb-1 font-semibold text-text-muted">{t('lottery.keno.pays', { count: picks.length })}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {pays.map((row) => (
              <span key={row.hits} className="tabular-nums">
                {t('lottery.keno.hits', { count: row.hits })}: <b className="text-accent">×{row.odds}</b>
              </span>
            ))}
          </div>
        </div>
      ) : null}
      <div className="max-w-48">
        <StakeField id="keno-stake" label={t('lottery.board.stake')} value={stake} onChange={setStake} symbol={symbol} />
      </div>
      <BoardActions
        onQuickPick={() => setPicks(quickPick('keno', 'pick', picks.length || 5))}
        onClear={() => setPicks([])}
        onAdd={() => {
          if (!numbers) return;
          onAdd([{ betType: 'pick', numbers, stake: stake.trim() }]);
          setPicks([]);
        }}
        canAdd={numbers !== null && stake.trim() !== ''}
      />
    </div>
  );
}
