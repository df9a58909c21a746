// Queries of the verification tables: captchas (one row per picture) and used proof-of-work challenges.
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { captchas, usedChallenges } from '../../db/schema/members.ts';

export async function insertCaptcha(tx: Tx, values: typeof captchas.$inferInsert): Promise<void> {
  await tx.insert(captchas).values(values);
}

/**
 * Marks the merchant's captcha used and answers what it held, in one statement: of two concurrent calls
 * only one gets the row back. A used, unknown or other merchant's id answers undefined.
 */
export async function takeCaptcha(tx: Tx, merchantId: number, id: string, now: Date) {
  const [row] = await tx
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), eq(captchas.merchantId, merchantId), isNull(captchas.usedAt)))
    .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
  return row;
}

/** Records a solved challenge's signature; false when it was recorded before (a replay). */
export async function recordChallengeUse(tx: Tx, signature: string, expiresAt: Date): Promise<boolean> {
  const inserted = await tx.insert(usedChallenges).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: usedChallenges.signature });
  return inserted.length > 0;
}

/**
 * Deletes captchas and used challenges that expired before `before`. A used challenge may go once expired:
 * its payload is refused for its expiry from then on.
 */
export async function pruneExpired(tx: Tx, before: Date): Promise<{ captchas: number; challenges: number }> {
  const goneCaptchas = await tx.delete(captchas).where(lt(captchas.expiresAt, before)).returning({ id: captchas.id });
  const goneChallenges = await tx.delete(usedChallenges).where(lt(usedChallenges.expiresAt, before)).returning({ signature: usedChallenges.signature });
  return { captchas: goneCaptchas.length, challenges: goneChallenges.length };
}
