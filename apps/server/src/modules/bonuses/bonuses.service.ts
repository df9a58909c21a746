// The bonuses module's face to the rest of the server and to the member (docs/wallet.md, Bonus money; ADR 0034):
// grant (other modules), the member's list and forfeit, the withdrawal gate's summary, the forfeit of
// everything when a member takes a break, and the expiry job.
import { ApiError } from '@orbit/contracts/envelope';
import type { BonusGrant, BonusState } from '@orbit/contracts/bonuses';
import { formatDateTime } from '@orbit/contracts/format';
import type { Tx } from '../../db/client.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { memberAccount } from '../wallet/addresses.ts';
import { showAmount } from '../wallet/money.ts';
import * as repo from './bonuses.repo.ts';
import { createGrants } from './grants.ts';
import type { BonusCore } from './lifecycle.ts';

const HISTORY = 50;
const EXPIRE_BATCH = 200;

export type BonusesService = ReturnType<typeof createBonusesService>;

export function createBonusesService(core: BonusCore, deps: { merchantById: (id: number) => Promise<ResolvedMerchant | undefined> }) {
  const { db } = core.database;
  const { grant } = createGrants(core);

  function view(merchant: ResolvedMerchant, row: repo.GrantRow, balance: bigint, language: string): BonusGrant {
    const percent = row.wageringRequired === 0n ? 100 : Number((row.wageringDone * 100n) / row.wageringRequired);
    const at = (date: Date | null) => (date ? formatDateTime(date, merchant.timeZone) : null);
    return {
      id: row.id,
      title: row.title[language] ?? row.title.EN ?? Object.values(row.title)[0] ?? '',
      state: row.state as BonusState,
      amount: showAmount(merchant, row.amount),
      balance: showAmount(merchant, balance),
      wageringRequired: showAmount(merchant, row.wageringRequired),
      wageringDone: showAmount(merchant, row.wageringDone > row.wageringRequired ? row.wageringRequired : row.wageringDone),
      percent: Math.min(100, percent),
      contributions: row.contributions,
      maxStake: row.maxStake === null ? null : showAmount(merchant, row.maxStake),
      expiresAt: at(row.expiresAt),
      secondsLeft: row.state === 'active' && row.expiresAt ? Math.max(0, Math.floor((row.expiresAt.getTime() - core.clock.now().getTime()) / 1000)) : null,
      expiresInHours: row.expiresInHours,
      createdAt: at(row.createdAt) ?? '',
      endedAt: at(row.endedAt),
      endReason: row.endReason,
    };
  }

  const live = (row: repo.GrantRow) => row.state === 'active' || row.state === 'queued';
  const addressOf = (row: repo.GrantRow) => memberAccount.bonusGrant(row.memberId, row.id);

  /** The member's page: the active grant, the queue behind it (oldest first) and the last grants that ended. */
  async function list(merchant: ResolvedMerchant, memberId: number, language: string) {
    const rows = await repo.ofMember(db, merchant.id, memberId, HISTORY + 20);
    const balances = await repo.balancesOf(db, merchant.id, merchant.currency, rows.filter(live).map(addressOf));
    const balance = (row: repo.GrantRow) => (live(row) ? (balances.get(addressOf(row)) ?? 0n) : 0n);
    const active = rows.find((row) => row.state === 'active');
    const queued = rows.filter((row) => row.state === 'queued').reverse();
    let total = 0n;
    for (const row of rows) total += balance(row);
    return {
      active: active ? view(merchant, active, balance(active), language) : null,
      queued: queued.map((row) => view(merchant, row, balance(row), language)),
      history: rows
        .filter((row) => !live(row))
        .slice(0, HISTORY)
        .map((row) => view(merchant, row, 0n, language)),
      bonusBalance: showAmount(merchant, total),
      currency: merchant.currency,
    };
  }

  /** The withdrawal gate's question: what the member's active and queued grants hold, and how many there are. */
  async function activeGrantSummary(tx: Tx, merchantId: number, memberId: number): Promise<{ amount: bigint; grants: number }> {
    const rows = (await repo.ofMember(tx, merchantId, memberId, HISTORY + 20)).filter(live);
    const balances = await repo.balancesOf(tx, merchantId, null, rows.map(addressOf));
    let amount = 0n;
    for (const row of rows) amount += balances.get(addressOf(row)) ?? 0n;
    return { amount, grants: rows.length };
  }

  /** Ends every active and queued grant of the member (a withdrawal's forfeit, cool-off, self-exclusion), inside the caller's transaction. */
  async function forfeitAll(tx: Tx, merchant: ResolvedMerchant, memberId: number, reason: string): Promise<number> {
    const rows = await repo.lockLive(tx, merchant.id, memberId);
    // Queued grants first, so ending the active one does not activate one that is about to end too.
    for (const row of [...rows.filter((r) => r.state === 'queued'), ...rows.filter((r) => r.state === 'active')])
      await core.end(tx, merchant, row, 'forfeited', reason);
    return rows.length;
  }

  /**
   * The member gives up one grant. The same request id again answers the same grant.
   * @throws not_found, invalid_state (the grant has ended), idempotency_conflict (the request id forfeited another grant)
   */
  async function forfeit(merchant: ResolvedMerchant, memberId: number, grantId: number, requestId: string, language: string): Promise<BonusGrant> {
    const row = await db.transaction(async (tx) => {
      const earlier = await repo.byEndRequest(tx, merchant.id, memberId, requestId);
      if (earlier) {
        if (earlier.id !== grantId) throw new ApiError('idempotency_conflict', 'This request id forfeited another bonus', { field: 'requestId' });
        return earlier;
      }
      const locked = await repo.lockById(tx, merchant.id, grantId);
      if (!locked || locked.memberId !== memberId) throw new ApiError('not_found', 'No such bonus', { field: 'id' });
      if (!live(locked)) throw new ApiError('invalid_state', 'This bonus has already ended');
      return (await core.end(tx, merchant, locked, 'forfeited', 'forfeited_by_member', requestId)).row;
    });
    return view(merchant, row, 0n, language);
  }

  /**
   * The expiry job: active grants past their time end as expired; their balance goes back to the house. One
   * transaction per grant, each checking again under the lock, so a repeat after a crash ends nothing twice.
   */
  async function expireDue(): Promise<number> {
    const now = core.clock.now();
    let expired = 0;
    for (const due of await repo.dueToExpire(db, now, EXPIRE_BATCH)) {
      const merchant = await deps.merchantById(due.merchantId);
      if (!merchant) continue;
      const ended = await db.transaction(async (tx) => {
        const locked = await repo.lockById(tx, merchant.id, due.id);
        if (!locked || locked.state !== 'active' || !locked.expiresAt || locked.expiresAt > now) return false;
        await core.end(tx, merchant, locked, 'expired', 'expired');
        return true;
      });
      if (ended) expired++;
    }
    return expired;
  }

  return { grant, view, list, activeGrantSummary, forfeitAll, forfeit, expireDue };
}
