// The seamless wallet's authenticate action: a vendor learns who a launched player is and what they hold.
import type { AuthenticateReply } from '@orbit/contracts/seamless';
import { SeamlessError, type SeamlessCall, type SeamlessCore } from './seamless-core.ts';

export function createAuthenticate(core: SeamlessCore) {
  return async function authenticate(call: SeamlessCall, input: { token: string }): Promise<AuthenticateReply> {
    const holder = await core.holderOf(call, input.token);
    const member = await core.deps.members.byId(call.merchant.id, holder.memberId);
    if (!member) throw new SeamlessError('player_not_found', 'No such player at this merchant');
    return {
      player: member.username,
      currency: call.merchant.currency,
      balance: core.show(call.merchant, await core.playableBalance(core.db, call.merchant, member.id)),
      real: holder.real,
    };
  };
}
