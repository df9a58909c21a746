// The console's rounds explorer (docs/seamless-wallet.md): every member's rounds at every seamless vendor, read from
// the vendor transactions the way the member's betting record reads them (bet-records.ts: a round is its
// bets, wins and refunds together, dated by its first bet), and a round's recall with the house vendor's own
// record of it (outcome and fairness data) when the house played it. One row per member and round, so a
// shared live-table round shows each seated player's part.
import { sql, type SQL } from 'drizzle-orm';
import { consoleRoundEndpoint, consoleRoundsEndpoint, type RoundRow, type roundsQuery } from '@orbit/contracts/console-rounds';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import type { z } from 'zod';
import { rowsOf, type Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { showAmount } from '../money.ts';
import { dayRange } from '../day-range.ts';

type RoundsQuery = z.infer<typeof roundsQuery>;

interface Row {
  vendor_code: string;
  game_code: string;
  round_id: string;
  member_id: number;
  username: string;
  at: string | Date;
  stake: string;
  win: string;
  refunded: string;
  paid: boolean;
  live_bet: boolean;
  names: Record<string, string> | string | null;
  total?: string;
  total_stake?: string;
  total_win?: string;
  total_refunded?: string;
}

const DAY_MS = 86_400_000;

/** Rounds per (vendor, round, member) from the transactions `where` picks, with the member and game joined. */
function roundsSql(merchantId: number, where: SQL) {
  return sql`
    WITH rounds AS (
      SELECT st.vendor_id, st.round_id, st.member_id, max(st.game_code) AS game_code,
        min(st.created_at) FILTER (WHERE st.kind = 'debit' AND st.status IN ('applied', 'rolled_back')) AS at,
        coalesce(sum(st.amount) FILTER (WHERE st.kind = 'debit' AND st.status IN ('applied', 'rolled_back')), 0) AS stake,
        coalesce(sum(st.amount) FILTER (WHERE st.kind = 'credit' AND st.status = 'applied'), 0) AS win,
        coalesce(sum(st.amount) FILTER (WHERE st.kind = 'rollback' AND st.status = 'applied'), 0) AS refunded,
        bool_or(st.kind = 'credit') AS paid,
        bool_or(st.kind = 'debit' AND st.status = 'applied') AS live_bet
      FROM seamless_transactions st
      WHERE st.merchant_id = ${merchantId} AND ${where}
      GROUP BY st.vendor_id, st.round_id, st.member_id
      HAVING bool_or(st.kind = 'debit' AND st.status IN ('applied', 'rolled_back'))
    )
    SELECT r.*, v.code AS vendor_code, m.username, g.names
    FROM rounds r
    JOIN vendors v ON v.id = r.vendor_id
    JOIN members m ON m.id = r.member_id
    LEFT JOIN games g ON g.vendor_id = r.vendor_id AND g.game_code = r.game_code`;
}

function toRound(merchant: ResolvedMerchant, row: Row): RoundRow {
  const money = (minor: bigint) => showAmount(merchant, minor);
  const stake = BigInt(row.stake);
  const win = BigInt(row.win);
  const refunded = BigInt(row.refunded);
  const names = typeof row.names === 'string' ? (JSON.parse(row.names) as Record<string, string>) : row.names;
  return {
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    gameName: names?.EN ?? row.game_code,
    roundId: row.round_id,
    memberId: Number(row.member_id),
    username: row.username,
    at: new Date(row.at).toISOString(),
    stake: money(stake),
    win: money(win),
    refunded: money(refunded),
    net: money(win + refunded - stake),
    status: !row.live_bet ? 'refunded' : row.paid ? 'settled' : 'open',
  };
}

/** The balance a seamless answer gave, in minor units; null for a refusal. */
function answeredBalance(reply: Record<string, unknown>, exponent: number): bigint | null {
  const value = reply.success === true ? (reply.value as { balance?: unknown } | undefined) : undefined;
  if (typeof value?.balance !== 'string') return null;
  const parsed = parseAmount(value.balance, exponent);
  return parsed.ok ? parsed.minor : parsed.reason === 'zero' ? 0n : null;
}

export type ConsoleRounds = ReturnType<typeof createConsoleRounds>;

export function createConsoleRounds(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;

  /**
   * Rounds newest first. A round id finds its round whatever the dates; otherwise rounds whose first bet is in
   * the range (days in the merchant's zone), with wins that came up to a day after it.
   * @throws validation_failed (from after to)
   */
  async function list(merchant: ResolvedMerchant, query: RoundsQuery) {
    const range = dayRange(merchant, deps.clock.now(), query.from, query.to);
    const filters: SQL[] = [];
    if (query.roundId) filters.push(sql`st.round_id = ${query.roundId}`);
    else filters.push(sql`st.created_at >= ${new Date(range.start.getTime() - DAY_MS).toISOString()}::timestamptz`);
    if (query.vendorCode) filters.push(sql`st.vendor_id IN (SELECT id FROM vendors WHERE merchant_id = ${merchant.id} AND code = ${query.vendorCode})`);
    if (query.gameCode) filters.push(sql`st.game_code = ${query.gameCode}`);
    if (query.username)
      filters.push(sql`st.member_id IN (SELECT id FROM members WHERE merchant_id = ${merchant.id} AND username_key = ${query.username.trim().toLowerCase()})`);
    const inRange = query.roundId ? sql`TRUE` : sql`c.at >= ${range.start.toISOString()}::timestamptz AND c.at < ${range.end.toISOString()}::timestamptz`;
    const result = await db.execute(sql`
      WITH chosen AS (
        SELECT * FROM (${roundsSql(merchant.id, sql.join(filters, sql` AND `))}) c WHERE ${inRange}
      ), totals AS (
        SELECT count(*) AS total, coalesce(sum(stake), 0) AS total_stake, coalesce(sum(win), 0) AS total_win,
          coalesce(sum(refunded), 0) AS total_refunded
        FROM chosen
      ), page AS (
        SELECT * FROM chosen c ORDER BY c.at DESC, c.round_id DESC, c.member_id
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
      )
      -- The totals come back even for a page past the end, so the pager still knows how many there are.
      SELECT t.*, p.* FROM totals t LEFT JOIN page p ON TRUE
      ORDER BY p.at DESC, p.round_id DESC, p.member_id`);
    const all = rowsOf<Row>(result);
    const rows = all.filter((row) => row.round_id !== null);
    const first = all[0];
    const stake = BigInt(first?.total_stake ?? 0);
    const win = BigInt(first?.total_win ?? 0);
    const money = (minor: bigint) => showAmount(merchant, minor);
    return {
      items: rows.map((row) => toRound(merchant, row)),
      total: Number(first?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
      totals: { stake: money(stake), win: money(win), net: money(win + BigInt(first?.total_refunded ?? 0) - stake) },
    };
  }

  /**
   * One member's part of a round: its figures, every call the vendor made for it in order with the balance we
   * answered, the balances around it, and the house vendor's record of the round when it has one.
   * @throws not_found
   */
  async function recall(merchant: ResolvedMerchant, vendorCode: string, roundId: string, memberId: number) {
    const where = sql`st.round_id = ${roundId} AND st.member_id = ${memberId} AND st.vendor_id IN (SELECT id FROM vendors WHERE merchant_id = ${merchant.id} AND code = ${vendorCode})`;
    const [row] = rowsOf<Row>(await db.execute(roundsSql(merchant.id, where)));
    if (!row) throw new ApiError('not_found', `No round ${roundId} of this member at ${vendorCode}`, { field: 'roundId' });
    const round = toRound(merchant, row);
    const moves = rowsOf<{
      vendor_transaction_id: string;
      kind: 'debit' | 'credit' | 'rollback';
      status: string;
      amount: string;
      created_at: string | Date;
      reply: Record<string, unknown> | string;
      debit_transaction_id: string | null;
    }>(
      await db.execute(sql`
        SELECT st.vendor_transaction_id, st.kind, st.status, st.amount, st.created_at, st.reply, st.debit_transaction_id
        FROM seamless_transactions st
        WHERE st.merchant_id = ${merchant.id} AND ${where}
        ORDER BY st.created_at, st.id`),
    );
    const exponent = exponentOf(merchant.currency);
    const transactions = moves.map((move) => {
      const reply = typeof move.reply === 'string' ? (JSON.parse(move.reply) as Record<string, unknown>) : move.reply;
      const balance = answeredBalance(reply, exponent);
      return {
        transactionId: move.vendor_transaction_id,
        kind: move.kind,
        status: move.status,
        amount: showAmount(merchant, BigInt(move.amount)),
        at: new Date(move.created_at).toISOString(),
        balanceAfter: balance === null ? null : showAmount(merchant, balance),
        debitTransactionId: move.debit_transaction_id,
        minor: { amount: BigInt(move.amount), balance },
      };
    });
    // Before the round: the first taken bet's answered balance plus its stake (the debit moved exactly that).
    const firstBet = transactions.find((tx) => tx.kind === 'debit' && tx.minor.balance !== null && tx.status !== 'cancelled');
    const last = [...transactions].reverse().find((tx) => tx.minor.balance !== null);
    const house = await houseRecord(merchant.id, vendorCode, roundId, row.username);
    return {
      round,
      transactions: transactions.map(({ minor: _minor, ...tx }) => tx),
      balanceBefore: house?.balanceBefore ?? (firstBet ? showAmount(merchant, firstBet.minor.balance! + firstBet.minor.amount) : null),
      balanceAfter: house?.balanceAfter ?? (last ? showAmount(merchant, last.minor.balance!) : null),
      house: house?.record ?? null,
    };

    /** The house vendor's own round (its books are read, never written, here). */
    async function houseRecord(merchantId: number, code: string, id: string, player: string) {
      const [found] = rowsOf<{
        status: string;
        real: boolean;
        outcome: Record<string, unknown> | string;
        commitment: string;
        client_seed: string;
        nonce: number;
        server_seed: string;
        revealed_at: string | Date | null;
        settled_at: string | Date | null;
        balance_before: string | null;
        balance_after: string | null;
      }>(
        await db.execute(sql`
          SELECT hr.status, hr.real, hr.outcome, hr.nonce, hr.settled_at, hr.balance_before, hr.balance_after,
            hs.commitment, hs.client_seed, hs.server_seed, hs.revealed_at
          FROM house_rounds hr
          JOIN house_seeds hs ON hs.id = hr.seed_id
          WHERE hr.merchant_id = ${merchantId} AND hr.vendor_code = ${code} AND hr.round_id = ${id} AND hr.player = ${player}`),
      );
      if (!found) return null;
      const amount = (value: string | null) => (value === null ? null : showAmount(merchant, BigInt(value)));
      return {
        balanceBefore: amount(found.balance_before),
        balanceAfter: amount(found.balance_after),
        record: {
          status: found.status,
          real: found.real,
          outcome: typeof found.outcome === 'string' ? (JSON.parse(found.outcome) as Record<string, unknown>) : found.outcome,
          commitment: found.commitment,
          clientSeed: found.client_seed,
          nonce: Number(found.nonce),
          // A seed still in use stays secret: showing it would let anyone predict the player's next rounds.
          serverSeed: found.revealed_at === null ? null : found.server_seed,
          settledAt: found.settled_at === null ? null : new Date(found.settled_at).toISOString(),
        },
      };
    }
  }

  return { list, recall };
}

export function registerConsoleRoundRoutes(kit: RouteKit, deps: { rounds: ConsoleRounds }) {
  kit.route(consoleRoundsEndpoint, ({ merchant, query }) => deps.rounds.list(merchant, query));
  kit.route(consoleRoundEndpoint, ({ merchant, params, query }) => deps.rounds.recall(merchant, params.vendorCode, params.roundId, query.memberId));
}
