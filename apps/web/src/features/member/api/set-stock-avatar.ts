import { setStockAvatarEndpoint, type STOCK_AVATARS } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';
import { useMemberMutation } from './use-member-mutation.ts';

export type StockAvatar = (typeof STOCK_AVATARS)[number];

export function setStockAvatar(stock: StockAvatar) {
  return api.call(setStockAvatarEndpoint, { body: { stock } });
}

export function useSetStockAvatar() {
  return useMemberMutation(setStockAvatar, (reply) => reply);
}
