import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { REASON_MAX } from '../../../lib/finance-status.ts';

export interface ReasonFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  /** Focus the box when it appears (a reject step opened by a button). */
  autoFocus?: boolean;
}

/** The reason a member reads when a deposit or withdrawal is refused, or a manual adjustment's reason. */
export function ReasonField({ id, value, onChange, error, hint, autoFocus }: ReasonFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('finance.reason')}
      htmlFor={id}
      hint={hint ?? t('finance.reasonHint')}
      error={error}
      aside={
        <span className="text-[11px] text-slate-400 tabular">
          {value.length}/{REASON_MAX}
        </span>
      }
    >
      <Textarea
        id={id}
        rows={3}
        maxLength={REASON_MAX}
        autoFocus={autoFocus}
        value={value}
        invalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
