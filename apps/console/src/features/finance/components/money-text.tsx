import { cn } from '../../../lib/cn.ts';
import { showMoney, signOf, type Currency } from '../../../lib/amounts.ts';

/** An amount with the merchant's symbol; `signed` colours credits green and debits red and writes a + on credits. */
export function MoneyText({ amount, currency, signed, className }: { amount: string; currency: Currency; signed?: boolean; className?: string }) {
  const sign = signed ? signOf(amount) : 0;
  return (
    <span className={cn('whitespace-nowrap tabular', sign > 0 && 'text-emerald-700', sign < 0 && 'text-red-700', className)}>
      {sign > 0 ? '+' : ''}
      {showMoney(amount, currency.symbol, currency.exponent)}
    </span>
  );
}
