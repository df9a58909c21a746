// Helpers of the agents' stats tests: members put straight under an upline (the tree follows by trigger),
// play recorded exactly as the seamless wallet records it (addTurnover / removeTurnover in a transaction),
// approved deposits and paid withdrawals as the payments module leaves them, and the stored team rows.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/client.ts';
import { members } from '../../src/db/schema/members.ts';
import { deposits, withdrawals } from '../../src/db/schema/payments.ts';
import { vendors } from '../../src/db/schema/wallet.ts';
import { addTurnover, removeTurnover } from '../../src/modules/wallet/seamless/turnover.ts';

let serial = 0;

export async function addMember(database: Database, merchantId: number, uplineId: number | null, createdAt: Date, type = 1): Promise<number> {
  serial += 1;
  const name = `st${Date.now().toString(36)}${serial}`;
  const [row] = await database.db
    .insert(members)
    .values({ merchantId, username: name, usernameKey: name, nickname: name, type, uplineId, createdAt })
    .returning({ id: members.id });
  return row!.id;
}

export async function anyVendorId(database: Database): Promise<number> {
  const [row] = await database.db.select({ id: vendors.id }).from(vendors).limit(1);
  if (!row) throw new Error('no vendor in the seed');
  return row.id;
}

export interface Play {
  memberId: number;
  day: string;
  category: string;
  bets: number;
  turnover: bigint;
  wins: bigint;
}

/** A play as the seamless wallet records it: in its own transaction. */
export async function play(database: Database, merchantId: number, vendorId: number, p: Play): Promise<void> {
  await database.db.transaction((tx) => addTurnover(tx, { merchantId, vendorId, ...p }));
}

export async function refund(database: Database, merchantId: number, vendorId: number, p: Omit<Play, 'wins'>): Promise<void> {
  await database.db.transaction((tx) => removeTurnover(tx, { merchantId, vendorId, ...p }));
}

let orders = 0;
export async function approvedDeposit(database: Database, merchantId: number, memberId: number, amount: bigint, decidedAt: Date): Promise<void> {
  orders += 1;
  const no = `D${Date.now().toString(36)}${orders}`;
  await database.db.insert(deposits).values({
    merchantId,
    memberId,
    requestId: no,
    orderNo: no,
    methodId: 'bank',
    methodName: 'Bank',
    kind: 'bank',
    channel: 'bank',
    amount,
    fee: 0n,
    currency: 'MYR',
    status: 'approved',
    createdAt: new Date(decidedAt.getTime() - 60_000),
    decidedAt,
  });
}

export async function paidWithdrawal(database: Database, merchantId: number, memberId: number, amount: bigint, paidAt: Date, status = 'paid'): Promise<void> {
  orders += 1;
  const no = `W${Date.now().toString(36)}${orders}`;
  await database.db.insert(withdrawals).values({
    merchantId,
    memberId,
    requestId: no,
    orderNo: no,
    bankAccountId: 1,
    bank: 'Maybank',
    accountName: 'A',
    accountNumber: '1',
    amount,
    currency: 'MYR',
    status,
    createdAt: new Date(paidAt.getTime() - 60_000),
    decidedAt: paidAt,
    paidAt,
  });
}

export interface TeamDay {
  agentId: number;
  day: string;
  newMembers: number;
  firstDepositors: number;
  activePlayers: number;
  bets: number;
  turnover: string;
  wins: string;
  deposits: string;
  depositCount: number;
  withdrawals: string;
  withdrawalCount: number;
}

export async function teamDays(database: Database, agentIds: number[]): Promise<TeamDay[]> {
  if (agentIds.length === 0) return [];
  const result = await database.db.execute(sql`
    SELECT agent_id AS "agentId", day::text AS day, new_members AS "newMembers", first_depositors AS "firstDepositors",
           active_players AS "activePlayers", bets, turnover::text AS turnover, wins::text AS wins, deposits::text AS deposits,
           deposit_count AS "depositCount", withdrawals::text AS withdrawals, withdrawal_count AS "withdrawalCount"
    FROM team_daily_stats WHERE agent_id = ANY(${sql.raw(`ARRAY[${agentIds.join(',')}]::int[]`)})
    ORDER BY agent_id, day`);
  return rowsOf<TeamDay>(result).map((r) => ({ ...r, bets: Number(r.bets) }));
}

export async function teamHours(database: Database, agentId: number): Promise<{ hour: string; bets: number; turnover: string; wins: string }[]> {
  const result = await database.db.execute(sql`
    SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS hour, bets, turnover::text AS turnover, wins::text AS wins
    FROM team_hourly_stats WHERE agent_id = ${agentId} ORDER BY hour`);
  return rowsOf<{ hour: string; bets: number; turnover: string; wins: string }>(result);
}

export async function periodActive(database: Database, agentId: number): Promise<{ kind: string; start: string; activePlayers: number }[]> {
  const result = await database.db.execute(sql`
    SELECT kind, start::text AS start, active_players AS "activePlayers" FROM team_period_active WHERE agent_id = ${agentId} ORDER BY kind, start`);
  return rowsOf<{ kind: string; start: string; activePlayers: number }>(result);
}

export async function setUpline(database: Database, memberId: number, uplineId: number): Promise<void> {
  await database.db.update(members).set({ uplineId }).where(eq(members.id, memberId));
}
