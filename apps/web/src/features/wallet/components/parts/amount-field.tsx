// The amount box of every money form: typed amounts are cleaned as they are typed (digits, one point, the
// currency's decimals), round quick amounts within the screen's bounds, and "All" when there is a balance.
import { displayAmount } from '@orbit/contracts/money-format';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { cleanAmountInput, quickAmounts } from '../../model/amount.ts';
import { useWalletSettings } from '../wallet-settings.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string | null;
  max?: string | null;
  /** The amount "All" fills in; no "All" button without it. */
  all?: string | null;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  testId?: string;
  /** Round quick amounts under the box (off where they make no sense, such as an amount received). */
  quick?: boolean;
}

export function AmountField({ label, value, onChange, min, max, all, error, hint, disabled, testId, quick = true }: AmountFieldProps) {
  const { t } = useTranslation();
  const { exponent, currencySymbol } = useWalletSettings();
  const picks = quick ? quickAmounts(exponent, { min, max }) : [];
  const chip = (selected: boolean) =>
    clsx(
      'h-8 rounded-full border px-3 text-xs font-semibold tabular-nums transition disabled:opacity-50',
      selected ? 'border-accent bg-accent/15 text-accent' : 'border-border text-text-muted hover:border-accent/60 hover:text-text',
    );
  const same = (amount: string) => value !== '' && cleanAmountInput(amount, exponent) === value;
  const showAll = all !== null && all !== undefined && /[1-9]/.test(all);
  const plain = (amount: string) => amount.replace(/\.0+$/, '');
  return (
    <div className="space-y-2">
      <TextField
        label={label}
        prefix={currencySymbol}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={min ? t('wallet.amount.placeholderMin', { min: displayAmount(min, currencySymbol) }) : '0.00'}
        onChange={(event) => onChange(cleanAmountInput(event.target.value, exponent))}
        error={error}
        hint={hint}
        disabled={disabled}
        inputClassName="text-base font-semibold tabular-nums"
        data-testid={testId}
      />
      {picks.length > 0 || showAll ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('wallet.amount.quick')}>
          {picks.map((amount) => (
            <button key={amount} type="button" disabled={disabled} className={chip(same(plain(amount)))} onClick={() => onChange(plain(amount))}>
              {displayAmount(plain(amount), '').trim()}
            </button>
          ))}
          {showAll ? (
            <button type="button" disabled={disabled} className={chip(same(all))} onClick={() => onChange(cleanAmountInput(all ?? '', exponent))}>
              {t('wallet.amount.all')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
