// Raffle tests' helpers (docs/promotions.md, Raffles): a raffle promotion made and published through the console
// with its draw at a wall-clock time of the demo merchant's zone, entries earned by deposits as the deposit-credit
// listener records them, and one run of the draw job.
import type { ApiClient } from '@orbit/contracts/client';
import { zonedDay, zonedWallTime } from '@orbit/contracts/format';
import type { RaffleInput } from '@orbit/contracts/raffles';
import type { TestApp } from '../helpers.ts';
import { merchantOf } from './payments.ts';
import { publishedPromotion } from './promotions.ts';
import type { PromotionInput } from '@orbit/contracts/console-promotions';

export const ZONE = 'Asia/Kuala_Lumpur';

/** The wall-clock time `days` calendar days after the clock's day, at hh:mm in the merchant's zone. */
export function localTime(t: TestApp, days: number, time = '20:00'): string {
  const day = zonedDay(new Date(t.clock.now().getTime() + days * 86_400_000), ZONE);
  return `${day}T${time}`;
}

export function raffleTerms(t: TestApp, overrides: Partial<RaffleInput> = {}): RaffleInput {
  return {
    drawAt: localTime(t, 2),
    entryBasis: 'deposit',
    entryUnit: '50.00',
    maxEntries: 10,
    prizes: [
      { amount: '888.00', count: 1 },
      { amount: '388.00', count: 1 },
      { amount: '88.00', count: 5 },
    ],
    ...overrides,
  };
}

/** A published raffle; answers its id and the instant of its draw. */
export async function publishedRaffle(t: TestApp, cms: ApiClient, raffle: Partial<RaffleInput> = {}, promotion: Partial<PromotionInput> = {}) {
  const terms = raffleTerms(t, raffle);
  const id = await publishedPromotion(cms, {
    kind: 'raffle',
    category: 'other',
    title: { EN: 'Lucky draw', MS: 'Cabutan bertuah' },
    fixedAmount: null,
    wageringMultiple: 0,
    ...promotion,
    raffle: terms,
  });
  return { id, drawsAt: zonedWallTime(terms.drawAt, ZONE) };
}

let deposits = 900_000;
/** Records a credited deposit as the payments module's listener does; answers the deposit id used. */
export async function depositEntry(t: TestApp, member: { id: number; merchantId: number }, amount: bigint, depositId = ++deposits): Promise<number> {
  const merchant = await merchantOf(t, member);
  await t.database.db.transaction((tx) => t.services.raffles.onDeposit(tx, merchant, { id: depositId, memberId: member.id, amount }));
  return depositId;
}

/** Runs one period of the draw job, as the job runner does after its claim (the job opens its own transactions). */
export async function runDrawJob(t: TestApp) {
  const job = t.jobs.definitions.find((definition) => definition.name === 'promotions.raffles.draw')!;
  const now = t.clock.now();
  return job.run(t.database.db as never, { start: now, end: new Date(now.getTime() + 60_000) }) as Promise<{ drawn: unknown[] }>;
}
