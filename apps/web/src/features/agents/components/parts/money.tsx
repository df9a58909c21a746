// An amount as people read it: the merchant's symbol, thousands separators; signed amounts green when money
// came in and red when it went out.
import { displayAmount } from '@orbit/contracts/money-format';
import { clsx } from 'clsx';
import { useAgentSettings } from '../agent-settings.tsx';

export function useFormatMoney(): (amount: string) => string {
  const { currencySymbol } = useAgentSettings();
  return (amount) => displayAmount(amount, currencySymbol);
}

const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);

export function Money({ amount, signed = false, className }: { amount: string; signed?: boolean; className?: string }) {
  const format = useFormatMoney();
  const negative = amount.startsWith('-') && !isZero(amount);
  const positive = !negative && !isZero(amount);
  return (
    <span className={clsx('whitespace-nowrap tabular-nums', signed && positive && 'text-success', signed && negative && 'text-danger', className)}>
      {signed && positive ? '+' : ''}
      {format(amount)}
    </span>
  );
}
