// The sportsbook in tests: a player launched into the sportsbook game with money in the wallet, matches fed
// through the feed port as a provider's adapter would, and bets placed through the member contract.
import { and, eq } from 'drizzle-orm';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { placeSportBetEndpoint } from '@orbit/contracts/sportsbook';
import type { TestApp } from '../helpers.ts';
import { moneyMember, walletOf, type MoneyMember } from './payments.ts';
import { sportBets, sportEvents, sportMarkets, sportOutcomes } from '../../src/db/schema/sportsbook.ts';
import type { FeedMarket, FeedMessage } from '../../src/modules/sportsbook/feed/messages.ts';

export type SportsPlayer = MoneyMember & { gameToken: string };

/** A member with `funds` (minor units) launched into the sportsbook, holding the launch's token. */
export async function sportsPlayer(t: TestApp, funds: bigint, accountType = 1): Promise<SportsPlayer> {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  const gameId = games.find((game) => game.gameCode === 'house-sportsbook')!.gameId;
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId, accountType } });
  if (launched.mode !== 'page') throw new Error('the sportsbook opens on its own page');
  return { ...member, gameToken: launched.token };
}

export const sportsApi = (t: TestApp) => t.client(() => ({ merchant: 'HGOLD' }));

let seq = 0;
export const betId = (label = 'bet') => `${label}-${Date.now().toString(36)}-${++seq}`;
let messageSeq = 0;
const head = (t: TestApp) => ({ producer: 'test', messageId: `m${++messageSeq}`, sentAt: t.clock.now().toISOString() });

/** A feed message without its header (a messageId may be given, to replay one). */
export type FeedInput = FeedMessage extends infer M
  ? M extends FeedMessage
    ? Omit<M, 'producer' | 'messageId' | 'sentAt'> & { messageId?: string }
    : never
  : never;

/** Feeds one message as the provider's adapter would. */
export async function feed(t: TestApp, message: FeedInput) {
  const merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
  return t.services.sportsbook.ingest(merchant.id, { ...head(t), ...message } as FeedMessage);
}

export const footballMarkets = (odds: { home: number; draw: number; away: number }, status: 'open' | 'suspended' = 'open'): FeedMarket[] => [
  {
    type: '1x2',
    specifiers: '',
    status,
    outcomes: [
      { outcome: 'home', odds: odds.home },
      { outcome: 'draw', odds: odds.draw },
      { outcome: 'away', odds: odds.away },
    ],
  },
  {
    type: 'ah',
    specifiers: 'hcp=-0.75',
    status,
    outcomes: [
      { outcome: 'home', odds: 19_500 },
      { outcome: 'away', odds: 19_000 },
    ],
  },
];

/** A football match announced with its 1x2 and AH −0.75 markets; live when `live`. */
export async function footballMatch(t: TestApp, ref: string, options: { live?: boolean; startsInMs?: number } = {}) {
  await feed(t, {
    kind: 'fixture_change',
    fixture: {
      ref,
      sport: 'football',
      competition: { ref: 'test:league', name: 'Test League', category: 'Malaysia' },
      home: `${ref} Home`,
      away: `${ref} Away`,
      startsAt: new Date(t.clock.now().getTime() + (options.startsInMs ?? 3_600_000)).toISOString(),
      status: options.live ? 'live' : 'pre',
    },
  });
  await feed(t, {
    kind: 'odds_change',
    eventRef: ref,
    status: options.live ? 'live' : 'pre',
    markets: footballMarkets({ home: 19_000, draw: 34_000, away: 40_000 }),
  });
}

/** The outcome id of `outcome` in the market `type`/`specifiers` of match `ref`. */
export async function outcomeId(t: TestApp, ref: string, type: string, specifiers: string, outcome: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: sportOutcomes.id })
    .from(sportOutcomes)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportOutcomes.marketId))
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .where(and(eq(sportEvents.ref, ref), eq(sportMarkets.type, type), eq(sportMarkets.specifiers, specifiers), eq(sportOutcomes.outcome, outcome)));
  return String(row!.id);
}

export function placeBet(
  t: TestApp,
  player: SportsPlayer,
  legs: { outcomeId: string; odds: string }[],
  stake: string,
  acceptOdds: 'none' | 'higher' | 'any' = 'none',
  requestId = betId(),
) {
  return sportsApi(t).call(placeSportBetEndpoint, { body: { token: player.gameToken, legs, stake, acceptOdds, requestId } });
}

export const betsOf = (t: TestApp, player: MoneyMember) =>
  t.database.db.select().from(sportBets).where(eq(sportBets.player, player.username)).orderBy(sportBets.id);
export const mainOf = async (t: TestApp, player: MoneyMember) => (await walletOf(t, player)).main;
