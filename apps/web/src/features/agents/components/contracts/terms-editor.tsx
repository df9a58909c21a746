// The terms of a contract offer, box by box: tiers (add, remove) for dividend, daily wage and hourly
// salary, the dividend's period and carry-over, the real-time rates per lottery game. Each box shows its
// own problem, or the server's refusal when it named that box.
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { DIVIDEND_PERIODS, emptyTier, MAX_TIERS, TIER_COLUMNS, type DividendPeriod, type TermsForm, type TermsProblem } from '../../model/terms.ts';

interface TermsEditorProps {
  form: TermsForm;
  onChange: (form: TermsForm) => void;
  /** Problems by box path ("tiers.0.rate"), already in words. */
  problems: Record<string, string>;
  disabled?: boolean;
}

export function useProblemText(): (problem: TermsProblem) => string {
  const { t } = useTranslation();
  return (problem) => t(`agents.terms.problems.${problem}`);
}

export function TermsEditor({ form, onChange, problems, disabled }: TermsEditorProps) {
  const { t } = useTranslation();
  if (form.kind === 'realtime_salary')
    return (
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">{t('agents.terms.ratesTitle')}</legend>
        <p className="text-xs text-text-muted">{t('agents.terms.ratesHint')}</p>
        {problems.rates ? <FormMessage kind="error">{problems.rates}</FormMessage> : null}
        {form.rates.map((row, index) => (
          <div key={row.gameCode} className="grid grid-cols-[minmax(0,7rem)_1fr_1fr] items-start gap-2 sm:grid-cols-[10rem_1fr_1fr]">
            <span className="pt-7 text-sm font-medium">{t(`agents.games.${row.gameCode}`)}</span>
            {(['profitRate', 'lossRate'] as const).map((field) => (
              <TextField
                key={field}
                compact
                label={t(`agents.terms.${field}`)}
                inputMode="decimal"
                suffix="%"
                value={row[field]}
                disabled={disabled}
                data-testid={`rate-${row.gameCode}-${field}`}
                error={problems[`rates.${index}.${field}`]}
                onChange={(event) =>
                  onChange({ ...form, rates: form.rates.map((entry, at) => (at === index ? { ...entry, [field]: event.target.value } : entry)) })
                }
              />
            ))}
          </div>
        ))}
      </fieldset>
    );

  const columns = TIER_COLUMNS[form.kind];
  return (
    <div className="space-y-3">
      {form.kind === 'dividend' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('agents.terms.period')}
            value={form.period}
            disabled={disabled}
            error={problems.period}
            onChange={(event) => onChange({ ...form, period: event.target.value as DividendPeriod })}
          >
            {DIVIDEND_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`agents.terms.periods.${period}`)}
              </option>
            ))}
          </SelectField>
          <label className="flex items-center gap-2 self-end pb-3 text-sm">
            <input
              type="checkbox"
              checked={form.carryOver}
              disabled={disabled}
              onChange={(event) => onChange({ ...form, carryOver: event.target.checked })}
              className="size-4 accent-[var(--color-accent)]"
            />
            {t('agents.terms.carryOver')}
          </label>
        </div>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">{t('agents.terms.tiersTitle')}</legend>
        {form.tiers.map((tier, index) => (
          <div key={index} className="flex items-start gap-2 rounded-lg border border-border/70 p-2">
            <span className="pt-7 text-xs font-semibold text-text-muted">{index + 1}</span>
            <div className="grid min-w-0 flex-1 gap-2" style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}>
              {columns.map((column) => (
                <TextField
                  key={column}
                  compact
                  label={t(`agents.terms.columns.${column}`)}
                  inputMode={column === 'minActive' ? 'numeric' : 'decimal'}
                  suffix={column === 'rate' ? '%' : undefined}
                  value={tier[column]}
                  disabled={disabled}
                  data-testid={`tier-${index}-${column}`}
                  error={problems[`tiers.${index}.${column}`]}
                  onChange={(event) =>
                    onChange({ ...form, tiers: form.tiers.map((entry, at) => (at === index ? { ...entry, [column]: event.target.value } : entry)) })
                  }
                />
              ))}
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="mt-6"
              disabled={disabled || form.tiers.length <= 1}
              aria-label={t('agents.terms.removeTier', { tier: index + 1 })}
              onClick={() => onChange({ ...form, tiers: form.tiers.filter((_, at) => at !== index) })}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || form.tiers.length >= MAX_TIERS}
          onClick={() => onChange({ ...form, tiers: [...form.tiers, emptyTier()] })}
        >
          <Plus className="size-4" aria-hidden />
          {t('agents.terms.addTier')}
        </Button>
      </fieldset>
    </div>
  );
}
