// The sportsbook's service (docs/sportsbook.md): the member's calls put together from the book's parts —
// placing a bet (book/bets.place.ts), reading the board and the player's bets (book/reads.ts) — and the
// passes the jobs run: the built-in feed (feed/simulator.ts) and the bets' money (book/bets.money.ts).
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { HouseWallet } from '../../vendors/house/house-wallet.ts';
import { apiErrorOf } from '../../vendors/house/round-book.ts';
import type { BetInput } from './book/bets.check.ts';
import { createBetMoney } from './book/bets.money.ts';
import { createBetPlacement } from './book/bets.place.ts';
import { createCashOut } from './book/cash-out.ts';
import { createSportsReads } from './book/reads.ts';
import { createFeedIngest, type MatchChange } from './feed/ingest.ts';
import { createProducerWatch } from './feed/producers.ts';
import { createSportsResults } from './book/results.ts';
import { createFeedSimulator } from './feed/simulator.ts';
import { SPORTSBOOK_VENDOR } from './sportsbook-games.ts';

export type SportsbookService = ReturnType<typeof createSportsbookService>;

export function createSportsbookService(deps: {
  database: Database;
  clock: Clock;
  wallet: HouseWallet;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
  /** Hears each match the feed changed, after the change committed (the board's stream). */
  onMatchChanged?: (change: MatchChange) => void;
}) {
  const feed = createFeedIngest({ ...deps, onChanged: deps.onMatchChanged });
  const simulator = createFeedSimulator({ ...deps, feed });
  const money = createBetMoney(deps);
  const placement = createBetPlacement(deps);
  const reads = createSportsReads(deps);
  const producers = createProducerWatch(deps);
  const cashOuts = createCashOut({ ...deps, pay: money.pay });
  const finished = createSportsResults(deps);

  /** @throws every refusal of placement (bets.place.ts) */
  async function placeBet(merchant: ResolvedMerchant, input: BetInput) {
    const placed = await placement.place(merchant, input);
    const [bet] = await reads.betViews(merchant, [placed.bet]);
    return { bet: bet!, balance: placed.balance };
  }

  /** The player's bets; their live bets past their delay are decided first. @throws game_token_invalid */
  async function myBets(merchant: ResolvedMerchant, input: { token: string; status: 'open' | 'settled' | 'all'; page: number; pageSize: number }) {
    let player;
    try {
      player = await deps.wallet.call({ merchantId: merchant.id, merchantCode: merchant.code, vendorCode: SPORTSBOOK_VENDOR }, 'authenticate', {
        token: input.token,
      });
    } catch (error) {
      throw apiErrorOf(error);
    }
    await money.decideDue(merchant, player.player);
    return reads.myBets(merchant, player.player, input);
  }

  /** @throws every refusal of cash-out (book/cash-out.ts) */
  async function cashOut(merchant: ResolvedMerchant, input: { token: string; betId: string; amount: string; requestId: string }) {
    const bet = await cashOuts.cashOut(merchant, input);
    const [view] = await reads.betViews(merchant, [bet]);
    return { bet: view! };
  }

  return {
    placeBet,
    cashOutQuote: cashOuts.quote,
    cashOut,
    myBets,
    board: reads.board,
    event: reads.event,
    results: finished.results,
    rules: finished.rules,
    /** The feed port: a provider's adapter hands its messages here. */
    ingest: feed.ingest,
    feedPass: simulator.pass,
    /** Producers silent past the threshold marked down and their markets suspended (the led loop, or a test's tick). */
    checkProducers: producers.check,
    watchProducers: producers.run,
    publishFeed: simulator.publish,
    moneyPass: money.pass,
    payBet: money.pay,
    decideBet: money.decide,
    /** For the trading desk, which publishes through the same ingestion and reads bets as members do. */
    feed,
    reads,
  };
}
