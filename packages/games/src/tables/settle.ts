// Shared checks of table-game stakes.
import { FairError } from '../fair/hash.ts';

export function checkStake(stake: unknown, field: string, step = 1n): bigint {
  if (typeof stake !== 'bigint' || stake <= 0n || stake % step !== 0n) {
    throw new FairError('game_bad_bet', `${field}: the stake must be a positive multiple of ${step} minor units`);
  }
  return stake;
}
