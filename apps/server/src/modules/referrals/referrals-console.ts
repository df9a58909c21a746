// The console's side of the referral programme (docs/referrals.md): the report of referrals with their rewards,
// the review of held ones (release or reject, audited), and the programme's settings (audited).
import { ApiError } from '@orbit/contracts/envelope';
import type { ConsoleReferral, ReferralHoldReason, ReferralSettingsInput } from '@orbit/contracts/referrals';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { readAmount, showAmount } from '../wallet/money.ts';
import * as repo from './referrals.repo.ts';
import { programmeOf, rewardOut } from './referral-programme.ts';

export interface ReferralConsoleDeps {
  database: Database;
  clock: Clock;
  audit: AuditSink;
  usernamesOf(merchantId: number, ids: number[]): Promise<Map<number, string>>;
  idOfUsername(merchantId: number, username: string): Promise<number | undefined>;
}

export function createReferralConsole(deps: ReferralConsoleDeps) {
  const { database, clock, audit } = deps;
  const db = database.db;

  async function shape(merchant: ResolvedMerchant, rows: repo.ReferralRow[]): Promise<ConsoleReferral[]> {
    const ids = [...new Set(rows.flatMap((row) => [row.referrerId, row.refereeId]))];
    const [names, rewards] = await Promise.all([
      deps.usernamesOf(merchant.id, ids),
      repo.rewardsOfReferrals(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => ({
      id: row.id,
      referrer: names.get(row.referrerId) ?? `#${row.referrerId}`,
      referee: names.get(row.refereeId) ?? `#${row.refereeId}`,
      registeredAt: row.registeredAt.toISOString(),
      registerIp: row.registerIp,
      state: row.state as ConsoleReferral['state'],
      holdReasons: row.holdReasons as ReferralHoldReason[],
      reviewNote: row.reviewNote,
      rewards: rewards.filter((r) => r.referralId === row.id).map((r) => rewardOut(merchant, r)),
    }));
  }

  async function list(merchant: ResolvedMerchant, query: { state?: string | undefined; referrer?: string | undefined; page: number; pageSize: number }) {
    const referrerId = query.referrer ? await deps.idOfUsername(merchant.id, query.referrer) : undefined;
    const empty = query.referrer !== undefined && referrerId === undefined;
    const { rows, total } = empty
      ? { rows: [], total: 0 }
      : await repo.listReferrals(db, merchant.id, { state: query.state, referrerId, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
    const sums = await repo.summary(db, merchant.id);
    return {
      items: await shape(merchant, rows),
      total,
      page: query.page,
      pageSize: query.pageSize,
      summary: { referrals: sums.referrals, held: sums.held, paid: showAmount(merchant, sums.paid), claimable: showAmount(merchant, sums.claimable) },
    };
  }

  /**
   * Decides a held referral: release makes its held rewards claimable, reject refuses them for good.
   * @throws not_found, invalid_state (not held)
   */
  async function review(merchant: ResolvedMerchant, id: number, decision: 'release' | 'reject', note: string, actor: Actor) {
    const row = await db.transaction(async (tx) => {
      const referral = await repo.referralById(tx, merchant.id, id, true);
      if (!referral) throw new ApiError('not_found', 'No such referral', { field: 'id' });
      if (referral.state !== 'held') throw new ApiError('invalid_state', 'Only a held referral is reviewed');
      const state = decision === 'release' ? 'active' : 'rejected';
      await repo.updateReferral(tx, id, { state, reviewedBy: actor.operatorId ?? null, reviewedAt: clock.now(), reviewNote: note });
      await repo.moveRewards(tx, id, 'held', decision === 'release' ? 'claimable' : 'rejected');
      await audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: `referrals.${decision}`,
        target: String(id),
        detail: { referrerId: referral.referrerId, refereeId: referral.refereeId, holdReasons: referral.holdReasons, note },
      });
      return repo.referralById(tx, merchant.id, id);
    });
    if (!row) throw new Error('referral vanished after its review');
    const [shaped] = await shape(merchant, [row]);
    if (!shaped) throw new Error('referral not shaped');
    return shaped;
  }

  async function settings(merchant: ResolvedMerchant) {
    return settingsOut(merchant, programmeOf(merchant, await repo.settingsOf(db, merchant.id), clock.now()));
  }

  /** @throws amount_invalid (field named), validation_failed (a reward without its threshold) */
  async function saveSettings(merchant: ResolvedMerchant, input: ReferralSettingsInput, actor: Actor) {
    const zeroOr = (text: string, field: string) => (/^0+(\.0+)?$/.test(text) ? 0n : readAmount(merchant, text, field));
    const row: repo.SettingsRow = {
      merchantId: merchant.id,
      firstDepositMin: readAmount(merchant, input.firstDepositMin, 'firstDepositMin'),
      firstDepositReward: zeroOr(input.firstDepositReward, 'firstDepositReward'),
      turnoverTarget: readAmount(merchant, input.turnoverTarget, 'turnoverTarget'),
      turnoverReward: zeroOr(input.turnoverReward, 'turnoverReward'),
      holdSharedIp: input.holdSharedIp,
      updatedAt: clock.now(),
    };
    await db.transaction(async (tx) => {
      const before = programmeOf(merchant, await repo.settingsOf(tx, merchant.id), clock.now());
      await repo.saveSettings(tx, row);
      await audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'referrals.settings',
        target: null,
        detail: { before: settingsOut(merchant, before), after: settingsOut(merchant, row) },
      });
    });
    return settingsOut(merchant, row);
  }

  return { list, review, settings, saveSettings };
}

function settingsOut(merchant: ResolvedMerchant, row: repo.SettingsRow) {
  return {
    firstDepositMin: showAmount(merchant, row.firstDepositMin),
    firstDepositReward: showAmount(merchant, row.firstDepositReward),
    turnoverTarget: showAmount(merchant, row.turnoverTarget),
    turnoverReward: showAmount(merchant, row.turnoverReward),
    holdSharedIp: row.holdSharedIp,
  };
}
