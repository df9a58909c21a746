// The betting record (personalHistoryCopy): the member's rounds at every seamless vendor, read from the
// vendor transactions the wallet keeps (one row per debit, credit and rollback). A round is its bets, wins
// and refunds together; it is dated by its first bet. Game names come from the catalogue's games table.
// A fishing game is the exception: it plays one round per bullet, so a session of a few minutes would be
// hundreds of rows. Its rounds are read one row per game and minute (docs/house-games.md, Fishing), with the
// shots, hits, stake and win inside; the money is the sum of the same per-shot rounds, so nothing changes in
// the ledger, and the console's rounds explorer still shows every shot.
import { sql } from 'drizzle-orm';
import type { BetRecord } from '@orbit/contracts/bets';
import { betRecordsEndpoint } from '@orbit/contracts/bets';
import type { GameCategory } from '@orbit/contracts/games';
import { rowsOf, type Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { showAmount } from '../money.ts';
import { dayRange } from '../day-range.ts';
import type { MemberScope } from '../records.ts';

export interface BetRecordQuery {
  page: number;
  pageSize: number;
  category?: GameCategory | undefined;
  vendorCode?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The catalogue category whose rounds are grouped by the minute. */
const GROUPED_CATEGORY: GameCategory = 'fish';

interface Row {
  member_id: number;
  vendor_code: string;
  game_code: string;
  round_id: string;
  at: string | Date;
  stake: string;
  win: string;
  refunded: string;
  paid: boolean;
  live_bet: boolean;
  last_at: string | Date;
  shots: number;
  hits: number;
  group_key: string;
  names: Record<string, string> | string | null;
  category: GameCategory | null;
  total: string;
  total_stake: string;
  total_win: string;
  total_refunded: string;
}

export function createBetRecords(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;

  /** The member's own betting record. */
  async function list(merchant: ResolvedMerchant, memberId: number, language: string, query: BetRecordQuery) {
    const { items, ...rest } = await rounds(merchant, { memberId }, language, query);
    return { ...rest, items: items.map(({ memberId: _member, ...item }) => item) };
  }

  /** The rounds of every member in a scope (one member, or a set such as an agent's team), each naming its member. */
  async function rounds(merchant: ResolvedMerchant, scope: MemberScope, language: string, query: BetRecordQuery) {
    const range = dayRange(merchant, deps.clock.now(), query.from, query.to);
    // Rows from a day before the range, so a round whose bet is in range keeps a win that came just after.
    const rowsFrom = new Date(range.start.getTime() - 86_400_000);
    const result = await db.execute(sql`
      WITH rounds AS (
        SELECT st.member_id, st.vendor_id, st.round_id, max(st.game_code) AS game_code,
          min(st.created_at) FILTER (WHERE st.kind = 'debit' AND st.status IN ('applied', 'rolled_back')) AS at,
          coalesce(sum(st.amount) FILTER (WHERE st.kind = 'debit' AND st.status IN ('applied', 'rolled_back')), 0) AS stake,
          coalesce(sum(st.amount) FILTER (WHERE st.kind = 'credit' AND st.status = 'applied'), 0) AS win,
          coalesce(sum(st.amount) FILTER (WHERE st.kind = 'rollback' AND st.status = 'applied'), 0) AS refunded,
          bool_or(st.kind = 'credit') AS paid,
          bool_or(st.kind = 'debit' AND st.status = 'applied') AS live_bet
        FROM seamless_transactions st
        WHERE st.merchant_id = ${merchant.id} AND ${'memberId' in scope ? sql`st.member_id = ${scope.memberId}` : sql`st.member_id IN (${scope.memberIn})`}
          AND st.created_at >= ${rowsFrom.toISOString()}::timestamptz
        GROUP BY st.member_id, st.vendor_id, st.round_id
        HAVING bool_or(st.kind = 'debit' AND st.status IN ('applied', 'rolled_back'))
      ), tagged AS (
        SELECT r.*, v.code AS vendor_code, g.names, g.category,
          -- A fishing game fires a round per bullet: its shots are read a minute at a time (see the header).
          CASE WHEN g.category = ${GROUPED_CATEGORY}
            THEN 'shots:' || r.game_code || ':' || to_char(date_trunc('minute', r.at AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:MI')
            ELSE 'round:' || r.round_id END AS group_key
        FROM rounds r
        JOIN vendors v ON v.id = r.vendor_id
        LEFT JOIN games g ON g.vendor_id = r.vendor_id AND g.game_code = r.game_code
        WHERE r.at >= ${range.start.toISOString()}::timestamptz AND r.at < ${range.end.toISOString()}::timestamptz
          ${query.category ? sql`AND g.category = ${query.category}` : sql``}
          ${query.vendorCode ? sql`AND v.code = ${query.vendorCode}` : sql``}
      ), chosen AS (
        SELECT t.member_id, t.vendor_code, t.group_key, max(t.game_code) AS game_code,
          (array_agg(t.round_id ORDER BY t.at, t.round_id))[1] AS round_id,
          min(t.at) AS at, max(t.at) AS last_at, sum(t.stake) AS stake, sum(t.win) AS win, sum(t.refunded) AS refunded,
          -- Settled once every shot whose bet stands is paid; refunded when no bet stands.
          bool_and(t.paid OR NOT t.live_bet) AS paid, bool_or(t.live_bet) AS live_bet,
          (array_agg(t.names))[1] AS names, max(t.category) AS category,
          count(*)::int AS shots, (count(*) FILTER (WHERE t.win > 0))::int AS hits
        FROM tagged t
        GROUP BY t.member_id, t.vendor_code, t.group_key
      )
      SELECT c.*, count(*) OVER () AS total, sum(c.stake) OVER () AS total_stake, sum(c.win) OVER () AS total_win,
        sum(c.refunded) OVER () AS total_refunded
      FROM chosen c
      ORDER BY c.at DESC, c.round_id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
    const rows = rowsOf<Row>(result);
    const money = (minor: bigint) => showAmount(merchant, minor);
    const items: (BetRecord & { memberId: number })[] = rows.map((row) => {
      const stake = BigInt(row.stake);
      const refunded = BigInt(row.refunded);
      const win = BigInt(row.win);
      const names = typeof row.names === 'string' ? (JSON.parse(row.names) as Record<string, string>) : row.names;
      return {
        memberId: Number(row.member_id),
        vendorCode: row.vendor_code,
        gameCode: row.game_code,
        gameName: names?.[language] ?? names?.EN ?? row.game_code,
        category: row.category,
        roundId: row.round_id,
        at: new Date(row.at).toISOString(),
        stake: money(stake),
        win: money(win),
        refunded: money(refunded),
        net: money(win + refunded - stake),
        status: !row.live_bet ? 'refunded' : row.paid ? 'settled' : 'open',
        shots: row.group_key.startsWith('shots:') ? { count: Number(row.shots), hits: Number(row.hits), lastAt: new Date(row.last_at).toISOString() } : null,
      };
    });
    const first = rows[0];
    const totalStake = BigInt(first?.total_stake ?? 0);
    const totalWin = BigInt(first?.total_win ?? 0);
    return {
      items,
      total: Number(first?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
      totals: {
        stake: money(totalStake),
        win: money(totalWin),
        net: money(totalWin + BigInt(first?.total_refunded ?? 0) - totalStake),
        rounds: Number(first?.total ?? 0),
      },
    };
  }

  return { list, rounds };
}

export type BetRecords = ReturnType<typeof createBetRecords>;

export function registerBetRecordRoutes(kit: RouteKit, deps: { records: BetRecords }) {
  kit.route(betRecordsEndpoint, ({ request, merchant, member, query }) => {
    const header = request.headers.language;
    const language = (typeof header === 'string' ? header : merchant.settings.general.defaultLang).toUpperCase();
    return deps.records.list(merchant, member.id, language, query);
  });
}
