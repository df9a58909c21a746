// The board's choices: the tab (today, early, live with its count) and the sport (football, basketball) or, on
// /esports, the game (CS2, Mobile Legends…), as rows of pills that scroll sideways on a phone.
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardTab } from '../model/board.ts';

export function Pill({ active, onClick, children, testId }: { active: boolean; onClick: () => void; children: ReactNode; testId?: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      data-testid={testId}
      className={clsx(
        'flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap',
        active ? 'border-accent bg-accent text-accent-text' : 'border-border bg-surface text-text hover:border-accent/60',
      )}
    >
      {children}
    </button>
  );
}

export function BoardTabs({ tab, liveCount, onTab }: { tab: BoardTab; liveCount: number | undefined; onTab: (tab: BoardTab) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('sportsBoard.tabsLabel')} className="flex gap-2 overflow-x-auto pb-1">
      {(['live', 'today', 'early'] as const).map((entry) => (
        <Pill key={entry} active={tab === entry} onClick={() => onTab(entry)} testId={`tab-${entry}`}>
          {entry === 'live' ? <span className="size-2 rounded-full bg-danger" aria-hidden /> : null}
          {t(`sportsBoard.tabs.${entry}`)}
          {entry === 'live' && liveCount !== undefined ? (
            <span className={clsx('rounded-full px-1.5 text-xs tabular-nums', tab === 'live' ? 'bg-accent-text/15' : 'bg-surface-raised')}>{liveCount}</span>
          ) : null}
        </Pill>
      ))}
    </div>
  );
}

export function FilterRow({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; text: string; count?: number }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-2 overflow-x-auto pb-1">
      {options.map((option) => (
        <Pill key={option.value} active={value === option.value} onClick={() => onChange(option.value)} testId={`filter-${option.value}`}>
          {option.text}
          {option.count !== undefined ? <span className="text-xs tabular-nums opacity-70">{option.count}</span> : null}
        </Pill>
      ))}
    </div>
  );
}
