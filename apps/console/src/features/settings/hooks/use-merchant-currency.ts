import { useQuery } from '@tanstack/react-query';
import { exponentOf } from '@orbit/contracts/money';
import type { Currency } from '../../../lib/amounts.ts';
import { settingsQueryOptions } from '../api/get-settings.ts';

/** The merchant's currency symbol and decimals; amounts show without a symbol until the settings answer. */
export function useMerchantCurrency(): Currency {
  const settings = useQuery({ ...settingsQueryOptions(), select: (value) => ({ symbol: value.currencySymbol, currency: value.currency }) });
  return { symbol: settings.data?.symbol ?? '', exponent: exponentOf(settings.data?.currency ?? '') };
}
