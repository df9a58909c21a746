// The reward centre's and invite page's calls (docs/referrals.md). Only their lazy screens import this file.
import { claimRewardEndpoint, myRewardsEndpoint, type RewardSource } from '@orbit/contracts/rewards';
import { myReferralEndpoint } from '@orbit/contracts/referrals';
import { normaliseRedeemCode, redeemCodeEndpoint } from '@orbit/contracts/redeem-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../lib/api.ts';
import { newRequestId, outcomeUnknown } from '../../lib/request-id.ts';
import { useSession } from '../../lib/session.ts';

const rewardKeys = {
  all: ['rewards'] as const,
  referral: (account: string | null) => ['rewards', 'referral', account] as const,
  centre: (account: string | null) => ['rewards', 'centre', account] as const,
};

function useAccount(): string | null {
  const { account, loggedIn } = useSession();
  return loggedIn ? account : null;
}

export function useMyReferral() {
  const account = useAccount();
  return useQuery({ queryKey: rewardKeys.referral(account), queryFn: () => api.call(myReferralEndpoint), enabled: account !== null });
}

export function useMyRewards() {
  const account = useAccount();
  return useQuery({ queryKey: rewardKeys.centre(account), queryFn: () => api.call(myRewardsEndpoint), enabled: account !== null });
}

/**
 * Claims one reward. Each click is one action with its own request id, kept for a retry after an answer that
 * never came (the server answers the first claim again), so a reward is never paid twice.
 */
export function useClaimReward() {
  const queryClient = useQueryClient();
  const open = useRef(new Map<string, string>()).current;
  return useMutation({
    mutationFn: async (reward: { source: RewardSource; id: string }) => {
      const key = `${reward.source}:${reward.id}`;
      const requestId = open.get(key) ?? newRequestId();
      open.set(key, requestId);
      try {
        const reply = await api.call(claimRewardEndpoint, { body: { ...reward, requestId } });
        open.delete(key);
        return reply;
      } catch (error) {
        // A definite refusal ends the action; a lost answer keeps the id for the retry.
        if (!outcomeUnknown(error)) open.delete(key);
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}

/**
 * Redeems a code typed in the reward centre (docs/promotions.md, Redeem codes). The same code sent again after an
 * answer that never came carries the same request id, so the server answers the first redemption.
 */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  const open = useRef(new Map<string, string>()).current;
  return useMutation({
    mutationFn: async (typed: string) => {
      const key = normaliseRedeemCode(typed);
      const requestId = open.get(key) ?? newRequestId();
      open.set(key, requestId);
      try {
        const reply = await api.call(redeemCodeEndpoint, { body: { requestId, code: typed } });
        open.delete(key);
        return reply;
      } catch (error) {
        if (!outcomeUnknown(error)) open.delete(key);
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}
