// An amount as people read it (docs/wallet.md): the merchant's symbol, thousands separators, the currency's
// decimals; a signed amount green when money came in and red when it went out.
import { displayAmount } from '@orbit/contracts/money-format';
import { clsx } from 'clsx';
import { signOf } from '../../model/statuses.ts';
import { useWalletSettings } from '../wallet-settings.tsx';

export function useFormatMoney(): (amount: string) => string {
  const { currencySymbol } = useWalletSettings();
  return (amount) => displayAmount(amount, currencySymbol);
}

interface MoneyProps {
  amount: string;
  /** signed: "+RM 10.00" in green, "-RM 10.00" in red. */
  signed?: boolean;
  className?: string;
}

export function Money({ amount, signed = false, className }: MoneyProps) {
  const format = useFormatMoney();
  const sign = signOf(amount);
  return (
    <span
      className={clsx(
        'whitespace-nowrap tabular-nums',
        signed && sign === 'positive' && 'text-success',
        signed && sign === 'negative' && 'text-danger',
        className,
      )}
    >
      {signed && sign === 'positive' ? '+' : ''}
      {format(amount)}
    </span>
  );
}
