// The reward centre (docs/referrals.md, Reward centre): everything a member can claim, from every programme
// that pays rewards (referral rewards, cashback waiting to be claimed, promotions' rewards), with a claim
// button each and the history of what was claimed.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { amountOutput, requestId } from './money.ts';
import { text } from './text.ts';

/** The programmes a reward comes from; each names its own kinds (referral: first_deposit, turnover…). */
export const REWARD_SOURCES = ['referral', 'rebate', 'promotion'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export const rewardItemSchema = z.object({
  source: z.enum(REWARD_SOURCES),
  /** The reward's id within its programme (a string: programmes number their rewards their own way). */
  id: text(),
  /** What it is within the programme, an i18n key under rewards.kinds.<source>. */
  kind: text(),
  /** A short detail the site shows beside the kind: a friend's masked name, a period, a promotion's title. */
  detail: text().nullable(),
  amount: amountOutput,
  /**
   * Where the money goes: `cash` into the main wallet, `bonus` as a bonus grant that must be wagered
   * `wageringMultiple` times before it turns to cash (docs/wallet.md, Bonus money).
   */
  paidAs: z.enum(['cash', 'bonus']),
  wageringMultiple: z.number().int().nullable(),
  state: z.enum(['claimable', 'claimed']),
  at: text(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const myRewardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/rewards',
  summary: 'What the member can claim now from every programme, and what it claimed lately (newest first)',
  tag: 'rewards',
  audience: 'member',
  response: z.object({ claimable: z.array(rewardItemSchema), history: z.array(rewardItemSchema), total: amountOutput }),
});

export const claimRewardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/rewards/claim',
  summary:
    'Claim one reward (into the main wallet, or as a bonus grant where the row says so); a repeat with the same request id answers the first claim; answers the main balance',
  tag: 'rewards',
  audience: 'member',
  body: z.object({ source: z.enum(REWARD_SOURCES), id: text().trim().min(1).max(64), requestId }),
  response: z.object({ balance: amountOutput }),
});
