import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** The strip above a list card's rows: filters on the left, a search box growing to the right. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">{children}</div>;
}

/**
 * Picks one state of a list, or every state ("All", the undefined value, first). A radio group of buttons rather
 * than a select, because the states are few and an operator switches between them all day.
 */
export function StateFilter<State extends string>({
  states,
  value,
  onChange,
  label,
  stateLabel,
}: {
  states: readonly State[];
  value: State | undefined;
  onChange: (state: State | undefined) => void;
  /** Names the group for screen readers. */
  label: string;
  stateLabel: (state: State) => string;
}) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1">
      {[undefined, ...states].map((option) => (
        <Button
          key={option ?? 'all'}
          size="sm"
          variant={option === value ? 'primary' : 'secondary'}
          role="radio"
          aria-checked={option === value}
          onClick={() => onChange(option)}
        >
          {option ? stateLabel(option) : t('support.all')}
        </Button>
      ))}
    </div>
  );
}
