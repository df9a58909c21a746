// How a fishing shot (a house round of vendor HFISH) reads on the screen and in the last shots.
import type { FishShotView } from '@orbit/contracts/house-fishing';
import type { ShotResult } from '@orbit/games/fishing/fishing';
import { FISH_TYPES } from '@orbit/games/fishing/fishing';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { show, type RoundRow } from '../round-book.ts';

/** The bet of one cannon level in minor units (RM 0.10): level n stakes n × this. */
export const LEVEL_VALUE = 10n;

/** A ShotResult as stored in the round's outcome (bigints as strings): exactly fireShot's, so it verifies. */
export type StoredShot = Omit<ShotResult, 'stake' | 'payout'> & { stake: string; payout: string };

export interface SeedView {
  commitment: string;
  clientSeed: string;
  serverSeed: string | null;
}

export function shotView(merchant: ResolvedMerchant, row: RoundRow, seed: SeedView): FishShotView {
  const amount = (minor: bigint | string) => show(merchant, minor);
  const shot = row.outcome as unknown as StoredShot;
  return {
    roundId: row.roundId,
    at: row.createdAt.toISOString(),
    gameCode: row.gameCode,
    real: row.real,
    fishId: shot.fishId,
    cannonLevel: Number(row.stake / LEVEL_VALUE),
    multiplier: FISH_TYPES.find((fish) => fish.id === shot.fishId)?.multiplier ?? 0,
    captured: shot.captured,
    stake: amount(row.stake),
    win: amount(row.win),
    balanceBefore: row.balanceBefore === null ? null : amount(row.balanceBefore),
    balanceAfter: row.balanceAfter === null ? null : amount(row.balanceAfter),
    status: row.status as FishShotView['status'],
    errorCode: row.errorCode,
    draw: shot.draw,
    captureBelow: shot.captureBelow,
    drawRange: shot.drawRange,
    fairness: { commitment: seed.commitment, clientSeed: seed.clientSeed, nonce: row.nonce, serverSeed: seed.serverSeed },
  };
}
