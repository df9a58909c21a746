// Player tokens for seamless vendors (docs/seamless-wallet.md): a launch issues one; the vendor's authenticate and debit
// calls present it. A token is 256 random bits and only its hash is stored, like a session.
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../../db/client.ts';
import { playerTokens } from '../../../db/schema/seamless.ts';
import { vendors } from '../../../db/schema/wallet.ts';
import type { Clock } from '../../../lib/clock.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';

/** How long a launch's token lets a vendor authenticate and take bets; a player who plays on relaunches. */
export const PLAYER_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export interface PlayerTokenHolder {
  merchantId: number;
  memberId: number;
  vendorId: number;
  real: boolean;
  expiresAt: Date;
}

export type PlayerTokens = ReturnType<typeof createPlayerTokens>;

export function createPlayerTokens(deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;

  /**
   * A fresh token for this member at this vendor.
   * @throws vendor_unavailable when the merchant has no such vendor
   */
  async function issue(input: { merchantId: number; memberId: number; vendorCode: string; real: boolean }): Promise<string> {
    const [vendor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.merchantId, input.merchantId), eq(vendors.code, input.vendorCode)));
    if (!vendor) throw new ApiError('vendor_unavailable', 'This game provider is not available');
    const token = newToken();
    const issuedAt = deps.clock.now();
    await db.insert(playerTokens).values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      vendorId: vendor.id,
      tokenHash: hashToken(token),
      real: input.real,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + PLAYER_TOKEN_TTL_MS),
    });
    return token;
  }

  /** Who a token belongs to, if it exists, belongs to this vendor and has not expired. */
  async function holderOf(token: string, vendorId: number): Promise<PlayerTokenHolder | null> {
    const [row] = await db
      .select()
      .from(playerTokens)
      .where(and(eq(playerTokens.tokenHash, hashToken(token)), eq(playerTokens.vendorId, vendorId)));
    if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) return null;
    return { merchantId: row.merchantId, memberId: row.memberId, vendorId: row.vendorId, real: row.real, expiresAt: row.expiresAt };
  }

  return { issue, holderOf };
}
