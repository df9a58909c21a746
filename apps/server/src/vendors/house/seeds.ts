// The house vendor's seed pairs (docs/conventions.md, Randomness and provable fairness): one live pair per player and game; each round takes
// the next nonce atomically; rotating reveals the server seed and starts a new pair.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { commitServerSeed } from '@orbit/games/fair/commitment';
import { newServerSeed, nodeHash } from '@orbit/games/fair/node-crypto';
import type { Tx } from '../../db/client.ts';
import { houseSeeds } from '../../db/schema/house.ts';

export type SeedRow = typeof houseSeeds.$inferSelect;

export interface SeedOwner {
  merchantId: number;
  player: string;
  gameCode: string;
}

/** A client seed for a player who has not chosen one: random, readable. */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The live pair, made on first use. */
export async function livePair(tx: Tx, owner: SeedOwner, now: Date, clientSeed?: string): Promise<SeedRow> {
  const where = and(
    eq(houseSeeds.merchantId, owner.merchantId),
    eq(houseSeeds.player, owner.player),
    eq(houseSeeds.gameCode, owner.gameCode),
    isNull(houseSeeds.revealedAt),
  );
  const [live] = await tx.select().from(houseSeeds).where(where);
  if (live) return live;
  const serverSeed = newServerSeed();
  await tx
    .insert(houseSeeds)
    .values({ ...owner, serverSeed, commitment: commitServerSeed(serverSeed, nodeHash), clientSeed: clientSeed ?? defaultClientSeed(), createdAt: now })
    .onConflictDoNothing();
  const [made] = await tx.select().from(houseSeeds).where(where);
  if (!made) throw new Error('no live seed pair after insert');
  return made;
}

/** Takes the next nonce of the live pair (the round's), atomically. */
export async function takeNonce(tx: Tx, owner: SeedOwner, now: Date): Promise<{ seed: SeedRow; nonce: number }> {
  const seed = await livePair(tx, owner, now);
  const [taken] = await tx
    .update(houseSeeds)
    .set({ nonce: sql`${houseSeeds.nonce} + 1` })
    .where(and(eq(houseSeeds.id, seed.id), isNull(houseSeeds.revealedAt)))
    .returning({ nonce: houseSeeds.nonce });
  if (!taken) return takeNonce(tx, owner, now); // rotated in between: use the new pair
  return { seed, nonce: taken.nonce - 1 };
}

/** Reveals the live pair's server seed and starts a new pair (with the player's client seed, if given). */
export async function rotate(tx: Tx, owner: SeedOwner, now: Date, clientSeed?: string): Promise<{ revealed: SeedRow; next: SeedRow }> {
  const current = await livePair(tx, owner, now);
  const [revealed] = await tx
    .update(houseSeeds)
    .set({ revealedAt: now })
    .where(and(eq(houseSeeds.id, current.id), isNull(houseSeeds.revealedAt)))
    .returning();
  const next = await livePair(tx, owner, now, clientSeed ?? current.clientSeed);
  return { revealed: revealed ?? { ...current, revealedAt: now }, next };
}
