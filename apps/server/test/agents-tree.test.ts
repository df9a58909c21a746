// The agent tree's closure (migration 0022 triggers) against a brute-force walk of members.upline_id: random
// trees are built, random members are moved under random new uplines, and after every step each (ancestor,
// descendant, depth) row must be exactly what following upline_id gives — no more, no fewer.
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { agentTree } from '../src/db/schema/agents.ts';
import { members } from '../src/db/schema/members.ts';
import { merchants } from '../src/db/schema/site.ts';
import { createTestDatabase } from './helpers.ts';

let database: Database;
let drop: () => Promise<void>;
let merchantId: number;
let otherMerchantId: number;
let serial = 0;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const made = await database.db
    .insert(merchants)
    .values([
      { code: 'TREE', name: 'Tree', currency: 'MYR', currencySymbol: 'RM', timeZone: 'Asia/Kuala_Lumpur', settings: {} },
      { code: 'OTHER', name: 'Other', currency: 'MYR', currencySymbol: 'RM', timeZone: 'Asia/Kuala_Lumpur', settings: {} },
    ])
    .returning({ id: merchants.id });
  merchantId = made[0]!.id;
  otherMerchantId = made[1]!.id;
});
afterAll(() => drop());

async function addMember(uplineId: number | null, merchant = merchantId): Promise<number> {
  serial += 1;
  const [row] = await database.db
    .insert(members)
    .values({ merchantId: merchant, username: `t${serial}`, usernameKey: `t${serial}`, nickname: `t${serial}`, type: 1, uplineId })
    .returning({ id: members.id });
  return row!.id;
}

/** Every (ancestor, descendant, depth) the upline chains give, for the given members. */
function expectedClosure(uplineOf: Map<number, number | null>): string[] {
  const rows: string[] = [];
  for (const id of uplineOf.keys()) {
    let depth = 0;
    let at: number | null = id;
    while (at !== null) {
      rows.push(`${at}>${id}@${depth}`);
      at = uplineOf.get(at) ?? null;
      depth += 1;
    }
  }
  return rows.sort();
}

async function storedClosure(ids: number[]): Promise<string[]> {
  const rows = await database.db
    .select()
    .from(agentTree)
    .where(sql`${agentTree.descendantId} = ANY(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)})`);
  return rows.map((r) => `${r.ancestorId}>${r.descendantId}@${r.depth}`).sort();
}

describe('agent tree closure', () => {
  it('matches the upline chains after random inserts and moves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }),
        async (parents, moves) => {
          const uplineOf = new Map<number, number | null>();
          const ids: number[] = [];
          for (const pick of parents) {
            // A parent among the members made so far, or none (a top-level account) one time in four.
            const upline = ids.length === 0 || pick % 4 === 0 ? null : ids[pick % ids.length]!;
            const id = await addMember(upline);
            ids.push(id);
            uplineOf.set(id, upline);
          }
          for (const [who, where] of moves) {
            const id = ids[who % ids.length]!;
            const target = where % (ids.length + 1) === ids.length ? null : ids[where % ids.length]!;
            // A move under oneself or one's own team is refused by the trigger; the tree stays as it was.
            let inTeam = false;
            for (let at: number | null = target; at !== null; at = uplineOf.get(at) ?? null) if (at === id) inTeam = true;
            if (inTeam) {
              await expect(database.db.update(members).set({ uplineId: target }).where(eq(members.id, id))).rejects.toThrow();
              continue;
            }
            await database.db.update(members).set({ uplineId: target }).where(eq(members.id, id));
            uplineOf.set(id, target);
          }
          expect(await storedClosure(ids)).toEqual(expectedClosure(uplineOf));
        },
      ),
      { numRuns: propertyRuns(25) },
    );
  });

  it('refuses an upline of another merchant', async () => {
    const foreign = await addMember(null, otherMerchantId);
    await expect(addMember(foreign)).rejects.toThrow();
  });
});
