// Player tokens for seamless vendors: a real launch issues one that names the member, the vendor and the
// money mode; only its hash is stored; it is worthless at another vendor and after it expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { createTestApp, type TestApp } from './helpers.ts';
import { memberClient, registerMember } from './support/members.ts';
import { members } from '../src/db/schema/members.ts';
import { playerTokens } from '../src/db/schema/seamless.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import { createPlayerTokens, PLAYER_TOKEN_TTL_MS } from '../src/modules/wallet/seamless/player-tokens.ts';
import { hashToken } from '../src/lib/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function launchedToken(accountType: number) {
  const session = await registerMember(t);
  const api = memberClient(t, session.token);
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  const slot = games.find((game) => game.gameCode === 'house-fruit-lines')!;
  const launched = await api.call(launchGameEndpoint, { body: { gameId: slot.gameId, accountType } });
  if (launched.mode !== 'house') throw new Error(`expected a house launch, got ${launched.mode}`);
  const [member] = await t.database.db.select().from(members).where(eq(members.username, session.username));
  const [vendor] = await t.database.db
    .select()
    .from(vendors)
    .where(and(eq(vendors.merchantId, member!.merchantId), eq(vendors.code, launched.vendorCode)));
  return { token: launched.token, memberId: member!.id, vendorId: vendor!.id, merchantId: member!.merchantId };
}

describe('player tokens', () => {
  it('a real-money launch issues a token that names the member at the game vendor; only its hash is kept', async () => {
    const launched = await launchedToken(1);
    expect(launched.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokens = createPlayerTokens({ database: t.database, clock: t.clock });
    expect(await tokens.holderOf(launched.token, launched.vendorId)).toMatchObject({
      merchantId: launched.merchantId,
      memberId: launched.memberId,
      vendorId: launched.vendorId,
      real: true,
    });
    const stored = await t.database.db.select().from(playerTokens).where(eq(playerTokens.memberId, launched.memberId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(launched.token));
    expect(JSON.stringify(stored)).not.toContain(launched.token);
  });

  it('a free-play launch issues a token marked as play money', async () => {
    const launched = await launchedToken(0);
    const tokens = createPlayerTokens({ database: t.database, clock: t.clock });
    expect((await tokens.holderOf(launched.token, launched.vendorId))?.real).toBe(false);
  });

  it('a token is worthless at another vendor, when unknown, and once it has expired', async () => {
    const launched = await launchedToken(1);
    const tokens = createPlayerTokens({ database: t.database, clock: t.clock });
    const [other] = await t.database.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.merchantId, launched.merchantId), eq(vendors.code, 'HLIVE')));
    expect(other).toBeDefined();
    expect(await tokens.holderOf(launched.token, other!.id)).toBeNull();
    expect(await tokens.holderOf('not-a-token', launched.vendorId)).toBeNull();
    t.clock.advance(PLAYER_TOKEN_TTL_MS - 1000);
    expect(await tokens.holderOf(launched.token, launched.vendorId)).not.toBeNull();
    t.clock.advance(1000);
    expect(await tokens.holderOf(launched.token, launched.vendorId)).toBeNull();
  });
});
