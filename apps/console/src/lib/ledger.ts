// Reading ledger account addresses (member:42:main, member:42:vendor:HOUSE, house:deposits#5) and the
// effect of a manual adjustment before it is made.
import { addAmounts, toMinor } from './amounts.ts';

export const ACCOUNT_KINDS = ['main', 'hold', 'bonus', 'commission', 'vendor', 'transit', 'house', 'other'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export interface AccountName {
  kind: AccountKind;
  /** The vendor code of a vendor or transit account, or the house account's name (without its shard). */
  detail: string | null;
}

/** What an address names; the i18n key is `ledger.accounts.<kind>` with `detail` as {{name}}. */
export function accountName(address: string): AccountName {
  const member = /^member:\d+:([a-z]+)(?::(.+))?$/.exec(address);
  if (member) {
    const [, kind = '', detail = null] = member;
    if (kind === 'main' || kind === 'hold' || kind === 'bonus' || kind === 'commission') return { kind, detail: null };
    if (kind === 'vendor' || kind === 'transit') return { kind, detail };
    return { kind: 'other', detail: address };
  }
  // House accounts are split into shards (house:deposits#5); the shard means nothing to an operator.
  const house = /^house:([^#]+)(?:#\d+)?$/.exec(address);
  if (house) return { kind: 'house', detail: house[1] ?? null };
  return { kind: 'other', detail: address };
}

export const HOUSE_NAMES = ['deposits', 'withdrawals', 'fees', 'bonuses', 'adjustments', 'upline', 'bets', 'wins'] as const;
export type HouseName = (typeof HOUSE_NAMES)[number];

/** A house account's name (deposits, bets:HOUSE…) as an i18n key under `ledger.house.` and its vendor; null key when unknown. */
export function houseName(detail: string): { key: HouseName | null; vendor: string } {
  const [base = '', vendor = ''] = detail.split(':');
  return { key: (HOUSE_NAMES as readonly string[]).includes(base) ? (base as HouseName) : null, vendor };
}

/** The member's main-wallet address among its accounts. */
export function isMainAccount(address: string): boolean {
  return /^member:\d+:main$/.test(address);
}

export type AdjustmentPreview =
  { ok: true; before: string; after: string } | { ok: false; reason: 'amount' | 'zero' | 'insufficient'; before: string; after: string | null };

/** The main wallet before and after an adjustment; a debit may not take it below zero. */
export function adjustmentPreview(balance: string, direction: 'credit' | 'debit', amount: string, exponent: number): AdjustmentPreview {
  const minor = toMinor(amount, exponent);
  if (minor === null || minor < 0n || !/^\d+(\.\d+)?$/.test(amount.trim())) return { ok: false, reason: 'amount', before: balance, after: null };
  if (minor === 0n) return { ok: false, reason: 'zero', before: balance, after: null };
  const after = addAmounts(balance, amount.trim(), exponent, direction === 'debit');
  if (after === null) return { ok: false, reason: 'amount', before: balance, after: null };
  if (after.startsWith('-')) return { ok: false, reason: 'insufficient', before: balance, after };
  return { ok: true, before: balance, after };
}
