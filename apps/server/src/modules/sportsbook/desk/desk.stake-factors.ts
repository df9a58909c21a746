// Members' stake factors (table sport_member_limits, read by bets.place.ts): the risk desk lowers or raises a
// member's maximum stake to a percent of the book's. Setting and removing one are audited; a name the merchant
// does not know is refused.
import { and, asc, eq, ilike } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { StakeFactor } from '@orbit/contracts/sportsbook-desk';
import type { Database } from '../../../db/client.ts';
import { sportMemberLimits } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AuditService } from '../../console/audit.service.ts';
import type { Actor } from '../../site/site.service.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';

type Row = typeof sportMemberLimits.$inferSelect;
const view = (row: Row): StakeFactor => ({ player: row.player, percent: row.stakeFactorPercent, updatedAt: row.updatedAt.toISOString() });

export function createStakeFactors(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** The member's username as stored, when the merchant has such a member. */
  memberNamed: (merchantId: number, username: string) => Promise<string | undefined>;
}) {
  const { db } = deps.database;

  async function list(merchant: ResolvedMerchant, q?: string): Promise<StakeFactor[]> {
    const rows = await db
      .select()
      .from(sportMemberLimits)
      .where(and(eq(sportMemberLimits.merchantId, merchant.id), q ? ilike(sportMemberLimits.player, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined))
      .orderBy(asc(sportMemberLimits.player))
      .limit(200);
    return rows.map(view);
  }

  /** @throws not_found (no such member) */
  async function set(merchant: ResolvedMerchant, username: string, percent: number, actor: Actor): Promise<StakeFactor> {
    const player = await deps.memberNamed(merchant.id, username);
    if (!player) throw new ApiError('not_found', `No member ${username}`, { field: 'player' });
    const now = deps.clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sportMemberLimits)
        .values({ merchantId: merchant.id, player, stakeFactorPercent: percent, updatedAt: now })
        .onConflictDoUpdate({ target: [sportMemberLimits.merchantId, sportMemberLimits.player], set: { stakeFactorPercent: percent, updatedAt: now } })
        .returning();
      await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'sportsbook.stake_factor.set', target: player, detail: { percent } });
      return view(row!);
    });
  }

  async function remove(merchant: ResolvedMerchant, player: string, actor: Actor): Promise<{ removed: boolean }> {
    return db.transaction(async (tx) => {
      const gone = await tx
        .delete(sportMemberLimits)
        .where(and(eq(sportMemberLimits.merchantId, merchant.id), eq(sportMemberLimits.player, player)))
        .returning();
      if (gone.length) await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'sportsbook.stake_factor.removed', target: player, detail: {} });
      return { removed: gone.length > 0 };
    });
  }

  return { list, set, remove };
}
