// The sportsbook's trading desk (docs/sportsbook.md, Trading desk; ADR 0043), put together from its parts:
// reads (desk.reads.ts), manual trading (desk.trading.ts), results with four eyes (desk.results.ts) and members'
// stake factors (desk.stake-factors.ts). Changes go through the feed's one ingestion as producer `manual`.
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import type { DeskMarketInput } from '@orbit/contracts/sportsbook-desk';
import type { Sport } from '@orbit/contracts/sportsbook';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AuditService } from '../../console/audit.service.ts';
import type { Actor } from '../../site/site.service.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import type { createSportsReads } from '../book/reads.ts';
import type { FeedIngest } from '../feed/ingest.ts';
import { createDeskReads } from './desk.reads.ts';
import { createDeskResults, type SettlementInput } from './desk.results.ts';
import { createStakeFactors } from './desk.stake-factors.ts';
import { createDeskTrading } from './desk.trading.ts';

export type TradingDesk = ReturnType<typeof createTradingDesk>;

export function createTradingDesk(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  feed: FeedIngest;
  bookReads: ReturnType<typeof createSportsReads>;
  memberNamed: (merchantId: number, username: string) => Promise<string | undefined>;
}) {
  const results = createDeskResults(deps);
  const reads = createDeskReads({ ...deps, pendingOf: (merchant, eventId) => results.list(merchant, { status: 'pending', eventId }) });
  const trading = createDeskTrading(deps);
  const stakeFactors = createStakeFactors(deps);

  /** The match as it is after a change. */
  const then = async (merchant: ResolvedMerchant, changed: Promise<number>) => reads.event(merchant, await changed);

  /** Bets with their legs, the member and what was paid. */
  async function bets(merchant: ResolvedMerchant, query: Parameters<typeof reads.betPage>[1]) {
    const { found, total } = await reads.betPage(merchant, query);
    const views = await deps.bookReads.betViews(merchant, found);
    const money = (minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));
    return { items: views.map((bet, index) => ({ ...bet, player: found[index]!.player, paid: money(found[index]!.paid) })), total };
  }

  async function createEvent(
    merchant: ResolvedMerchant,
    input: { sport: Sport; competition: string; category: string; home: string; away: string; startsAt: string; markets: DeskMarketInput[] },
    actor: Actor,
  ) {
    return then(merchant, trading.createEvent(merchant, input, actor));
  }

  /** A settlement applied or held, and the match as it is after it. */
  async function settle(merchant: ResolvedMerchant, eventId: string, input: SettlementInput, actor: Actor) {
    const request = await results.request(merchant, eventId, input, actor);
    return { request, event: await reads.event(merchant, eventId) };
  }

  return { reads, trading, results, stakeFactors, then, bets, createEvent, settle };
}
