// Responsible-gaming gates for the money and game calls (deposit, bet, game launch): a
// cooling-off or self-excluded member is refused at once (docs/members.md), whatever the page they come from.
import { ApiError } from '@orbit/contracts/envelope';
import type { AuthenticatedMember } from './members.types.ts';

/**
 * Refuses a member who may not gamble right now.
 * @throws self_excluded, cooling_off
 */
export function assertMayGamble(member: Pick<AuthenticatedMember, 'coolOffUntil' | 'selfExcludedUntil'>, now: Date): void {
  if (member.selfExcludedUntil && member.selfExcludedUntil > now)
    throw new ApiError('self_excluded', `This account is self-excluded until ${member.selfExcludedUntil.toISOString()}`);
  if (member.coolOffUntil && member.coolOffUntil > now)
    throw new ApiError('cooling_off', `This account is cooling off until ${member.coolOffUntil.toISOString()}`);
}
