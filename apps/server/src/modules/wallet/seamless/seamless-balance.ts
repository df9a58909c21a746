// The seamless wallet's balance action: what a player can stake (cash and the active bonus), read outside any money call.
import type { BalanceReply } from '@orbit/contracts/seamless';
import type { SeamlessCall, SeamlessCore } from './seamless-core.ts';

export function createBalance(core: SeamlessCore) {
  return async function balance(call: SeamlessCall, input: { player: string }): Promise<BalanceReply> {
    const member = await core.memberOf(call.merchant, input.player);
    return { currency: call.merchant.currency, balance: core.show(call.merchant, await core.playableBalance(core.db, call.merchant, member.id)) };
  };
}
