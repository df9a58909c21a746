import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkCodeEndpoint } from '@orbit/contracts/promotions';
import { api } from '../../../lib/api.ts';
import { useDebouncedValue } from '../model/use-debounced-value.ts';

/**
 * What a deposit promo code gives for an amount (docs/promotions.md), asked once the member stops typing:
 * the bonus, or the refusal's code (invalid, not for this member or deposit, already claimed, budget spent).
 */
export function usePromoCodeCheck(code: string, amount: string | null) {
  const trimmed = useDebouncedValue(code.trim(), 400);
  const settledAmount = useDebouncedValue(amount, 400);
  return useQuery({
    queryKey: ['wallet', 'promo-code', trimmed, settledAmount],
    queryFn: () => api.call(checkCodeEndpoint, { params: { code: trimmed }, query: settledAmount ? { amount: settledAmount } : {} }),
    enabled: /^[A-Za-z0-9_-]{3,32}$/.test(trimmed),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
