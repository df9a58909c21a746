// What differs between the live tables: how a game draws its shared result from the round's seed, which
// spots a player may bet on, and what each spot returns. The result never depends on the bets (ADR 0015),
// so it is drawn once for the whole table; `verifyRound` of packages/games reproduces it from the seed.
import type { LiveGameCode, LiveResult } from '@orbit/contracts/house-live';
import { FairError } from '@orbit/games/fair/hash';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { FairRng } from '@orbit/games/fair/rng';
import { checkBaccaratBets, dealBaccarat, settleBaccaratBet, type BaccaratBetKind } from '@orbit/games/tables/baccarat';
import { TABLE_DEFINITIONS } from '@orbit/games/tables/definitions';
import { NIU_NIU_HOLD_MULTIPLE, NIU_NIU_MAX_SEATS, playNiuNiu, settleNiuNiuSeat, type NiuNiuHand } from '@orbit/games/tables/niu-niu';
import { HOUSE_GAMES } from '../../../modules/games/house-catalogue.ts';
import { coveredNumbers, pocketColor, settleRouletteBet, spinRoulette, type RouletteBetKind } from '@orbit/games/tables/roulette';

export interface LiveSeeds {
  serverSeed: string;
  clientSeed: string;
}

/** A room of a room game: its smallest base bet and its seats. */
export interface LiveRoom {
  roomId: string;
  minBet: bigint;
  seats: number;
}

export interface LiveGame {
  gameCode: LiveGameCode;
  statedRtp: number;
  /** Rooms of a room game (niu niu); empty: one table. */
  rooms: LiveRoom[];
  /** The shared result, drawn with nonce 0 from the round's own seed. */
  draw(seeds: LiveSeeds): LiveResult;
  /** Checks one spot and its stake (minor units). @throws FairError game_bad_bet */
  check(spot: string, stake: bigint): void;
  /** The amount a spot returns on a result (stake included; 0 when lost). */
  returned(result: LiveResult, spot: string, stake: bigint): bigint;
  /** Chip values in minor units of a currency with this many decimals (a room's, in a room game). */
  chips(exponent: number, room: LiveRoom | null): bigint[];
  /** What one request of bets holds of the balance while the round runs (niu niu: three times the base). */
  held(stake: bigint): bigint;
  /** Rules over a whole request (niu niu: one seat, and a base the room allows). @throws FairError game_bad_bet */
  checkRequest(spots: { spot: string; stake: bigint }[], room: LiveRoom | null): void;
}

