// The reel window: five reels of three rows. While a spin is in the air the reels roll (symbols cycle
// quickly); they stop one after another, left to right, on the round's grid. Winning cells are outlined.
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { SymbolTile } from './symbols.tsx';

const ROLL_MS = 90;
const STOP_GAP_MS = 140;

export function Reels({
  grid,
  rolling,
  symbols,
  winning,
  label,
}: {
  grid: string[][];
  rolling: boolean;
  symbols: string[];
  winning: Set<string>;
  label: string;
}) {
  const [tick, setTick] = useState(0);
  const [stopped, setStopped] = useState(grid.length);

  useEffect(() => {
    if (rolling) {
      setStopped(0);
      const timer = setInterval(() => setTick((n) => n + 1), ROLL_MS);
      return () => clearInterval(timer);
    }
    // The result is in: stop the reels one by one.
    const timers = grid.map((_, reel) => setTimeout(() => setStopped((n) => Math.max(n, reel + 1)), STOP_GAP_MS * (reel + 1)));
    return () => timers.forEach(clearTimeout);
  }, [rolling, grid]);

  return (
    <div
      role="img"
      aria-label={label}
      className="grid w-full gap-1.5 rounded-2xl border border-accent/30 bg-gradient-to-b from-surface-raised to-background p-2 shadow-[inset_0_0_40px_rgba(0,0,0,0.6)] sm:gap-2 sm:p-3"
      style={{ gridTemplateColumns: `repeat(${grid.length}, minmax(0, 1fr))` }}
      data-testid="slot-reels"
      data-state={rolling || stopped < grid.length ? 'rolling' : 'stopped'}
    >
      {grid.map((column, reel) => (
        <div key={reel} className="grid gap-1.5 sm:gap-2">
          {column.map((symbol, row) => {
            const spinning = reel >= stopped;
            const shown = spinning ? (symbols[(tick + reel * 3 + row * 5) % symbols.length] ?? symbol) : symbol;
            return (
              <div key={row} className={clsx('aspect-square transition', spinning && 'scale-95 opacity-80 blur-[1px]')}>
                <SymbolTile symbol={shown} highlight={!spinning && !rolling && winning.has(`${reel}:${row}`)} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
