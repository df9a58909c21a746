// Agent-centre tests' helpers: members placed straight into a tree (the closure follows upline_id by trigger),
// a session for each through the members module's own session opening, their own rebates, and a payment
// password hashed once per file.
import { eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { members } from '../../src/db/schema/members.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { setRebates } from '../../src/modules/agents/centre.repo.ts';
import type { ResolvedMerchant } from '../../src/modules/site/site.types.ts';
import type { TestApp } from '../helpers.ts';
import { memberClient } from './members.ts';
import { PAYMENT_PASSWORD } from './payments.ts';

export interface TreeMember {
  id: number;
  merchantId: number;
  username: string;
  type: number;
}

let serial = 0;
let paymentHash: Promise<string> | undefined;

/** A member (type 0), agent (1) or trial (4) under an upline, written as the console or registration would. */
export async function placeMember(t: TestApp, merchant: ResolvedMerchant, input: { uplineId?: number | null; type?: number; prefix?: string } = {}) {
  serial += 1;
  const username = `${input.prefix ?? 'tm'}${process.pid % 1000}x${serial}`.toLowerCase();
  const [row] = await t.database.db
    .insert(members)
    .values({
      merchantId: merchant.id,
      username,
      usernameKey: username,
      nickname: username,
      type: input.type ?? 0,
      uplineId: input.uplineId ?? null,
      createdAt: t.clock.now(),
    })
    .returning({ id: members.id });
  return { id: row!.id, merchantId: merchant.id, username, type: input.type ?? 0 } satisfies TreeMember;
}

/** A logged-in client of a placed member (its session opened the way social sign-in opens one). */
export async function clientOf(t: TestApp, merchant: ResolvedMerchant, member: Pick<TreeMember, 'id'>): Promise<ApiClient> {
  const session = await t.services.members.socialAccounts.openSession(merchant, member.id, 'google', { ip: '127.0.0.1', device: 'WEB' });
  return memberClient(t, session.token);
}

/** The member's own rebate rates (ppm per category), as an operator would set a top-level agent's. */
export async function giveRebates(t: TestApp, merchant: ResolvedMerchant, member: Pick<TreeMember, 'id'>, rates: Record<string, number>) {
  await setRebates(
    t.database.db,
    merchant.id,
    member.id,
    Object.entries(rates).map(([category, ratePpm]) => ({ category, ratePpm })),
    t.clock.now(),
  );
}

export async function givePaymentPassword(t: TestApp, member: Pick<TreeMember, 'id'>) {
  paymentHash ??= hashPassword(PAYMENT_PASSWORD, { N: 1024, r: 8, p: 1 });
  await t.database.db
    .update(members)
    .set({ paymentPasswordHash: await paymentHash })
    .where(eq(members.id, member.id));
}
