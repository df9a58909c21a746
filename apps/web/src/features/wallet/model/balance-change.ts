// Whether a pushed balance differs from the one on screen (the stream opens with the current balance, and a
// movement that changes nothing the member sees needs no re-read of the other wallet screens).
import type { Balance } from '@orbit/contracts/wallet';

export function balanceMoved(previous: Balance | undefined, next: Balance): boolean {
  if (!previous) return false;
  return previous.sumBalance !== next.sumBalance || previous.mainBalance !== next.mainBalance || previous.withdrawalHold !== next.withdrawalHold;
}
