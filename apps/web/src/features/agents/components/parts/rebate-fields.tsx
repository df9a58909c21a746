// Rebate rates by product type, one box per category the agent itself has, each showing the agent's own
// rate as its ceiling.
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@orbit/contracts/games';
import type { CategoryRate, RebateDraft, RebateProblem } from '../../model/rebates.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';

interface RebateFieldsProps {
  own: readonly CategoryRate[];
  value: RebateDraft;
  onChange: (value: RebateDraft) => void;
  problems: Partial<Record<GameCategory, RebateProblem>>;
  /** A refusal from the server on one category, already in words. */
  serverProblem?: { category: GameCategory; text: string };
  disabled?: boolean;
}

export function RebateFields({ own, value, onChange, problems, serverProblem, disabled }: RebateFieldsProps) {
  const { t } = useTranslation();
  if (own.length === 0) return <p className="text-sm text-text-muted">{t('agents.rebates.noneOwn')}</p>;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{t('agents.rebates.title')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {own.map(({ category, rate }) => {
          const problem = problems[category];
          return (
            <TextField
              key={category}
              compact
              label={t(`agents.category.${category}`)}
              inputMode="decimal"
              placeholder="0"
              suffix="%"
              value={value[category] ?? ''}
              onChange={(event) => onChange({ ...value, [category]: event.target.value })}
              disabled={disabled}
              data-testid={`rebate-${category}`}
              hint={t('agents.rebates.max', { rate })}
              error={problem ? t(`agents.rebates.problem.${problem}`, { rate }) : serverProblem?.category === category ? serverProblem.text : null}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
