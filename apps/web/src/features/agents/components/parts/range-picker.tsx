// The range of a report: tabs for today, yesterday, this week, this month, or two typed days.
import { OVERVIEW_RANGES } from '@orbit/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceDays, presetDays, rangeProblem, type DayRange, type RangeChoice, type RangeKind } from '../../model/range.ts';
import { useAgentSettings } from '../agent-settings.tsx';
import { DayField } from '../../../../components/ui/day-field.tsx';
import { Segmented } from './segmented.tsx';

/** A page's range choice, starting on a preset; `days` is null while typed days are incomplete. */
export function useRangeChoice(initial: Exclude<RangeKind, 'custom'> = 'today') {
  const { timeZone } = useAgentSettings();
  const [choice, setChoice] = useState<RangeChoice>(() => ({ kind: initial, custom: presetDays(initial, new Date(), timeZone) }));
  return { choice, setChoice, days: choiceDays(choice, new Date(), timeZone) };
}

export function RangePicker({ value, onChange, shown }: { value: RangeChoice; onChange: (choice: RangeChoice) => void; shown?: DayRange | null }) {
  const { t } = useTranslation();
  const { timeZone } = useAgentSettings();
  const problem = value.kind === 'custom' ? rangeProblem(value.custom) : null;
  const setDay = (field: 'from' | 'to', day: string) => onChange({ kind: 'custom', custom: { ...value.custom, [field]: day } });
  return (
    <div className="flex flex-col gap-3">
      <Segmented
        label={t('agents.range.label')}
        options={OVERVIEW_RANGES}
        value={value.kind}
        text={(kind) => t(`agents.range.${kind}`)}
        onChange={(kind) =>
          // Custom starts from the days last shown, so the agent only adjusts them.
          onChange(kind === 'custom' ? { kind, custom: shown ?? value.custom } : { kind, custom: presetDays(kind, new Date(), timeZone) })
        }
      />
      {value.kind === 'custom' ? (
        <div className="flex flex-wrap items-end gap-2">
          {(['from', 'to'] as const).map((field) => (
            <label key={field} className="flex flex-col text-xs text-text-muted">
              {t(`agents.range.${field}`)}
              <DayField
                value={value.custom[field]}
                min={field === 'to' ? value.custom.from || undefined : undefined}
                max={field === 'from' ? value.custom.to || undefined : undefined}
                onChange={(day) => setDay(field, day)}
                className="h-9 w-[9.5rem]"
                invalid={problem === 'reversed'}
                pickLabel={t('agents.range.pick')}
                testId={`range-${field}`}
              />
            </label>
          ))}
          {problem ? (
            <p role="alert" className="basis-full text-xs text-danger">
              {t(`agents.range.${problem}`)}
            </p>
          ) : null}
        </div>
      ) : shown ? (
        <p className="text-xs text-text-muted">{t('agents.range.shown', { from: shown.from, to: shown.to })}</p>
      ) : null}
    </div>
  );
}
