// The merchant's deposit rules as its settings give them (settings section `payments`): which methods and
// bank accounts are open, the amount range of a method, its fee, and the deposit order number.
import { ApiError } from '@orbit/contracts/envelope';
import type { DepositMethod } from '@orbit/contracts/payments';
import type { PaymentsSettings } from '@orbit/contracts/settings';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { settingAmount, showAmount } from '../wallet/money.ts';
import { depositFee } from '@orbit/contracts/money-format';

export type MethodSetting = PaymentsSettings['depositMethods'][number];
type Merchant = Pick<ResolvedMerchant, 'currency' | 'settings'>;

/** The fee of a deposit (contracts/money-format.ts: the site previews it with the same function). */
export { depositFee };

/**
 * An enabled method of this kind.
 * @throws method_unavailable (field methodId)
 */
export function methodFor(merchant: Merchant, methodId: string, kind: 'bank' | 'online'): MethodSetting {
  const method = merchant.settings.payments.depositMethods.find((m) => m.id === methodId);
  if (!method || !method.enabled || method.kind !== kind)
    throw new ApiError('method_unavailable', 'This deposit method is not available; please choose another', { field: 'methodId' });
  return method;
}

/**
 * An enabled merchant bank account.
 * @throws method_unavailable (field bankAccountId)
 */
export function bankAccountFor(merchant: Merchant, bankAccountId: string) {
  const account = merchant.settings.payments.bankAccounts.find((a) => a.id === bankAccountId);
  if (!account || !account.enabled)
    throw new ApiError('method_unavailable', 'This bank account no longer takes deposits; please choose another', { field: 'bankAccountId' });
  return account;
}

/**
 * Checks an amount against the method's range and answers its fee, which must leave something to credit.
 * @throws amount_below_minimum, amount_above_maximum (field amount)
 */
export function feeWithin(merchant: Merchant, method: MethodSetting, amount: bigint): bigint {
  const min = settingAmount(merchant, method.min);
  const max = settingAmount(merchant, method.max);
  if (amount < min) throw new ApiError('amount_below_minimum', `The least you can deposit this way is ${showAmount(merchant, min)}`, { field: 'amount' });
  if (amount > max) throw new ApiError('amount_above_maximum', `The most you can deposit this way is ${showAmount(merchant, max)}`, { field: 'amount' });
  const fee = depositFee(amount, method.feePercent, settingAmount(merchant, method.feeFixed));
  if (fee >= amount) throw new ApiError('amount_below_minimum', `The amount must be more than the fee of ${showAmount(merchant, fee)}`, { field: 'amount' });
  return fee;
}

/** D + the merchant's calendar day + the deposit's id: D20261122-000123. */
export function depositOrderNumber(day: string, id: number): string {
  return `D${day.replaceAll('-', '')}-${String(id).padStart(6, '0')}`;
}

export function toDepositMethod(merchant: Merchant, method: MethodSetting): DepositMethod {
  const accounts = method.kind === 'bank' ? merchant.settings.payments.bankAccounts.filter((a) => a.enabled) : [];
  return {
    id: method.id,
    kind: method.kind,
    name: method.name,
    localNames: method.localNames ?? {},
    channel: method.channel,
    min: showAmount(merchant, settingAmount(merchant, method.min)),
    max: showAmount(merchant, settingAmount(merchant, method.max)),
    feePercent: method.feePercent,
    feeFixed: showAmount(merchant, settingAmount(merchant, method.feeFixed)),
    bankAccounts: accounts.map(({ id, bank, accountName, accountNumber }) => ({ id, bank, accountName, accountNumber })),
  };
}
