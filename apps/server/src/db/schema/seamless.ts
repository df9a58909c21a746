// The seamless vendor wallet (issue 5, GUIDE §7): the tokens a launch gives a game, which its vendor presents
// when it calls our wallet. Only modules/wallet/seamless writes these tables.
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './site.ts';
import { members } from './members.ts';
import { vendors } from './wallet.ts';

/**
 * A player token: issued at launch for one member at one vendor, real money or free play. Only its hash is
 * kept (GUIDE §4 Sessions). A vendor authenticates with it and sends it with each bet; wins and refunds may
 * come after it has expired (GUIDE §7), so they name the player instead.
 */
export const playerTokens = pgTable(
  'player_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    tokenHash: text('token_hash').notNull(),
    /** False for a free-play launch: the vendor plays with its own play money and may not debit us. */
    real: boolean('real').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('player_tokens_hash_uq').on(t.tokenHash), index('player_tokens_member_idx').on(t.merchantId, t.memberId)],
);
