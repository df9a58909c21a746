// How a grant ends and the next one starts (docs/wallet.md, Bonus money). Every caller has locked the grant's
// row first; its money then moves once, under a key of the grant: to cash when its wagering is done
// (bonus:convert:<id>), back to the house when it is forfeited or expires (bonus:end:<id>).
import { afterCommit, type Database, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { houseAccount, memberAccount } from '../wallet/addresses.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './bonuses.repo.ts';

export type EndState = 'completed' | 'forfeited' | 'expired' | 'lost';

export interface BonusCoreDeps {
  database: Database;
  clock: Clock;
  wallet: Pick<WalletService, 'move'>;
  /** Told after a commit that changed these members' grants (the member event stream). */
  onChanged?: (merchantId: number, memberIds: readonly number[]) => void;
}

export type BonusCore = ReturnType<typeof createBonusCore>;

export function createBonusCore(deps: BonusCoreDeps) {
  const { clock } = deps;

  function changed(tx: Tx, merchantId: number, memberId: number) {
    const notify = deps.onChanged;
    if (notify) afterCommit(tx, () => notify(merchantId, [memberId]));
  }

  async function balanceOf(tx: Tx, merchant: ResolvedMerchant, grant: Pick<repo.GrantRow, 'id' | 'memberId'>): Promise<bigint> {
    const address = memberAccount.bonusGrant(grant.memberId, grant.id);
    return (await repo.balancesOf(tx, merchant.id, merchant.currency, [address])).get(address) ?? 0n;
  }

  /** The member's oldest queued grant becomes active; its time starts now. */
  async function activateNext(tx: Tx, merchant: ResolvedMerchant, memberId: number) {
    const next = await repo.lockOldestQueued(tx, merchant.id, memberId);
    if (!next) return;
    const now = clock.now();
    await repo.update(tx, next.id, { state: 'active', activatedAt: now, expiresAt: new Date(now.getTime() + next.expiresInHours * 3_600_000) });
  }

  /** Ends a locked live grant: its balance goes to cash (completed) or the house (forfeited, expired); a lost grant has none. */
  async function end(tx: Tx, merchant: ResolvedMerchant, grant: repo.GrantRow, state: EndState, reason: string, endRequestId: string | null = null) {
    const balance = await balanceOf(tx, merchant, grant);
    if (balance > 0n) {
      const convert = state === 'completed';
      await deps.wallet.move(tx, {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: convert ? `bonus:convert:${grant.id}` : `bonus:end:${grant.id}`,
        kind: 'bonus',
        memberId: grant.memberId,
        postings: [
          {
            from: memberAccount.bonusGrant(grant.memberId, grant.id),
            to: convert ? memberAccount.main(grant.memberId) : houseAccount('bonuses', grant.memberId),
            amount: balance,
          },
        ],
        reference: `bonus:${grant.id}`,
        note: reason,
      });
    }
    const ended = await repo.update(tx, grant.id, { state, endedAt: clock.now(), endReason: reason, endRequestId });
    if (grant.state === 'active') await activateNext(tx, merchant, grant.memberId);
    changed(tx, merchant.id, grant.memberId);
    return { row: ended, balance };
  }

  return { ...deps, changed, balanceOf, activateNext, end };
}
