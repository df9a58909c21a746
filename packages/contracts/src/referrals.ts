// Invite friends (docs/referrals.md): a member's invite code and link, the friends who registered with it,
// and the rewards the member earns when a friend passes the merchant's thresholds (first deposit, turnover).
// A friend who shares the member's address or bank account is held for an operator to review.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput, requestId } from './money.ts';
import { text } from './text.ts';

export const REFERRAL_MILESTONES = ['first_deposit', 'turnover'] as const;
export type ReferralMilestone = (typeof REFERRAL_MILESTONES)[number];

/** active: counts; held: an operator must look at it first; rejected: earns nothing. */
export const REFERRAL_STATES = ['active', 'held', 'rejected'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const REFERRAL_REWARD_STATES = ['claimable', 'held', 'claimed', 'rejected'] as const;
export type ReferralRewardState = (typeof REFERRAL_REWARD_STATES)[number];

/** Why a referral waits for review. */
export const REFERRAL_HOLD_REASONS = ['same_ip', 'same_device', 'same_bank'] as const;
export type ReferralHoldReason = (typeof REFERRAL_HOLD_REASONS)[number];

/** The query parameter of an invite link: the register form reads it and sends it as referralCode. */
export const REFERRAL_LINK_PARAM = 'referralCode';

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(20);
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const referralRewardSchema = z.object({
  id: z.number().int(),
  milestone: z.enum(REFERRAL_MILESTONES),
  amount: amountOutput,
  state: z.enum(REFERRAL_REWARD_STATES),
  earnedAt: text(),
  claimedAt: text().nullable(),
});
export type ReferralReward = z.infer<typeof referralRewardSchema>;

export const referralProgrammeSchema = z.object({
  firstDepositMin: amountOutput,
  firstDepositReward: amountOutput,
  turnoverTarget: amountOutput,
  turnoverReward: amountOutput,
});
export type ReferralProgramme = z.infer<typeof referralProgrammeSchema>;

/** A friend as the referrer sees it: the username masked, and where it stands. */
export const refereeSchema = z.object({
  username: text(),
  registeredAt: text(),
  state: z.enum(REFERRAL_STATES),
  rewards: z.array(referralRewardSchema),
});

export const myReferralSchema = z.object({
  code: text(),
  programme: referralProgrammeSchema,
  friends: z.array(refereeSchema),
  totals: z.object({ friends: z.number().int(), earned: amountOutput, claimable: amountOutput }),
});
export type MyReferral = z.infer<typeof myReferralSchema>;

export const myReferralEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/referral',
  summary: "The member's invite code, the programme's rewards, its friends (usernames masked) and their rewards",
  tag: 'referrals',
  audience: 'member',
  response: myReferralSchema,
});

export const claimReferralRewardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/referral/rewards/:id/claim',
  summary: 'Claim a referral reward into the main wallet (once; the request id answers a repeat with the first claim)',
  tag: 'referrals',
  audience: 'member',
  params: idParams,
  body: z.object({ requestId }),
  response: z.object({ reward: referralRewardSchema, balance: amountOutput }),
});

export const consoleReferralSchema = z.object({
  id: z.number().int(),
  referrer: text(),
  referee: text(),
  registeredAt: text(),
  registerIp: text(),
  state: z.enum(REFERRAL_STATES),
  holdReasons: z.array(z.enum(REFERRAL_HOLD_REASONS)),
  reviewNote: text().nullable(),
  rewards: z.array(referralRewardSchema),
});
export type ConsoleReferral = z.infer<typeof consoleReferralSchema>;

export const listReferralsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/referrals',
  summary: 'Referrals newest first (optionally one state, or one referrer by username), with their rewards',
  tag: 'console-referrals',
  audience: 'operator',
  permission: 'referrals.read',
  query: z.object({ state: z.enum(REFERRAL_STATES).optional(), referrer: text().trim().max(64).optional(), page, pageSize }),
  response: z.object({
    items: z.array(consoleReferralSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    summary: z.object({ referrals: z.number().int(), held: z.number().int(), paid: amountOutput, claimable: amountOutput }),
  }),
});

export const reviewReferralEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/referrals/:id/review',
  summary: 'Release a held referral (its rewards become claimable) or reject it (its rewards are never paid); audited',
  tag: 'console-referrals',
  audience: 'operator',
  permission: 'referrals.write',
  params: idParams,
  body: z.object({ decision: z.enum(['release', 'reject']), note: text().trim().min(1, 'Please give a reason').max(500) }),
  response: consoleReferralSchema,
});

export const referralSettingsSchema = z.object({
  firstDepositMin: amountInput,
  firstDepositReward: z.union([amountInput, z.literal('0')]),
  turnoverTarget: amountInput,
  turnoverReward: z.union([amountInput, z.literal('0')]),
  holdSharedIp: z.boolean(),
});
export type ReferralSettingsInput = z.input<typeof referralSettingsSchema>;

export const referralSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/referrals/settings',
  summary: "The merchant's referral programme: thresholds, rewards and whether a shared address holds a referral",
  tag: 'console-referrals',
  audience: 'operator',
  permission: 'referrals.read',
  response: referralProgrammeSchema.extend({ holdSharedIp: z.boolean() }),
});

export const saveReferralSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/referrals/settings',
  summary: 'Change the referral programme (applies to rewards earned from now on; audited)',
  tag: 'console-referrals',
  audience: 'operator',
  permission: 'referrals.write',
  body: referralSettingsSchema,
  response: referralProgrammeSchema.extend({ holdSharedIp: z.boolean() }),
});
