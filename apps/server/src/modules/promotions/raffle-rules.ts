// A raffle's rules as pure functions (docs/promotions.md, Raffles): the editor's input as columns, the places
// its prize lines pay, a member's entries from what it counted, and the calendar days turnover counts on.
import { zonedDay, zonedWallTime, wallTimeOf } from '@orbit/contracts/format';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor, parseAmount } from '@orbit/contracts/money';
import type { RaffleInput, RaffleTerms } from '@orbit/contracts/raffles';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { RaffleRow } from './raffles.repo.ts';

export interface PrizeLine {
  amount: bigint;
  count: number;
}

/** The prize lines of a raffle row. */
export function prizeLines(raffle: Pick<RaffleRow, 'prizes'>): PrizeLine[] {
  return raffle.prizes.map((line) => ({ amount: BigInt(line.amount), count: line.count }));
}

/** The prize of each place, 1st first: [888, 388, 88, 88, 88, 88, 88]. */
export function placeAmounts(lines: readonly PrizeLine[]): bigint[] {
  return lines.flatMap((line) => Array.from({ length: line.count }, () => line.amount));
}

export function prizeTotal(lines: readonly PrizeLine[]): bigint {
  return lines.reduce((sum, line) => sum + line.amount * BigInt(line.count), 0n);
}

/** One entry per unit counted, at most the raffle's cap. */
export function entriesOf(counted: bigint, raffle: Pick<RaffleRow, 'entryUnit' | 'maxEntries'>): number {
  const whole = counted / raffle.entryUnit;
  return whole > BigInt(raffle.maxEntries) ? raffle.maxEntries : Number(whole);
}

/**
 * The merchant-calendar days whose valid turnover counts: from the promotion's start (or the raffle's creation)
 * to the draw's day. member_turnover keeps days, so the first and last day count whole.
 */
export function turnoverDays(raffle: Pick<RaffleRow, 'drawsAt'>, startsAt: Date | null, createdAt: Date, timeZone: string): { from: string; to: string } {
  return { from: zonedDay(startsAt ?? createdAt, timeZone), to: zonedDay(new Date(raffle.drawsAt.getTime() - 1), timeZone) };
}

function refuse(field: string, message: string): never {
  throw new ApiError('validation_failed', message, { field: `raffle.${field}` });
}

/**
 * The raffle's columns from the editor's input: the draw time read in the merchant's zone, amounts in minor units.
 * @throws validation_failed (field raffle.drawAt, raffle.prizes, budget), amount_invalid (field raffle.entryUnit, raffle.prizes)
 */
export function raffleColumnsOf(
  merchant: ResolvedMerchant,
  input: RaffleInput,
  schedule: { startsAt: Date | null; endsAt: Date | null; budget: bigint | null },
  now: Date,
) {
  const exponent = exponentOf(merchant.currency);
  const amount = (value: string, field: string) => {
    const parsed = parseAmount(value, exponent);
    if (!parsed.ok) throw new ApiError('amount_invalid', `${field}: not an amount of this currency`, { field: `raffle.${field}` });
    return parsed.minor;
  };
  const drawsAt = zonedWallTime(input.drawAt, merchant.timeZone);
  if (drawsAt <= now) refuse('drawAt', 'The draw time has passed');
  if (schedule.startsAt && drawsAt <= schedule.startsAt) refuse('drawAt', 'The draw comes after the start');
  if (schedule.endsAt && drawsAt > schedule.endsAt) refuse('drawAt', 'The draw comes before the end, so members can see the results');
  const prizes = input.prizes.map((line) => ({ amount: amount(line.amount, 'prizes'), count: line.count }));
  if (schedule.budget !== null && schedule.budget < prizeTotal(prizes))
    throw new ApiError('validation_failed', 'The budget cannot pay every prize', { field: 'budget' });
  return {
    drawsAt,
    entryBasis: input.entryBasis,
    entryUnit: amount(input.entryUnit, 'entryUnit'),
    maxEntries: input.maxEntries,
    prizes: prizes.map((line) => ({ amount: String(line.amount), count: line.count })),
  };
}

/** The terms a card and the detail page show. */
export function raffleTermsOf(merchant: ResolvedMerchant, raffle: RaffleRow): RaffleTerms {
  const exponent = exponentOf(merchant.currency);
  const lines = prizeLines(raffle);
  let place = 1;
  return {
    drawsAt: raffle.drawsAt.toISOString(),
    entryBasis: raffle.entryBasis as RaffleTerms['entryBasis'],
    entryUnit: formatMinor(raffle.entryUnit, exponent),
    maxEntries: raffle.maxEntries,
    prizes: lines.map((line) => {
      const fromPlace = place;
      place += line.count;
      return { fromPlace, toPlace: place - 1, amount: formatMinor(line.amount, exponent), count: line.count };
    }),
    prizeTotal: formatMinor(prizeTotal(lines), exponent),
    commitment: raffle.commitment,
  };
}

/** The console's view of the raffle's input, the draw time back in the merchant's zone. */
export function raffleInputOf(merchant: ResolvedMerchant, raffle: RaffleRow) {
  const exponent = exponentOf(merchant.currency);
  return {
    drawAt: wallTimeOf(raffle.drawsAt, merchant.timeZone),
    drawsAt: raffle.drawsAt.toISOString(),
    entryBasis: raffle.entryBasis as RaffleTerms['entryBasis'],
    entryUnit: formatMinor(raffle.entryUnit, exponent),
    maxEntries: raffle.maxEntries,
    prizes: prizeLines(raffle).map((line) => ({ amount: formatMinor(line.amount, exponent), count: line.count })),
    state: raffle.state as 'open' | 'drawn',
  };
}
