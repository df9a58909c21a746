// A deposit method's name in the member's language: the merchant may give one per language; the method's own
// name stands in for any language it did not.
import type { DepositMethod } from '@orbit/contracts/payments';

export function methodName(method: Pick<DepositMethod, 'name' | 'localNames'>, languageCode: string): string {
  const code = languageCode.toUpperCase();
  const local = Object.entries(method.localNames).find(([key, value]) => key.toUpperCase() === code && value.trim());
  return local ? local[1] : method.name;
}
