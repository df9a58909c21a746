// Amounts on a house game screen: in the merchant's currency ("RM 12.50"), the screens' big figures (the
// balance, the stake) under their labels, and the − and + that step the stake.
import { displayAmount } from '@orbit/contracts/money-format';
import { Minus, Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useCurrencySymbol } from '../../components/currency.tsx';

/** An amount as the screen shows it, with the merchant's currency symbol. */
export function useMoney(): (amount: string) => string {
  const symbol = useCurrencySymbol();
  return (amount) => displayAmount(amount, symbol);
}

/** A figure under its label; `end` aligns it to the end of its row (the stake, opposite the balance). */
export function MoneyFigure({ label, value, testId, end = false }: { label: string; value: string; testId: string; end?: boolean }) {
  return (
    <div className={end ? 'text-end' : undefined}>
      <p className="text-xs text-text-muted">{label}</p>
      <p className="text-lg font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** The − or + beside a stake: one level less or more; `large` on the screens whose controls are large. */
export function StakeStep({
  more = false,
  large = false,
  label,
  onClick,
  disabled,
}: {
  more?: boolean;
  large?: boolean;
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  const Icon = more ? Plus : Minus;
  return (
    <Button variant="secondary" size={large ? 'lg' : 'md'} className="px-3" onClick={onClick} disabled={disabled} aria-label={label}>
      <Icon className={large ? 'size-5' : 'size-4'} aria-hidden />
    </Button>
  );
}
