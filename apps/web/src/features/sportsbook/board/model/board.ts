// The board's matches as the page lays them out, and what a stream update does to them: pure, so the tests
// read them without a page. Leagues are kept in the order their first match starts; esports are filtered by
// game (the competition's category: "CS2", "Mobile Legends").
import type { SportEvent } from '@orbit/contracts/sportsbook';

export type BoardTab = 'today' | 'early' | 'live';

export interface League {
  competitionId: string;
  name: string;
  category: string;
  events: SportEvent[];
}

/** The matches grouped by league, leagues in the order of their first match, matches in the order given. */
export function groupByLeague(events: readonly SportEvent[]): League[] {
  const leagues = new Map<string, League>();
  for (const event of events) {
    const { competitionId, name, category } = event.competition;
    const league = leagues.get(competitionId) ?? { competitionId, name, category, events: [] };
    league.events.push(event);
    leagues.set(competitionId, league);
  }
  return [...leagues.values()];
}

/** The esports games on the board with how many matches each has, in the order they first appear. */
export function gamesOf(events: readonly SportEvent[]): { game: string; events: number }[] {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.competition.category, (counts.get(event.competition.category) ?? 0) + 1);
  return [...counts].map(([game, count]) => ({ game, events: count }));
}

/** Whether a match in this state belongs on the tab (today and early hold matches not started). */
const belongs = (event: SportEvent, tab: BoardTab) => (tab === 'live' ? event.status === 'live' : event.status === 'pre');

/** The match as the board shows it: only the markets a member can still look at (open or suspended). */
export const boardView = (event: SportEvent): SportEvent => ({
  ...event,
  markets: event.markets.filter((market) => market.status === 'open' || market.status === 'suspended'),
});

/**
 * The board's matches after the stream sent `changed` as it now stands: replaced where shown, dropped when it
 * no longer belongs on the tab (started, ended), added to the live tab when it went live. A new match of today
 * or early is left to the next read of the board, which knows the tab's dates. Answers the same array when
 * nothing it shows changed.
 */
export function applyMatch(events: readonly SportEvent[], changed: SportEvent, tab: BoardTab): readonly SportEvent[] {
  const at = events.findIndex((event) => event.eventId === changed.eventId);
  if (at === -1) {
    if (tab !== 'live' || changed.status !== 'live') return events;
    return [...events, boardView(changed)].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || Number(a.eventId) - Number(b.eventId));
  }
  if (!belongs(changed, tab)) return events.filter((_, index) => index !== at);
  return events.map((event, index) => (index === at ? boardView(changed) : event));
}

export type Move = 'up' | 'down';

/** The outcomes whose price moved from `before` to `after`, and which way. */
export function priceMoves(before: SportEvent | undefined, after: SportEvent): Map<string, Move> {
  const moves = new Map<string, Move>();
  if (!before) return moves;
  const old = new Map(before.markets.flatMap((market) => market.outcomes.map((outcome) => [outcome.outcomeId, Number(outcome.odds)] as const)));
  for (const market of after.markets)
    for (const outcome of market.outcomes) {
      const was = old.get(outcome.outcomeId);
      const now = Number(outcome.odds);
      if (was !== undefined && was !== now) moves.set(outcome.outcomeId, now > was ? 'up' : 'down');
    }
  return moves;
}
