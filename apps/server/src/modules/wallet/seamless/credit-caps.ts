// The cap on a seamless credit without a matching bet (docs/seamless-wallet.md, Credit cap): a free round may
// pay up to it at once; above it the win is held until an operator approves or rejects it. Each vendor may
// have its own cap (console, vendor wallets); without one it is 500 of the merchant's currency.
import { exponentOf } from '@orbit/contracts/money';

/** The default cap in major units: RM 500 for a ringgit merchant. */
export const DEFAULT_CREDIT_CAP_MAJOR = 500n;

/** The cap that applies to a vendor at a merchant, in minor units of the merchant's currency. */
export function creditCapOf(currency: string, vendorCap: bigint | null): bigint {
  return vendorCap ?? DEFAULT_CREDIT_CAP_MAJOR * 10n ** BigInt(exponentOf(currency));
}
