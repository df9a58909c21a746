// Console → Finance → Bonus grants (docs/wallet.md, Bonus money): finance searches grants by member and state,
// forfeits one with a reason (audited bonuses.forfeit) and changes an active grant's wagering (wagering.ts,
// with four-eyes from the merchant's four-eyes amount up).
import type { BonusState } from '@orbit/contracts/bonuses';
import { ApiError } from '@orbit/contracts/envelope';
import type { MemberRef } from '../members/members.service.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { memberAccount } from '../wallet/addresses.ts';
import { showAmount } from '../wallet/money.ts';
import * as repo from './bonuses.repo.ts';
import type { BonusesService } from './bonuses.service.ts';
import { DEFAULT_CEILING } from './grants.ts';
import type { BonusCore } from './lifecycle.ts';
import { createWageringAdjustments } from './wagering.ts';

export interface BonusMembers {
  byId(merchantId: number, id: number): Promise<MemberRef | undefined>;
  byUsername(merchantId: number, username: string): Promise<MemberRef | undefined>;
}

export type BonusConsole = ReturnType<typeof createBonusConsole>;

export function createBonusConsole(core: BonusCore, deps: { bonuses: BonusesService; audit: AuditSink; members: BonusMembers }) {
  const { db } = core.database;

  async function rowsOf(merchant: ResolvedMerchant, rows: repo.GrantRow[]) {
    const live = rows.filter((row) => row.state === 'active' || row.state === 'queued');
    const balances = await repo.balancesOf(
      db,
      merchant.id,
      merchant.currency,
      live.map((row) => memberAccount.bonusGrant(row.memberId, row.id)),
    );
    const names = new Map<number, string>();
    for (const memberId of new Set(rows.map((row) => row.memberId)))
      names.set(memberId, (await deps.members.byId(merchant.id, memberId))?.username ?? `#${memberId}`);
    return rows.map((row) => ({
      ...deps.bonuses.view(merchant, row, balances.get(memberAccount.bonusGrant(row.memberId, row.id)) ?? 0n, merchant.settings.general.defaultLang),
      username: names.get(row.memberId) ?? '',
      sourceKind: row.sourceKind as 'promotion',
      sourceId: row.sourceId,
      wageringBase: showAmount(merchant, row.wageringBase),
      maxMultiple: merchant.settings.games.bonusMaxMultiple ?? DEFAULT_CEILING,
    }));
  }

  async function list(merchant: ResolvedMerchant, query: { page: number; pageSize: number; username?: string | undefined; state?: BonusState | undefined }) {
    let memberId: number | undefined;
    if (query.username !== undefined) {
      const member = await deps.members.byUsername(merchant.id, query.username);
      if (!member) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
      memberId = member.id;
    }
    const { rows, total } = await repo.page(db, merchant.id, { memberId, state: query.state }, query.page, query.pageSize);
    return { items: await rowsOf(merchant, rows), total, page: query.page, pageSize: query.pageSize };
  }

  /** @throws not_found, invalid_state (the grant has ended) */
  async function forfeit(merchant: ResolvedMerchant, grantId: number, reason: string, actor: Actor) {
    // The member's name is read before the transaction (the directory reads on its own connection).
    const [found] = await repo.page(db, merchant.id, { id: grantId }, 1, 1).then((page) => page.rows);
    if (!found) throw new ApiError('not_found', 'No such bonus grant', { field: 'id' });
    const target = (await deps.members.byId(merchant.id, found.memberId))?.username ?? `#${found.memberId}`;
    const row = await db.transaction(async (tx) => {
      const locked = await repo.lockById(tx, merchant.id, grantId);
      if (!locked) throw new ApiError('not_found', 'No such bonus grant', { field: 'id' });
      if (locked.state !== 'active' && locked.state !== 'queued') throw new ApiError('invalid_state', 'This bonus grant has already ended');
      const ended = await core.end(tx, merchant, locked, 'forfeited', 'forfeited_by_operator');
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'bonuses.forfeit',
        target,
        detail: { grantId, reason, balance: String(ended.balance) },
      });
      return ended.row;
    });
    const [item] = await rowsOf(merchant, [row]);
    return item!;
  }

  const usernameOf = async (merchant: ResolvedMerchant, memberId: number) => (await deps.members.byId(merchant.id, memberId))?.username ?? `#${memberId}`;
  const wagering = createWageringAdjustments(core, { audit: deps.audit, usernameOf, grantsOf: rowsOf });

  return { list, forfeit, wagering };
}
