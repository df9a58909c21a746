// The member's account record as a read model over the ledger (docs/wallet.md, Records): the postings on the
// member's own accounts, one ledger transaction each, grouped by the business reference they share (a deposit's
// order number, a withdrawal's, a transfer's reference, a game's VENDOR:round), so a member reads one row per
// thing it did. A row's amount is the change of the member's balance (main + game wallets + in transit): the
// rows of a period add up to the ledger's movement of those accounts, which the property test checks.
import { sql } from 'drizzle-orm';
import { TRANSACTION_KINDS, type MemberRecord, type MemberRecordStatus, type RecordType, type TransactionKind } from '@orbit/contracts/wallet';
import { rowsOf, type Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { walletLabel } from './addresses.ts';
import { showAmount } from './money.ts';
import { dayRange } from './day-range.ts';

export interface MemberRecordQuery {
  page: number;
  pageSize: number;
  type?: RecordType | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface Entry {
  transactionId: number;
  at: string;
  kind: TransactionKind;
  cash: string;
  postings: { wallet: string; amount: string; balanceAfter: string }[];
}

interface GroupRow {
  group_key: string;
  at: string | Date;
  amount: string;
  reference: string | null;
  note: string | null;
  entries: Entry[] | string;
  total: string;
}

interface RoundInfo {
  vendorName: string;
  gameName: string | null;
  credited: boolean;
}

/** The accounts whose sum is the member's balance (sumBalance): what a row's amount measures. */
const CASH = sql`(a.address LIKE 'member:%:main' OR a.address LIKE 'member:%:vendor:%' OR a.address LIKE 'member:%:transit:%')`;

/** The business reference a movement belongs to; movements without one stand alone. */
const GROUP_KEY = sql`CASE
  WHEN t.reference IS NULL THEN 'tx:' || t.id
  WHEN t.kind IN ('bet', 'win', 'refund') THEN 'game:' || t.reference
  WHEN t.kind IN ('deposit', 'deposit_fee') THEN 'deposit:' || t.reference
  WHEN t.kind LIKE 'withdrawal\\_%' THEN 'withdrawal:' || t.reference
  WHEN t.kind LIKE 'transfer\\_%' THEN 'transfer:' || t.reference
  ELSE 'tx:' || t.id END`;

const kindsOf = (type: RecordType) => (Object.entries(TRANSACTION_KINDS) as [TransactionKind, RecordType][]).filter(([, t]) => t === type).map(([k]) => k);
const sumOf = (entries: Entry[], kinds: readonly TransactionKind[]) =>
  entries.filter((e) => kinds.includes(e.kind)).reduce((sum, e) => sum + BigInt(e.cash), 0n);
const has = (entries: Entry[], kind: TransactionKind) => entries.some((e) => e.kind === kind);

export function createMemberRecords(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;

  async function groups(merchant: ResolvedMerchant, memberId: number, query: MemberRecordQuery) {
    const range = query.from || query.to ? dayRange(merchant, deps.clock.now(), query.from, query.to) : undefined;
    const kinds = query.type ? kindsOf(query.type) : undefined;
    const result = await db.execute(sql`
      WITH moves AS (
        SELECT t.id, t.kind, t.reference, t.note, t.created_at, ${GROUP_KEY} AS group_key,
          coalesce(sum(p.amount) FILTER (WHERE ${CASH}), 0) AS cash,
          json_agg(json_build_object('wallet', a.address, 'amount', p.amount::text, 'balanceAfter', p.balance_after::text) ORDER BY p.id) AS postings
        FROM ledger_accounts a
        JOIN ledger_postings p ON p.account_id = a.id
        JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE a.merchant_id = ${merchant.id} AND a.member_id = ${memberId}
        GROUP BY t.id
      ), grouped AS (
        SELECT group_key, min(created_at) AS at, min(id) AS first_id, sum(cash)::text AS amount, max(reference) AS reference,
          (array_agg(note ORDER BY id) FILTER (WHERE note IS NOT NULL))[1] AS note,
          json_agg(json_build_object('transactionId', id, 'at', created_at, 'kind', kind, 'cash', cash::text, 'postings', postings) ORDER BY id) AS entries
        FROM moves
        ${
          kinds
            ? sql`WHERE kind IN (${sql.join(
                kinds.map((k) => sql`${k}`),
                sql`, `,
              )})`
            : sql``
        }
        GROUP BY group_key
        ${range ? sql`HAVING min(created_at) >= ${range.start.toISOString()}::timestamptz AND min(created_at) < ${range.end.toISOString()}::timestamptz` : sql``}
      )
      SELECT g.*, count(*) OVER () AS total FROM grouped g
      ORDER BY g.at DESC, g.first_id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
    return rowsOf<GroupRow>(result).map((row) => ({ ...row, entries: typeof row.entries === 'string' ? (JSON.parse(row.entries) as Entry[]) : row.entries }));
  }

  /** Each round's game (in the member's language), its vendor's name, and whether the vendor has settled it. */
  async function roundsOf(merchant: ResolvedMerchant, references: string[], language: string): Promise<Map<string, RoundInfo>> {
    if (references.length === 0) return new Map();
    const result = await db.execute(sql`
      SELECT r.ref, v.name AS vendor_name, g.names, coalesce(s.credited, false) AS credited
      FROM (VALUES ${sql.join(
        references.map((reference) => sql`(${reference}::text)`),
        sql`, `,
      )}) AS r(ref)
      LEFT JOIN vendors v ON v.merchant_id = ${merchant.id} AND v.code = split_part(r.ref, ':', 1)
      LEFT JOIN LATERAL (
        SELECT max(st.game_code) AS game_code, bool_or(st.kind = 'credit') AS credited
        FROM seamless_transactions st
        WHERE st.merchant_id = ${merchant.id} AND st.vendor_id = v.id AND st.round_id = substr(r.ref, strpos(r.ref, ':') + 1)
      ) s ON true
      LEFT JOIN games g ON g.vendor_id = v.id AND g.game_code = s.game_code`);
    type Row = { ref: string; vendor_name: string | null; names: Record<string, string> | string | null; credited: boolean };
    return new Map(
      rowsOf<Row>(result).map((row) => {
        const names = typeof row.names === 'string' ? (JSON.parse(row.names) as Record<string, string>) : row.names;
        const vendorName = row.vendor_name ?? row.ref.split(':')[0]!;
        return [row.ref, { vendorName, gameName: names?.[language] ?? names?.EN ?? null, credited: row.credited }];
      }),
    );
  }

  async function vendorNames(merchant: ResolvedMerchant): Promise<Map<string, string>> {
    const rows = rowsOf<{ code: string; name: string }>(await db.execute(sql`SELECT code, name FROM vendors WHERE merchant_id = ${merchant.id}`));
    return new Map(rows.map((row) => [row.code, row.name]));
  }

  /** The member's account record, a page of rows newest first. */
  async function list(merchant: ResolvedMerchant, memberId: number, language: string, query: MemberRecordQuery) {
    const rows = await groups(merchant, memberId, query);
    const rounds = await roundsOf(
      merchant,
      rows.filter((row) => row.group_key.startsWith('game:')).map((row) => row.reference ?? ''),
      language,
    );
    const vendors = rows.some((row) => row.group_key.startsWith('transfer:')) ? await vendorNames(merchant) : new Map<string, string>();
    const money = (minor: bigint) => showAmount(merchant, minor);
    const items: MemberRecord[] = rows.map((row) => {
      const entries = row.entries;
      const first = entries[0]!;
      const amount = BigInt(row.amount);
      const shaped = shape(row.group_key, entries, amount);
      const round = row.group_key.startsWith('game:') ? rounds.get(row.reference ?? '') : undefined;
      const transferVendor = transferVendorOf(entries);
      return {
        id: row.group_key,
        at: new Date(row.at).toISOString(),
        type: TRANSACTION_KINDS[first.kind] ?? 'adjustment',
        kind: first.kind,
        status: round ? gameStatus(entries, amount, round.credited) : shaped.status,
        amount: money(amount),
        gross: money(shaped.gross),
        win: row.group_key.startsWith('game:') ? money(sumOf(entries, ['win'])) : null,
        gameName: round?.gameName ?? null,
        vendorName: round?.vendorName ?? (transferVendor ? (vendors.get(transferVendor) ?? transferVendor) : null),
        reference: row.reference,
        note: row.note,
        entries: entries.map((e) => ({
          transactionId: Number(e.transactionId),
          at: new Date(e.at).toISOString(),
          kind: e.kind,
          postings: e.postings.map((p) => ({ wallet: walletLabel(p.wallet), amount: money(BigInt(p.amount)), balanceAfter: money(BigInt(p.balanceAfter)) })),
        })),
      };
    });
    return { items, total: Number(rows[0]?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  return { list };
}

/** The vendor a transfer went to or came from, read from its transit account. */
function transferVendorOf(entries: Entry[]): string | null {
  for (const entry of entries) {
    for (const posting of entry.postings) {
      const match = /:transit:(.+)$/.exec(posting.wallet) ?? /:vendor:(.+)$/.exec(posting.wallet);
      if (match && entry.kind.startsWith('transfer_')) return match[1]!;
    }
  }
  return null;
}

/** A row's size as the member asked it and where it stands, from the movements it holds. */
function shape(key: string, entries: Entry[], amount: bigint): { gross: bigint; status: MemberRecordStatus } {
  const abs = (n: bigint) => (n < 0n ? -n : n);
  if (key.startsWith('withdrawal:')) {
    const gross = -sumOf(entries, ['withdrawal_hold']);
    if (has(entries, 'withdrawal_release') || has(entries, 'withdrawal_refund')) return { gross, status: 'returned' };
    return { gross, status: has(entries, 'withdrawal_paid') ? 'done' : 'pending' };
  }
  if (key.startsWith('transfer:')) {
    const moved = entries[0]!.postings.find((p) => BigInt(p.amount) > 0n);
    const gross = moved ? BigInt(moved.amount) : 0n;
    if (has(entries, 'transfer_refund')) return { gross, status: 'failed' };
    return { gross, status: has(entries, 'transfer_settle') ? 'done' : 'pending' };
  }
  if (key.startsWith('game:')) return { gross: -sumOf(entries, ['bet']), status: 'done' };
  return { gross: abs(amount), status: 'done' };
}

/**
 * A round is settled once the vendor credited it (a loss is a credit of zero, which moves no money) or a win
 * moved money; until then it is open, not a loss. Its net says won or lost; a round given back is refunded.
 */
function gameStatus(entries: Entry[], amount: bigint, credited: boolean): MemberRecordStatus {
  const settled = credited || has(entries, 'win');
  if (has(entries, 'refund') && !has(entries, 'win') && amount === 0n) return 'refunded';
  if (!settled) return 'open';
  return amount > 0n ? 'won' : amount < 0n ? 'lost' : 'even';
}
