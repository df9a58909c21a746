// Invite friends (docs/referrals.md), the member's side and the programme's rules: a member's invite code,
// the referral a registration with it makes (held for review when the friend shares the member's address or device),
// the rewards a friend's first deposit and turnover earn the member, and claiming them into the main wallet.
import { randomInt } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import type { MyReferral, ReferralHoldReason, ReferralMilestone } from '@orbit/contracts/referrals';
import type { RewardItem } from '@orbit/contracts/rewards';
import type { Tx } from '../../db/client.ts';
import { maskUsername } from '../../lib/mask-username.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { houseAccount, memberAccount } from '../wallet/addresses.ts';
import { showAmount } from '../wallet/money.ts';
import * as repo from './referrals.repo.ts';
import { referrerUsedDevice, referrerUsedIp, shareBankAccount } from './referral-signals.ts';
import { myReferral } from './referrals-mine.ts';
import { programmeOf, rewardOut, type ReferralDeps } from './referral-programme.ts';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** Referral rewards are cash in the main wallet (the reward centre says so per row). */
const PAID_IN_CASH = { paidAs: 'cash' as const, wageringMultiple: null };

export function createReferralService(deps: ReferralDeps) {
  const { database, clock, wallet } = deps;
  const db = database.db;

  /** The member's code, made on first use; a drawn code another member holds is drawn again. */
  async function codeFor(merchant: ResolvedMerchant, memberId: number): Promise<string> {
    for (;;) {
      const existing = await repo.codeOf(db, memberId);
      if (existing) return existing;
      const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      await repo.insertCode(db, { memberId, merchantId: merchant.id, code, createdAt: clock.now() });
    }
  }

  const mine = async (merchant: ResolvedMerchant, memberId: number): Promise<MyReferral> =>
    myReferral(deps, merchant, memberId, await codeFor(merchant, memberId));

  /** The registration port's first half: whose code this is. */
  async function resolve(merchant: ResolvedMerchant, code: string): Promise<{ referrerId: number } | undefined> {
    const referrerId = await repo.memberOfCode(db, merchant.id, code);
    return referrerId === undefined ? undefined : { referrerId };
  }

  /**
   * The registration port's second half, in the registration's transaction: the referral, held when the friend
   * registers from the referrer's address (when the programme says so) or from a device the referrer has used.
   */
  async function onRegistered(
    tx: Tx,
    merchant: ResolvedMerchant,
    entry: { referrerId: number; refereeId: number; ip: string; deviceId: string | null; at: Date },
  ) {
    const programme = programmeOf(merchant, await repo.settingsOf(tx, merchant.id), entry.at);
    const holdReasons: ReferralHoldReason[] = [];
    if (programme.holdSharedIp && (await referrerUsedIp(tx, entry.referrerId, entry.ip))) holdReasons.push('same_ip');
    if (entry.deviceId && (await referrerUsedDevice(tx, entry.referrerId, entry.deviceId))) holdReasons.push('same_device');
    await repo.insertReferral(tx, {
      merchantId: merchant.id,
      referrerId: entry.referrerId,
      refereeId: entry.refereeId,
      registeredAt: entry.at,
      registerIp: entry.ip,
      state: holdReasons.length > 0 ? 'held' : 'active',
      holdReasons,
    });
  }

  /**
   * A milestone reached: the reward is written once per referral and milestone, claimable when the referral
   * counts, held while it waits for review. Sharing a bank account with the referrer holds the referral.
   */
  async function earn(tx: Tx, merchant: ResolvedMerchant, referral: repo.ReferralRow, milestone: ReferralMilestone, amount: bigint) {
    if (amount <= 0n || referral.state === 'rejected') return;
    let state = referral.state;
    if (state === 'active' && (await shareBankAccount(tx, merchant.id, referral.referrerId, referral.refereeId))) {
      state = 'held';
      await repo.updateReferral(tx, referral.id, { state, holdReasons: [...new Set([...referral.holdReasons, 'same_bank'])] });
    }
    await repo.insertReward(tx, {
      merchantId: merchant.id,
      referralId: referral.id,
      referrerId: referral.referrerId,
      milestone,
      amount,
      currency: merchant.currency,
      state: state === 'held' ? 'held' : 'claimable',
      earnedAt: clock.now(),
    });
  }

  /** The payments module's listener: a credited deposit of a referee at or above the programme's minimum earns its referrer the first-deposit reward. */
  async function onDepositCredited(tx: Tx, merchant: ResolvedMerchant, deposit: { memberId: number; amount: bigint }) {
    const referral = await repo.referralOfReferee(tx, merchant.id, deposit.memberId, true);
    if (!referral) return;
    const programme = programmeOf(merchant, await repo.settingsOf(tx, merchant.id), clock.now());
    if (deposit.amount < programme.firstDepositMin) return;
    await earn(tx, merchant, referral, 'first_deposit', programme.firstDepositReward);
  }

  /**
   * Claims one reward into the main wallet (kind bonus, from the house's bonuses account). The row is locked,
   * so parallel claims pay once; the request id answers a repeat with the first claim.
   * @throws not_found, invalid_state (held, rejected or already claimed by another request), idempotency_conflict
   */
  async function claim(merchant: ResolvedMerchant, memberId: number, rewardId: number, requestId: string) {
    return db.transaction(async (tx) => {
      const reward = await repo.rewardForClaim(tx, merchant.id, memberId, rewardId);
      if (!reward) throw new ApiError('not_found', 'No such reward', { field: 'id' });
      if (reward.claimRequestId === requestId) return { reward: rewardOut(merchant, reward), balance: await mainBalance(tx, merchant, memberId) };
      const other = await repo.rewardByRequest(tx, merchant.id, memberId, requestId);
      if (other) throw new ApiError('idempotency_conflict', 'This request id was already used for a different request', { field: 'requestId' });
      if (reward.state !== 'claimable') throw new ApiError('invalid_state', stateMessage(reward.state));
      const moved = await wallet.move(tx, {
        merchantId: merchant.id,
        currency: reward.currency,
        idempotencyKey: `referral:reward:${reward.id}`,
        kind: 'bonus',
        memberId,
        reference: `referral:${reward.referralId}`,
        // A reason code the member's site words in its language (Bonus details), as a converted bonus's wagering_done.
        note: `referral_${reward.milestone}`,
        postings: [{ from: houseAccount('bonuses', memberId), to: memberAccount.main(memberId), amount: reward.amount }],
      });
      const done = await repo.updateReward(tx, reward.id, {
        state: 'claimed',
        claimedAt: clock.now(),
        claimRequestId: requestId,
        ledgerTransactionId: moved.transactionId,
      });
      return { reward: rewardOut(merchant, done), balance: showAmount(merchant, moved.balances.get(memberAccount.main(memberId)) ?? 0n) };
    });
  }

  async function mainBalance(tx: Tx, merchant: ResolvedMerchant, memberId: number): Promise<string> {
    return showAmount(merchant, await wallet.balanceOf(tx, merchant.id, memberAccount.main(memberId), merchant.currency));
  }

  /** The reward centre's view: claimable rewards and the last claimed ones, each with the friend's masked name. */
  async function rewardItems(merchant: ResolvedMerchant, memberId: number): Promise<{ claimable: RewardItem[]; history: RewardItem[] }> {
    const rows = await repo.rewardsWithFriends(db, merchant.id, memberId, ['claimable', 'claimed'], 200);
    const names = await deps.usernamesOf(merchant.id, [...new Set(rows.map((row) => row.refereeId))]);
    const items = rows.map(({ reward, refereeId }) => ({
      source: 'referral' as const,
      id: String(reward.id),
      kind: reward.milestone,
      detail: maskUsername(names.get(refereeId) ?? '?'),
      amount: showAmount(merchant, reward.amount),
      ...PAID_IN_CASH,
      state: reward.state === 'claimed' ? ('claimed' as const) : ('claimable' as const),
      at: (reward.claimedAt ?? reward.earnedAt).toISOString(),
    }));
    return { claimable: items.filter((item) => item.state === 'claimable'), history: items.filter((item) => item.state === 'claimed') };
  }

  return { mine, resolve, onRegistered, onDepositCredited, earn, claim, rewardItems };
}

function stateMessage(state: string): string {
  if (state === 'held') return 'This reward waits for a review of your friend’s account';
  if (state === 'rejected') return 'This reward was not granted';
  return 'This reward was already claimed';
}
