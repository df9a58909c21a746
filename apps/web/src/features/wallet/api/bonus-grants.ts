// The member's bonus grants (docs/wallet.md, Bonus money): active, queued and ended, with wagering progress.
// Kept up to date by the member event stream: a `bonus` event (a grant changed) and every balance event (a
// bet or win moved money) read them again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forfeitBonusEndpoint, memberBonusesEndpoint } from '@orbit/contracts/bonuses';
import { api } from '../../../lib/api.ts';
import { onMemberEvent } from '../../../lib/member-events.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

export function getBonusGrants() {
  return api.call(memberBonusesEndpoint);
}

export function useBonusGrants() {
  const account = useAccount();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onMemberEvent((event) => {
        if (event.type === 'bonus') void queryClient.invalidateQueries({ queryKey: walletKeys.grants(account) });
      }),
    [account, queryClient],
  );
  return useQuery({ queryKey: walletKeys.grants(account), queryFn: getBonusGrants, enabled: account !== null });
}

/** Gives up one grant; its balance goes back to the house. */
export function forfeitBonus(input: { id: number; requestId: string }) {
  return api.call(forfeitBonusEndpoint, { params: { id: input.id }, body: { requestId: input.requestId } });
}

export function useForfeitBonus() {
  return useWalletMutation(forfeitBonus);
}
