// The console's vendor wallet settings: each vendor's wallet mode and whether it has seamless credentials; a
// secret rotated is shown once, the old one stops verifying at once and the house games carry on with the new
// one; the mode switches only when no seamless round is open and no member's money is at the vendor; every
// change is audited (never with the secret) and only operators with games.write may make it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createOperatorEndpoint, listAuditEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { rotateVendorSecretEndpoint, updateWalletModeEndpoint, vendorWalletsEndpoint } from '@orbit/contracts/console-rounds';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { slotSpinEndpoint } from '@orbit/contracts/house-slots';
import { walletTransferEndpoint } from '@orbit/contracts/wallet';
import type { ApiClient } from '@orbit/contracts/client';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { moneyMember, type MoneyMember } from './support/payments.ts';
import { vendorCredentials } from '../src/db/schema/seamless.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import { injectTransport } from '../src/lib/http-transport.ts';
import { createSeamlessClient, SeamlessCallError, type SeamlessClient } from '../src/vendors/house/seamless-client.ts';

let t: TestApp;
let cms: ApiClient;
let vendor: SeamlessClient;
let gameIds: Map<string, number>;
let seq = 0;
const rid = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  cms = operatorClient(t, (await loginOperator(t)).token);
  // Spins follow each other without waiting for the reels: the merchant's spin cycle is 0.
  await cms.call(updateSettingsEndpoint, { params: { section: 'games' }, body: { slotMinSpinMs: 0 } });
  vendor = createSeamlessClient({ transport: injectTransport(t.app), baseUrl: 'http://localhost', clock: t.clock });
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  gameIds = new Map(games.map((game) => [game.gameCode, game.gameId]));
});
afterAll(() => t.close());

async function storedSecret(code: string): Promise<string> {
  const [row] = await t.database.db
    .select({ secret: vendorCredentials.secret, sealed: vendorCredentials.sealed })
    .from(vendorCredentials)
    .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
    .where(and(eq(vendors.code, code)));
  return t.services.vendorSecrets.open(row!);
}

const balanceWith = (secret: string, player: string) => vendor.call({ merchantCode: 'HGOLD', vendorCode: 'HSLOT', secret }, 'balance', { player });

async function launched(member: MoneyMember, gameCode = 'house-fruit-lines') {
  const reply = await member.api.call(launchGameEndpoint, { body: { gameId: gameIds.get(gameCode)! } });
  if (reply.mode !== 'house') throw new Error('expected a house launch');
  return reply.token;
}

async function spin(member: MoneyMember) {
  const token = await launched(member);
  return t
    .client(() => ({ merchant: 'HGOLD' }))
    .call(slotSpinEndpoint, {
      body: { token, gameCode: 'house-fruit-lines', totalBet: '1.00', requestId: rid('spin') },
    });
}