const rngOf = (seeds: LiveSeeds) => new FairRng({ ...seeds, nonce: 0 }, nodeHash);
const rtpOf = (gameCode: string) => TABLE_DEFINITIONS.find((game) => game.id === gameCode)!.statedRtp;
const BACCARAT_SPOTS: readonly BaccaratBetKind[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

const oneTable = { rooms: [] as LiveRoom[], held: (stake: bigint) => stake, checkRequest: () => undefined };

const baccarat: LiveGame = {
  ...oneTable,
  gameCode: 'house-baccarat',
  statedRtp: rtpOf('house-baccarat'),
  draw(seeds) {
    const coup = dealBaccarat(rngOf(seeds));
    return { game: 'baccarat', ...coup };
  },
  check(spot, stake) {
    if (!BACCARAT_SPOTS.includes(spot as BaccaratBetKind)) throw new FairError('game_bad_bet', `${spot}: no such baccarat bet`);
    checkBaccaratBets({ [spot]: stake });
  },
  returned(result, spot, stake) {
    if (result.game !== 'baccarat') return 0n;
    return settleBaccaratBet({ ...result, player: result.player as never, banker: result.banker as never }, spot as BaccaratBetKind, stake);
  },
  // Banker stakes are whole multiples of 20 minor units (the 5% commission stays exact).
  chips: (exponent: number) => [1n, 5n, 10n, 50n, 100n].map((major) => major * 10n ** BigInt(Math.max(exponent, 0)) * (exponent >= 2 ? 1n : 20n)),
};

const OUTSIDE: Record<string, RouletteBetKind> = { red: 'red', black: 'black', odd: 'odd', even: 'even', low: 'low', high: 'high' };

/** A roulette spot as the engine's bet: `red`, `dozen:2`, `straight:17`, `split:17-20`… */
function rouletteBetOf(spot: string): { kind: RouletteBetKind; numbers?: number[] } {
  const [kind = '', list] = spot.split(':');
  if (OUTSIDE[kind] && list === undefined) return { kind: OUTSIDE[kind] };
  const numbers = list?.split('-').map(Number) ?? [];
  if (kind === 'dozen' || kind === 'column' || kind === 'straight' || kind === 'split' || kind === 'street' || kind === 'corner' || kind === 'line')
    return { kind, numbers };
  throw new FairError('game_bad_bet', `${spot}: not a bet on the layout`);
}

const roulette: LiveGame = {
  ...oneTable,
  gameCode: 'house-roulette',
  statedRtp: rtpOf('house-roulette'),
  draw(seeds) {
    const pocket = spinRoulette(rngOf(seeds));
    return { game: 'roulette', pocket, color: pocketColor(pocket) };
  },
  check(spot) {
    coveredNumbers(rouletteBetOf(spot));
  },
  returned(result, spot, stake) {
    if (result.game !== 'roulette') return 0n;
    return settleRouletteBet(coveredNumbers(rouletteBetOf(spot)), stake, result.pocket);
  },
  chips: (exponent: number) => [1n, 5n, 10n, 50n, 100n].map((major) => major * 10n ** BigInt(Math.max(exponent, 0))),
};

const seatOf = (spot: string) => {
  const match = /^seat:([1-9])$/.exec(spot);
  const seat = match ? Number(match[1]) : 0;
  if (seat < 1 || seat > NIU_NIU_MAX_SEATS) throw new FairError('game_bad_bet', `${spot}: not a seat at this table`);
  return seat;
};
const handView = (hand: NiuNiuHand) => ({ cards: hand.cards, rank: hand.rank, niuCards: hand.niuCards, multiple: hand.multiple });
/** The most a base may be in a room: ten times its smallest. */
export const NIU_NIU_MAX_BASE_MULTIPLE = 10n;

const niuNiu: LiveGame = {
  gameCode: 'house-niu-niu',
  statedRtp: rtpOf('house-niu-niu'),
  rooms: (HOUSE_GAMES.find((game) => game.gameCode === 'house-niu-niu')?.rooms ?? []).map((room) => ({
    roomId: room.roomId,
    minBet: BigInt(room.minBet),
    seats: room.seats,
  })),
  // Every seat is dealt (five hands, then the banker's) whatever the seating, so the deal never depends on
  // who sat down; the seats nobody took are simply not settled.
  draw(seeds) {
    const round = playNiuNiu(
      rngOf(seeds),
      Array.from({ length: NIU_NIU_MAX_SEATS }, () => 1n),
    );
    return {
      game: 'niuniu',
      seats: round.seats.map((seat) => ({ ...handView(seat.hand), beatsBanker: seat.won })),
      banker: handView(round.banker),
    };
  },
  check(spot) {
    seatOf(spot);
  },
  returned(result, spot, stake) {
    if (result.game !== 'niuniu') return 0n;
    const seat = seatOf(spot);
    const hand = result.seats[seat - 1]!;
    return settleNiuNiuSeat(seat - 1, stake, hand as NiuNiuHand, result.banker as NiuNiuHand).returned;
  },
  chips: (_exponent, room) => [1n, 2n, 5n, 10n].map((times) => times * (room?.minBet ?? 100n)),
  held: (stake) => stake * NIU_NIU_HOLD_MULTIPLE,
  checkRequest(spots, room) {
    if (!room) throw new FairError('game_bad_bet', 'Choose a room first');
    if (spots.length !== 1) throw new FairError('game_bad_bet', 'Take one seat per round');
    const [{ spot, stake }] = spots as [{ spot: string; stake: bigint }];
    if (seatOf(spot) > room.seats) throw new FairError('game_bad_bet', `${spot}: this room has ${room.seats} seats`);
    if (stake < room.minBet || stake > room.minBet * NIU_NIU_MAX_BASE_MULTIPLE)
      throw new FairError('game_bad_bet', 'The base bet is outside this room’s limits');
  },
};

export const LIVE_GAMES: Readonly<Record<LiveGameCode, LiveGame>> = { 'house-baccarat': baccarat, 'house-roulette': roulette, 'house-niu-niu': niuNiu };

/** A room game's room, or null for a one-table game. @throws FairError when the room is not the game's */
export function roomOf(game: LiveGame, roomId: string | undefined): LiveRoom | null {
  if (game.rooms.length === 0) return null;
  const room = game.rooms.find((candidate) => candidate.roomId === roomId);
  if (!room) throw new FairError('game_bad_bet', 'No such room');
  return room;
}
