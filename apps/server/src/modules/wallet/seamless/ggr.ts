// GGR for the console: what each game and vendor kept (bets − wins) over days in the merchant's zone, read
// from the seamless vendor transactions, with the RTP observed beside the RTP a house game states. A refunded
// bet counts neither as a bet nor as a win. Rounds are dated by their transactions' time.
import { sql } from 'drizzle-orm';
import { consoleGgrEndpoint, type GgrRow } from '@orbit/contracts/console-games';
import { HOUSE_GAMES } from '@orbit/games/catalog';
import { rowsOf, type Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { showAmount } from '../money.ts';
import { dayRange } from '../day-range.ts';

interface Row {
  vendor_code: string;
  vendor_name: string;
  game_code: string;
  names: Record<string, string> | string | null;
  rounds: string;
  players: string;
  bets: string;
  wins: string;
}

const STATED = new Map(HOUSE_GAMES.map((game) => [game.id, game.statedRtp]));

export function createGgrReport(deps: { database: Database; clock: Clock }) {
  async function report(merchant: ResolvedMerchant, from: string, to: string) {
    const range = dayRange(merchant, deps.clock.now(), from, to);
    const result = await deps.database.db.execute(sql`
      SELECT v.code AS vendor_code, v.name AS vendor_name, st.game_code, min(g.names::text)::jsonb AS names,
        count(DISTINCT st.round_id) FILTER (WHERE st.kind = 'debit' AND st.status = 'applied') AS rounds,
        count(DISTINCT st.member_id) FILTER (WHERE st.kind = 'debit' AND st.status = 'applied') AS players,
        coalesce(sum(st.amount) FILTER (WHERE st.kind = 'debit' AND st.status = 'applied'), 0) AS bets,
        coalesce(sum(st.amount) FILTER (WHERE st.kind = 'credit' AND st.status = 'applied'), 0) AS wins
      FROM seamless_transactions st
      JOIN vendors v ON v.id = st.vendor_id
      LEFT JOIN games g ON g.vendor_id = st.vendor_id AND g.game_code = st.game_code
      WHERE st.merchant_id = ${merchant.id} AND st.created_at >= ${range.start.toISOString()}::timestamptz AND st.created_at < ${range.end.toISOString()}::timestamptz
      GROUP BY v.code, v.name, st.game_code
      ORDER BY v.code, st.game_code`);
    const money = (minor: bigint) => showAmount(merchant, minor);
    const row = (
      key: { vendorCode: string; gameCode: string; name: string },
      rounds: number,
      players: number,
      bets: bigint,
      wins: bigint,
      stated: number | null,
    ): GgrRow => ({
      ...key,
      rounds,
      players,
      bets: money(bets),
      wins: money(wins),
      ggr: money(bets - wins),
      observedRtp: bets > 0n ? percent(wins, bets) : null,
      statedRtp: stated === null ? null : stated.toFixed(2),
    });
    const rows = rowsOf<Row>(result);
    const games = rows.map((r) => {
      const names = typeof r.names === 'string' ? (JSON.parse(r.names) as Record<string, string>) : r.names;
      return row(
        { vendorCode: r.vendor_code, gameCode: r.game_code, name: names?.EN ?? r.game_code },
        Number(r.rounds),
        Number(r.players),
        BigInt(r.bets),
        BigInt(r.wins),
        STATED.get(r.game_code) ?? null,
      );
    });
    const byVendor = new Map<string, { name: string; rounds: number; players: number; bets: bigint; wins: bigint }>();
    for (const r of rows) {
      const sum = byVendor.get(r.vendor_code) ?? { name: r.vendor_name, rounds: 0, players: 0, bets: 0n, wins: 0n };
      sum.rounds += Number(r.rounds);
      // A player of two games of one vendor counts in both: the vendor's figure is an upper bound.
      sum.players = Math.max(sum.players, Number(r.players));
      sum.bets += BigInt(r.bets);
      sum.wins += BigInt(r.wins);
      byVendor.set(r.vendor_code, sum);
    }
    const vendors = [...byVendor].map(([code, s]) => row({ vendorCode: code, gameCode: code, name: s.name }, s.rounds, s.players, s.bets, s.wins, null));
    const bets = rows.reduce((sum, r) => sum + BigInt(r.bets), 0n);
    const wins = rows.reduce((sum, r) => sum + BigInt(r.wins), 0n);
    return { games, vendors, totals: { rounds: games.reduce((n, g) => n + g.rounds, 0), bets: money(bets), wins: money(wins), ggr: money(bets - wins) } };
  }

  return { report };
}

/** a ÷ b as a percentage with two decimals, rounded half up, in integers. */
function percent(a: bigint, b: bigint): string {
  const hundredths = (a * 10_000n * 2n + b) / (2n * b);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

export function registerGgrRoutes(kit: RouteKit, deps: { ggr: ReturnType<typeof createGgrReport> }) {
  kit.route(consoleGgrEndpoint, ({ merchant, query }) => deps.ggr.report(merchant, query.from, query.to));
}