describe('vendor wallets in the console', () => {
  it('lists every vendor with its wallet mode and whether it has seamless credentials, never a secret', async () => {
    const { items } = await cms.call(vendorWalletsEndpoint);
    const byCode = new Map(items.map((item) => [item.vendorCode, item]));
    expect(byCode.get('HOUSE')).toMatchObject({ walletMode: 'transfer', hasCredentials: false, secretRotatedAt: null, openRounds: 0, transferBalance: '0.00' });
    expect(byCode.get('HSLOT')).toMatchObject({ walletMode: 'seamless', hasCredentials: true, secretRotatedAt: expect.any(String), openRounds: 0 });
    expect(JSON.stringify(items)).not.toContain(await storedSecret('HSLOT'));
  });

  it("rotates HSLOT's secret: shown once, the old one refused at once, and a house slot spin still settles", async () => {
    const member = await moneyMember(t, { funds: 10_000n, paymentPassword: null, realName: null });
    const old = await storedSecret('HSLOT');
    expect(await balanceWith(old, member.username)).toMatchObject({ balance: '100.00' });

    t.clock.advance(60_000);
    const rotated = await cms.call(rotateVendorSecretEndpoint, { params: { code: 'HSLOT' } });
    expect(rotated.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated.secret).not.toBe(old);
    expect(rotated.vendor).toMatchObject({ vendorCode: 'HSLOT', hasCredentials: true, secretRotatedAt: t.clock.now().toISOString() });
    expect(await storedSecret('HSLOT')).toBe(rotated.secret);

    const refused = await balanceWith(old, member.username).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SeamlessCallError);
    expect((refused as SeamlessCallError).code).toBe('bad_signature');
    expect(await balanceWith(rotated.secret, member.username)).toMatchObject({ balance: '100.00' });

    const spun = await spin(member);
    expect(spun.round).toMatchObject({ status: 'settled', stake: '1.00', balanceBefore: '100.00' });

    // Shown once: the list after it never carries it, and the audit log records the change without it.
    expect(JSON.stringify(await cms.call(vendorWalletsEndpoint))).not.toContain(rotated.secret);
    const audit = await cms.call(listAuditEndpoint, { query: {} });
    const entry = audit.items.find((e) => e.action === 'games.vendor.secret_rotate');
    expect(entry).toMatchObject({ target: 'HSLOT' });
    expect(JSON.stringify(audit.items)).not.toContain(rotated.secret);
  });

  it('keeps every signing secret sealed at rest: the stored text is never the secret, and old clear rows are sealed at start', async () => {
    const stored = await t.database.db.select().from(vendorCredentials);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.sealed).toBe(true);
      expect(row.secret).not.toBe(t.services.vendorSecrets.open(row));
      expect(row.secret).not.toContain(t.services.vendorSecrets.open(row));
    }
    const rotated = await cms.call(rotateVendorSecretEndpoint, { params: { code: 'HSLOT' } });
    const [raw] = await t.database.db
      .select({ secret: vendorCredentials.secret, sealed: vendorCredentials.sealed })
      .from(vendorCredentials)
      .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
      .where(eq(vendors.code, 'HSLOT'));
    expect(raw!.sealed).toBe(true);
    expect(raw!.secret).not.toContain(rotated.secret);
    // A row written in clear before sealing existed: the start-up step seals it, and it still verifies.
    const plain = 'a-secret-from-before-sealing-0123456789abcdef';
    const hslot = await t.database.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.code, 'HSLOT'));
    await t.database.db.update(vendorCredentials).set({ secret: plain, sealed: false }).where(eq(vendorCredentials.vendorId, hslot[0]!.id));
    expect(await t.database.db.transaction((tx) => t.services.vendorSecrets.sealStoredSecrets(tx))).toBe(1);
    const [after] = await t.database.db.select().from(vendorCredentials).where(eq(vendorCredentials.vendorId, hslot[0]!.id));
    expect(after).toMatchObject({ sealed: true });
    expect(after!.secret).not.toContain(plain);
    expect(await storedSecret('HSLOT')).toBe(plain);
    const member = await moneyMember(t, { funds: 10_000n, paymentPassword: null, realName: null });
    expect(await balanceWith(plain, member.username)).toMatchObject({ balance: '100.00' });
    // Sealed once: a second run finds nothing left in clear.
    expect(await t.database.db.transaction((tx) => t.services.vendorSecrets.sealStoredSecrets(tx))).toBe(0);
  });

  it('refuses to rotate a transfer vendor or an unknown one', async () => {
    expect(await errorOf(cms.call(rotateVendorSecretEndpoint, { params: { code: 'HOUSE' } }))).toMatchObject({ errorCode: 'invalid_state', status: 409 });
    expect(await errorOf(cms.call(rotateVendorSecretEndpoint, { params: { code: 'NOPE' } }))).toMatchObject({ errorCode: 'not_found' });
    expect(await errorOf(cms.call(rotateVendorSecretEndpoint, { params: { code: 'bad code' } }))).toMatchObject({ errorCode: 'validation_failed' });
  });

  it('switches a seamless vendor only once its open rounds are settled, and back', async () => {
    const member = await moneyMember(t, { funds: 10_000n, paymentPassword: null, realName: null });
    const target = { merchantCode: 'HGOLD', vendorCode: 'HSLOT', secret: await storedSecret('HSLOT') };
    const roundId = rid('open');
    const base = { player: member.username, roundId, gameCode: 'house-fruit-lines' };
    await vendor.call(target, 'debit', { ...base, token: await launched(member), transactionId: `${roundId}:bet`, amount: '4.00' });

    const listed = (await cms.call(vendorWalletsEndpoint)).items.find((v) => v.vendorCode === 'HSLOT');
    expect(listed).toMatchObject({ openRounds: 1, openStakes: '4.00' });
    const refused = await errorOf(cms.call(updateWalletModeEndpoint, { params: { code: 'HSLOT' }, body: { walletMode: 'transfer' } }));
    expect(refused).toMatchObject({ errorCode: 'invalid_state', status: 409, field: 'walletMode' });
    expect(refused.message).toContain('4.00');
    expect((await cms.call(vendorWalletsEndpoint)).items.find((v) => v.vendorCode === 'HSLOT')?.walletMode).toBe('seamless');

    await vendor.call(target, 'credit', { ...base, transactionId: `${roundId}:win`, amount: '0.00', roundEnded: true });
    const switched = await cms.call(updateWalletModeEndpoint, { params: { code: 'HSLOT' }, body: { walletMode: 'transfer' } });
    expect(switched).toMatchObject({ walletMode: 'transfer', openRounds: 0, hasCredentials: true });
    // A transfer vendor's seamless calls are refused from now on.
    const call = await vendor.call(target, 'balance', { player: member.username }).catch((error: unknown) => error);
    expect((call as SeamlessCallError).code).toBe('bad_parameters');

    expect(await cms.call(updateWalletModeEndpoint, { params: { code: 'HSLOT' }, body: { walletMode: 'seamless' } })).toMatchObject({ walletMode: 'seamless' });
    expect((await spin(member)).round.status).toBe('settled');
    const audit = await cms.call(listAuditEndpoint, { query: {} });
    expect(audit.items.filter((e) => e.action === 'games.vendor.wallet_mode').map((e) => e.detail)).toEqual([
      { from: 'transfer', to: 'seamless' },
      { from: 'seamless', to: 'transfer' },
    ]);
  });

  it("refuses to switch a transfer vendor while members' money is at it", async () => {
    const member = await moneyMember(t, { funds: 50_000n });
    await member.api.call(walletTransferEndpoint, { body: { requestId: rid('in'), vendorCode: 'HOUSE', direction: 'in', amount: '120.50' } });
    expect((await cms.call(vendorWalletsEndpoint)).items.find((v) => v.vendorCode === 'HOUSE')).toMatchObject({ transferBalance: '120.50' });
    const refused = await errorOf(cms.call(updateWalletModeEndpoint, { params: { code: 'HOUSE' }, body: { walletMode: 'seamless' } }));
    expect(refused).toMatchObject({ errorCode: 'invalid_state' });
    expect(refused.message).toContain('120.50');

    await member.api.call(walletTransferEndpoint, { body: { requestId: rid('out'), vendorCode: 'HOUSE', direction: 'out', amount: '120.50' } });
    expect(await cms.call(updateWalletModeEndpoint, { params: { code: 'HOUSE' }, body: { walletMode: 'seamless' } })).toMatchObject({
      walletMode: 'seamless',
      hasCredentials: false,
    });
    // A seamless vendor with no secret yet gets its first one from a rotation.
    expect((await cms.call(rotateVendorSecretEndpoint, { params: { code: 'HOUSE' } })).vendor.hasCredentials).toBe(true);
  });

  it('refuses operators without the games permissions, and bad input', async () => {
    expect(await errorOf(cms.call(updateWalletModeEndpoint, { params: { code: 'HSLOT' }, body: { walletMode: 'cash' as never } }))).toMatchObject({
      errorCode: 'validation_failed',
    });
    await cms.call(createOperatorEndpoint, { body: { username: 'sam.support', displayName: 'Sam', role: 'support', password: 'Support#2026x' } });
    const sam = operatorClient(t, (await loginOperator(t, 'sam.support', 'Support#2026x')).token);
    expect((await errorOf(sam.call(vendorWalletsEndpoint))).status).toBe(403);
    expect((await errorOf(sam.call(rotateVendorSecretEndpoint, { params: { code: 'HSLOT' } }))).status).toBe(403);
    expect((await errorOf(t.client().call(vendorWalletsEndpoint))).status).toBe(401);
  });
});
