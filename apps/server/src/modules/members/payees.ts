// What the payments module may read of a member: its username and real (payee) name, one at a time for the
// member's own calls and by the page for the finance queues.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { usernameKey } from './members.repo.ts';

export interface Payee {
  id: number;
  username: string;
  realName: string | null;
}

export type Payees = ReturnType<typeof createPayees>;

export function createPayees(deps: { database: Database }) {
  const db = deps.database.db;
  const columns = { id: members.id, username: members.username, realName: members.realName };

  async function payeeOf(merchantId: number, memberId: number, tx: Tx = db): Promise<Payee | undefined> {
    const [row] = await tx
      .select(columns)
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
    return row;
  }

  async function payeesOf(merchantId: number, ids: readonly number[], tx: Tx = db): Promise<Map<number, Payee>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select(columns)
      .from(members)
      .where(and(eq(members.merchantId, merchantId), inArray(members.id, [...new Set(ids)])));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The member with this username (any case), for the console's search box. */
  async function idByUsername(merchantId: number, username: string, tx: Tx = db): Promise<number | undefined> {
    const [row] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.usernameKey, usernameKey(username))));
    return row?.id;
  }

  return { payeeOf, payeesOf, idByUsername };
}
