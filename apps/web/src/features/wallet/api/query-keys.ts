// Query keys of the wallet domain: one factory, so mutations and the balance events invalidate exactly
// what money changes. Keys carry the account, so a different login in the same tab never sees the last
// member's cached figures. Free of zod: the logged-in bar imports it.
export interface PageFilter {
  page: number;
  pageSize: number;
}

export interface RecordFilter extends PageFilter {
  type?: string;
  from?: string;
  to?: string;
}

export const walletKeys = {
  all: ['wallet'] as const,
  balance: (account: string | null) => [...walletKeys.all, 'balance', account] as const,
  wallets: (account: string | null) => [...walletKeys.all, 'wallets', account] as const,
  transfers: (account: string | null, filter: PageFilter) => [...walletKeys.all, 'transfers', account, filter] as const,
  upline: (account: string | null) => [...walletKeys.all, 'upline', account] as const,
  records: (account: string | null, filter: RecordFilter) => [...walletKeys.all, 'records', account, filter] as const,
  profit: (account: string | null, range: { from?: string; to?: string }) => [...walletKeys.all, 'profit', account, range] as const,
  bonuses: (account: string | null, filter: RecordFilter) => [...walletKeys.all, 'bonuses', account, filter] as const,
  /** The member's bonus grants (docs/wallet.md, Bonus money). */
  grants: (account: string | null) => [...walletKeys.all, 'grants', account] as const,
  bets: (account: string | null, filter: object) => [...walletKeys.all, 'bets', account, filter] as const,
  depositMethods: (account: string | null) => [...walletKeys.all, 'depositMethods', account] as const,
  deposits: (account: string | null, filter: PageFilter) => [...walletKeys.all, 'deposits', account, filter] as const,
  depositLimits: (account: string | null) => [...walletKeys.all, 'depositLimits', account] as const,
  bankAccounts: (account: string | null) => [...walletKeys.all, 'bankAccounts', account] as const,
  withdrawInfo: (account: string | null) => [...walletKeys.all, 'withdrawInfo', account] as const,
  withdrawals: (account: string | null, filter: PageFilter) => [...walletKeys.all, 'withdrawals', account, filter] as const,
  rebates: (account: string | null) => [...walletKeys.all, 'rebates', account] as const,
};

/** Whether a wallet query's key belongs to the balance (an event carries the new balance itself). */
export function isBalanceKey(key: readonly unknown[]): boolean {
  return key[0] === walletKeys.all[0] && key[1] === 'balance';
}
