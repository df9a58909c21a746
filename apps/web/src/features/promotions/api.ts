// The promotions calls of the member site (docs/promotions.md). Only the lazy promotions pages import this
// file, so the contracts and the client never reach the first load.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPromotionsEndpoint, myPromotionsEndpoint, promotionDetailEndpoint, type PromotionCategory, type PromotionTag } from '@orbit/contracts/promotions';
import { myRaffleEndpoint, raffleResultEndpoint } from '@orbit/contracts/raffles';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { useCurrentLanguage } from '../../lib/use-current-language.ts';

export const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: string, category: PromotionCategory | null, tag: PromotionTag | null) => ['promotions', 'list', language, category, tag] as const,
  detail: (language: string, id: number) => ['promotions', 'detail', language, id] as const,
  mine: (account: string | null, language: string) => ['promotions', 'mine', account, language] as const,
};

export function usePromotions(category: PromotionCategory | null, tag: PromotionTag | null) {
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: promotionKeys.list(language, category, tag),
    queryFn: () => api.call(listPromotionsEndpoint, { query: { ...(category ? { category } : {}), ...(tag ? { tag } : {}) } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function usePromotion(id: number | null) {
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: promotionKeys.detail(language, id ?? 0),
    queryFn: () => api.call(promotionDetailEndpoint, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
  });
}

/** The member's states with each promotion, claims and applications; nothing for a visitor. */
export function useMyPromotions() {
  const { account } = useSession();
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: promotionKeys.mine(account, language),
    queryFn: () => api.call(myPromotionsEndpoint),
    enabled: account !== null,
  });
}

/** A raffle's draw: its commitment before, the revealed seed and masked winners after. */
export function useRaffleResult(id: number) {
  return useQuery({
    queryKey: ['promotions', 'raffle', id] as const,
    queryFn: () => api.call(raffleResultEndpoint, { params: { id } }),
    refetchInterval: (query) => (query.state.data?.state === 'drawn' ? false : 60_000),
  });
}

/** The member's entries in a raffle and its prize; nothing for a visitor. */
export function useMyRaffle(id: number) {
  const { account } = useSession();
  return useQuery({
    queryKey: ['promotions', 'raffle', id, 'mine', account] as const,
    queryFn: () => api.call(myRaffleEndpoint, { params: { id } }),
    enabled: account !== null,
  });
}
