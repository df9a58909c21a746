// A raffle's draw (docs/promotions.md, Raffles; ADR 0039), pure and replayable by anyone holding the revealed
// server seed and the published entry list.
//
// The entry list is the number of entries of each entrant, entrants in a fixed order (the server orders them by
// member id; only the counts are published). Its digest, SHA-256 of the counts written as decimal numbers joined
// by commas, is the client seed of the fair byte stream (nonce 0), so a result belongs to one list. Places are
// drawn in order, 1st first: each place draws one entry uniformly among the entries still in the drum
// (rejection sampling, FairRng.int), its entrant wins the place and all of that entrant's entries leave the drum.
// Every entry is therefore as likely as any other to be drawn, an entrant wins at most one place, and the number
// of winners is min(places, entrants).
import { FairError, toHex, utf8, type FairHash } from './fair/hash.ts';
import { FairRng, MAX_DRAW_RANGE } from './fair/rng.ts';

/** The canonical text of an entry list: "3,1,10". */
export function entryListText(counts: readonly number[]): string {
  return counts.join(',');
}

/** SHA-256 of the entry list's canonical text, hex: the draw's client seed. */
export function entryListDigest(counts: readonly number[], hash: FairHash): string {
  return toHex(hash.sha256(utf8(entryListText(counts))));
}

/**
 * The winners' positions in the entry list, in place order (index 0 is the 1st place).
 * @throws FairError fair_bad_entries (a count that is not a whole number from 1, or more entries than one draw can hold)
 */
export function drawRaffle(input: { serverSeed: string; counts: readonly number[]; places: number }, hash: FairHash): number[] {
  const { counts, places } = input;
  let remaining = 0;
  for (const count of counts) {
    if (!Number.isSafeInteger(count) || count < 1) throw new FairError('fair_bad_entries', 'Every entrant has a whole number of entries from 1');
    remaining += count;
  }
  if (remaining > MAX_DRAW_RANGE) throw new FairError('fair_bad_entries', 'Too many entries for one draw');
  if (!Number.isSafeInteger(places) || places < 0) throw new FairError('fair_bad_entries', 'The number of places is a whole number');
  const rng = new FairRng({ serverSeed: input.serverSeed, clientSeed: entryListDigest(counts, hash), nonce: 0 }, hash);
  const inDrum = counts.slice();
  const winners: number[] = [];
  while (winners.length < places && remaining > 0) {
    let ticket = rng.int(remaining);
    let position = 0;
    while (ticket >= inDrum[position]!) ticket -= inDrum[position++]!;
    winners.push(position);
    remaining -= inDrum[position]!;
    inDrum[position] = 0;
  }
  return winners;
}
