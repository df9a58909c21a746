// Readable ledger account addresses (ADR 0011). Member accounts are one row each; house accounts are
// split into shards picked by the member, so bets and deposits of many members never queue on one row.
export const HOUSE_SHARDS = 16;

export const memberAccount = {
  main: (memberId: number) => `member:${memberId}:main`,
  /** Money held for a withdrawal under review. */
  hold: (memberId: number) => `member:${memberId}:hold`,
  /** Old bonus rows only; bonus grants each have their own account (bonusGrant). */
  bonus: (memberId: number) => `member:${memberId}:bonus`,
  /** A bonus grant's own money (docs/wallet.md, Bonus money): never cash, never in sumBalance. */
  bonusGrant: (memberId: number, grantId: number) => `member:${memberId}:bonus:${grantId}`,
  commission: (memberId: number) => `member:${memberId}:commission`,
  /** The member's money at a transfer-mode vendor, as far as the vendor has confirmed it. */
  vendor: (memberId: number, vendorCode: string) => `member:${memberId}:vendor:${vendorCode}`,
  /** Money on its way to or from a vendor whose answer is not known yet. */
  transit: (memberId: number, vendorCode: string) => `member:${memberId}:transit:${vendorCode}`,
};

/** commissions: what the platform pays agents' contract settlements from. */
export type HouseAccount = 'deposits' | 'withdrawals' | 'fees' | 'bonuses' | 'adjustments' | 'upline' | 'commissions' | `bets:${string}` | `wins:${string}`;

/** A house account's shard for this member: house:deposits#5. The shards of one name add up to the account. */
export function houseAccount(name: HouseAccount, memberId: number): string {
  return `house:${name}#${memberId % HOUSE_SHARDS}`;
}

/** The member an address belongs to, or null for house accounts. */
export function memberOfAddress(address: string): number | null {
  const match = /^member:(\d+):/.exec(address);
  return match ? Number(match[1]) : null;
}

/** How the member pages name an account: main, hold, bonus, commission, vendor:CODE, transit:CODE. */
export function walletLabel(address: string): string {
  return address.replace(/^member:\d+:/, '');
}
