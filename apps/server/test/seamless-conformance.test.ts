// The seamless wallet conformance suite: an outside vendor, over real HTTP, against our endpoints. Every
// rule of docs/seamless-wallet.md and contracts/seamless.ts: signatures and their clock window, the actions, repeats and
// conflicting repeats, a rollback before its debit, a credit after a rollback, wins and refunds without a
// live session, refusals (funds, frozen, free play, limits, unknown players and tokens, other merchants,
// vendors off or in transfer mode), a lost answer re-sent, and the ledger reconciling afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { runReconciliationEndpoint } from '@orbit/contracts/console-finance';
import { launchGameEndpoint, gameListEndpoint } from '@orbit/contracts/games';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER, type SeamlessErrorCode } from '@orbit/contracts/seamless';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi } from './support/members.ts';
import { moneyMember, type MoneyMember } from './support/payments.ts';
import { members } from '../src/db/schema/members.ts';
import { playerTokens, seamlessTransactions, vendorCredentials } from '../src/db/schema/seamless.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import { fetchTransport } from '../src/lib/http-transport.ts';
import { signSeamless } from '../src/modules/wallet/seamless/signing.ts';
import { ensureVendorSecrets } from '../src/modules/wallet/seamless/credentials.ts';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import { createSeamlessClient, SeamlessCallError, type SeamlessClient, type SeamlessTarget } from '../src/vendors/house/seamless-client.ts';
import { pointsBaseOf, turnoverByCategory } from '../src/modules/wallet/seamless/turnover.ts';
import { zonedDay } from '@orbit/contracts/format';
import { vendorSecret } from './support/seamless.ts';

let t: TestApp;
let baseUrl: string;
let vendor: SeamlessClient;
let hslot: SeamlessTarget;
let console_: ApiClient;
let slotGameId: number;
let seq = 0;
const id = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  vendor = createSeamlessClient({ transport: fetchTransport(5000), baseUrl, clock: t.clock });
  hslot = { merchantCode: 'HGOLD', vendorCode: 'HSLOT', secret: await vendorSecret(t, 'HSLOT') };
  console_ = await consoleApi(t);
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  slotGameId = games.find((game) => game.gameCode === 'house-fruit-lines')!.gameId;
});
afterAll(() => t.close());

/** A member with RM funds in the main wallet, launched into a slot: the token the vendor is given. */
async function launchedPlayer(funds = 10_000n, accountType = 1): Promise<MoneyMember & { playerToken: string }> {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: slotGameId, accountType } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { ...member, playerToken: launched.token };
}

async function refusal(promise: Promise<unknown>): Promise<SeamlessErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SeamlessCallError) return error.code;
    throw error;
  }
  throw new Error('expected the call to be refused');
}

function bet(player: { username: string; playerToken: string }, amount: string, round = id('round'), transactionId = id('bet')) {
  return { token: player.playerToken, player: player.username, transactionId, roundId: round, gameCode: 'house-fruit-lines', amount };
}

async function rawCall(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', merchant: 'HGOLD', ...headers }, body });
  return { status: response.status, json: (await response.json()) as { success: boolean; errorCode?: string } };
}

function signedHeaders(secret: string, body: string, at = t.clock.now()) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return { [SEAMLESS_TIMESTAMP_HEADER]: timestamp, [SEAMLESS_SIGNATURE_HEADER]: signSeamless(secret, timestamp, body) };
}

describe('signatures', () => {
  it('accepts a call signed with the secret and refuses a wrong, missing, stale or tampered one', async () => {
    const player = await launchedPlayer();
    const body = JSON.stringify({ token: player.playerToken });
    const path = '/vendor/seamless/HSLOT/authenticate';
    const good = await rawCall(path, body, signedHeaders(hslot.secret, body));
    expect(good).toMatchObject({ status: 200, json: { success: true } });

    expect(await rawCall(path, body, signedHeaders('not-the-secret', body))).toMatchObject({ status: 401, json: { errorCode: 'bad_signature' } });
    expect(await rawCall(path, body, {})).toMatchObject({ status: 401, json: { errorCode: 'bad_signature' } });
    const stale = new Date(t.clock.now().getTime() - 301_000);
    expect(await rawCall(path, body, signedHeaders(hslot.secret, body, stale))).toMatchObject({ status: 401, json: { errorCode: 'bad_signature' } });
    const ahead = new Date(t.clock.now().getTime() + 299_000);
    expect(await rawCall(path, body, signedHeaders(hslot.secret, body, ahead))).toMatchObject({ status: 200 });
    const tampered = body.replace('"token"', '"token" ');
    expect(await rawCall(path, tampered, signedHeaders(hslot.secret, body))).toMatchObject({ status: 401, json: { errorCode: 'bad_signature' } });
    // Another vendor's secret does not sign for this one, and an unknown vendor looks the same.
    const [other] = await t.database.db
      .select({ secret: vendorCredentials.secret, sealed: vendorCredentials.sealed })
      .from(vendorCredentials)
      .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
      .where(eq(vendors.code, 'HLIVE'));
    expect(await rawCall(path, body, signedHeaders(t.services.vendorSecrets.open(other!), body))).toMatchObject({
      status: 401,
      json: { errorCode: 'bad_signature' },
    });
    expect(await rawCall('/vendor/seamless/NOPE/authenticate', body, signedHeaders(hslot.secret, body))).toMatchObject({ status: 401 });
  });

  it('refuses bad bodies with bad_parameters, never a 500', async () => {
    for (const body of ['not json', '{}', JSON.stringify({ token: 'short' }), JSON.stringify({ player: 'x', amount: '-1' })])
      expect(await rawCall('/vendor/seamless/HSLOT/debit', body, signedHeaders(hslot.secret, body))).toMatchObject({
        status: 400,
        json: { errorCode: 'bad_parameters' },
      });
    const body = JSON.stringify({ player: 'x' });
    expect(await rawCall('/vendor/seamless/HSLOT/explode', body, signedHeaders(hslot.secret, body))).toMatchObject({ status: 400 });
  });
});

describe('the actions', () => {
  it('authenticates a launched player and reads the balance', async () => {
    const player = await launchedPlayer(12_345n);
    expect(await vendor.call(hslot, 'authenticate', { token: player.playerToken })).toEqual({
      player: player.username,
      currency: 'MYR',
      balance: '123.45',
      real: true,
    });
    expect(await vendor.call(hslot, 'balance', { player: player.username })).toEqual({ currency: 'MYR', balance: '123.45' });
  });

  it('a bet and its win move the main wallet by win − stake, through the house accounts', async () => {
    const player = await launchedPlayer(10_000n);
    const round = id('round');
    const debit = await vendor.call(hslot, 'debit', bet(player, '2.50', round));
    expect(debit).toMatchObject({ currency: 'MYR', balance: '97.50' });
    const credit = await vendor.call(hslot, 'credit', {
      player: player.username,
      transactionId: id('win'),
      roundId: round,
      gameCode: 'house-fruit-lines',
      amount: '10.00',
    });
    expect(credit.balance).toBe('107.50');
    const lost = id('round');
    await vendor.call(hslot, 'debit', bet(player, '1.00', lost));
    const closed = await vendor.call(hslot, 'credit', {
      player: player.username,
      transactionId: id('win'),
      roundId: lost,
      gameCode: 'house-fruit-lines',
      amount: '0.00',
    });
    expect(closed.balance).toBe('106.50');
    expect(await vendor.call(hslot, 'balance', { player: player.username })).toMatchObject({ balance: '106.50' });
  });

  it('answers a repeat with the first answer and moves nothing more; a different body under the same id conflicts', async () => {
    const player = await launchedPlayer(10_000n);
    const first = bet(player, '5.00');
    const answer = await vendor.call(hslot, 'debit', first);
    expect(await vendor.call(hslot, 'debit', first)).toEqual(answer);
    expect(await vendor.call(hslot, 'balance', { player: player.username })).toMatchObject({ balance: '95.00' });
    expect(await refusal(vendor.call(hslot, 'debit', { ...first, amount: '6.00' }))).toBe('transaction_conflict');
    const win = { player: player.username, transactionId: id('win'), roundId: first.roundId, gameCode: 'house-fruit-lines', amount: '3.00' };
    const paid = await vendor.call(hslot, 'credit', win);
    expect(await vendor.call(hslot, 'credit', win)).toEqual(paid);
    expect(await vendor.call(hslot, 'balance', { player: player.username })).toMatchObject({ balance: '98.00' });
    // The same id for another kind of call is a conflict too.
    expect(await refusal(vendor.call(hslot, 'credit', { ...win, transactionId: first.transactionId }))).toBe('transaction_conflict');
  });

  it('a rollback refunds its bet once; a second rollback id for it moves nothing', async () => {
    const player = await launchedPlayer(10_000n);
    const placed = bet(player, '7.00');
    await vendor.call(hslot, 'debit', placed);
    const refund = {
      player: player.username,
      transactionId: id('rb'),
      debitTransactionId: placed.transactionId,
      roundId: placed.roundId,
      gameCode: 'house-fruit-lines',
    };
    expect((await vendor.call(hslot, 'rollback', refund)).balance).toBe('100.00');
    expect((await vendor.call(hslot, 'rollback', refund)).balance).toBe('100.00');
    expect((await vendor.call(hslot, 'rollback', { ...refund, transactionId: id('rb') })).balance).toBe('100.00');
    // Its round is over: a win for it is refused and writes nothing.
    const late = { player: player.username, transactionId: id('win'), roundId: placed.roundId, gameCode: 'house-fruit-lines', amount: '50.00' };
    expect(await refusal(vendor.call(hslot, 'credit', late))).toBe('bet_cancelled');
    expect(await vendor.call(hslot, 'balance', { player: player.username })).toMatchObject({ balance: '100.00' });
  });

  it('a rollback that arrives before its debit is answered unknown_transaction, and the late debit is refused', async () => {
    const player = await launchedPlayer(10_000n);
    const late = bet(player, '4.00');
    const early = {
      player: player.username,
      transactionId: id('rb'),
      debitTransactionId: late.transactionId,
      roundId: late.roundId,
      gameCode: 'house-fruit-lines',
    };
    expect(await refusal(vendor.call(hslot, 'rollback', early))).toBe('unknown_transaction');
    expect(await refusal(vendor.call(hslot, 'rollback', early))).toBe('unknown_transaction');
    expect(await refusal(vendor.call(hslot, 'debit', late))).toBe('bet_cancelled');
    expect(await vendor.call(hslot, 'balance', { player: player.username })).toMatchObject({ balance: '100.00' });
  });

  it('every later rollback of a debit that never arrived, under any new id, is answered unknown_transaction too', async () => {
    const player = await launchedPlayer(10_000n);
    const never = bet(player, '4.00');
    const rollbackOf = (transactionId: string) => ({
      player: player.username,
      transactionId,
      debitTransactionId: never.transactionId,
      roundId: never.roundId,
      gameCode: 'house-fruit-lines',
    });
    const ids = [id('rb'), id('rb'), id('rb')];
    for (const rollbackId of ids) expect(await refusal(vendor.call(hslot, 'rollback', rollbackOf(rollbackId)))).toBe('unknown_transaction');
    // Each repeat answers as its first time, and the late debit is still refused.
    for (const rollbackId of ids) expect(await refusal(vendor.call(hslot, 'rollback', rollbackOf(rollbackId)))).toBe('unknown_transaction');
    expect(await refusal(vendor.call(hslot, 'debit', never))).toBe('bet_cancelled');
    expect(await vendor.call(hslot, 'balance', { player: player.username })).toMatchObject({ balance: '100.00' });
  });

  it('a rollback under its own debit’s id is bad_parameters, never retry_later, and moves nothing', async () => {
    const player = await launchedPlayer(10_000n);
    const missing = bet(player, '3.00');
    const selfNamed = (placed: ReturnType<typeof bet>) => ({
      player: player.username,
      transactionId: placed.transactionId,
      debitTransactionId: placed.transactionId,
      roundId: placed.roundId,
      gameCode: 'house-fruit-lines',
    });
    expect(await refusal(vendor.call(hslot, 'rollback', selfNamed(missing)))).toBe('bad_parameters');
    expect(await refusal(vendor.call(hslot, 'rollback', selfNamed(missing)))).toBe('bad_parameters');
    // Nothing was recorded: the debit still goes through, and a self-named rollback of it is refused alike.
    await vendor.call(hslot, 'debit', missing);
    expect(await refusal(vendor.call(hslot, 'rollback', selfNamed(missing)))).toBe('bad_parameters');
    expect(await vendor.call(hslot, 'balance', { player: player.username })).toMatchObject({ balance: '97.00' });
  });

  it('wins and refunds need no live session; a bet does', async () => {
    const player = await launchedPlayer(10_000n);
    const placed = bet(player, '1.00');
    await vendor.call(hslot, 'debit', placed);
    // The launch's token expires (12 hours after the launch).
    await t.database.db
      .update(playerTokens)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(playerTokens.memberId, player.id));
    expect(await refusal(vendor.call(hslot, 'debit', bet(player, '1.00')))).toBe('bad_token');
    const win = await vendor.call(hslot, 'credit', {
      player: player.username,
      transactionId: id('win'),
      roundId: placed.roundId,
      gameCode: 'house-fruit-lines',
      amount: '2.00',
    });
    expect(win.balance).toBe('101.00');
    const other = bet(player, '1.00');
    expect(await refusal(vendor.call(hslot, 'authenticate', { token: player.playerToken }))).toBe('bad_token');
    expect(
      await vendor
        .call(hslot, 'rollback', {
          player: player.username,
          transactionId: id('rb'),
          debitTransactionId: other.transactionId,
          roundId: other.roundId,
          gameCode: 'house-fruit-lines',
        })
        .catch((e: SeamlessCallError) => e.code),
    ).toBe('unknown_transaction');
  });
});

describe('turnover', () => {
  it('is recorded per day and category with the money: repeats count once, refunds leave it, refused bets never enter', async () => {
    const player = await launchedPlayer(5_000n);
    const first = bet(player, '12.00');
    await vendor.call(hslot, 'debit', first);
    await vendor.call(hslot, 'debit', first);
    const win = { player: player.username, transactionId: id('win'), roundId: first.roundId, gameCode: 'house-fruit-lines', amount: '30.00' };
    await vendor.call(hslot, 'credit', win);
    await vendor.call(hslot, 'credit', win);
    const refunded = bet(player, '8.00');
    await vendor.call(hslot, 'debit', refunded);
    await vendor.call(hslot, 'rollback', {
      player: player.username,
      transactionId: id('rb'),
      debitTransactionId: refunded.transactionId,
      roundId: refunded.roundId,
      gameCode: 'house-fruit-lines',
    });
    expect(await refusal(vendor.call(hslot, 'debit', bet(player, '500.00')))).toBe('insufficient_funds');
    const today = zonedDay(t.clock.now(), 'Asia/Kuala_Lumpur');
    // Slots earn points at 1.20 per unit of turnover.
    expect(await turnoverByCategory(t.database, player.merchantId, player.id, today, today)).toEqual([
      { category: 'rng', turnover: 1_200n, wins: 3_000n, bets: 1, pointsBase: 1_440n },
    ]);
    expect(await turnoverByCategory(t.database, player.merchantId, player.id, '2020-01-01', '2020-01-31')).toEqual([]);
  });

  it('weighs turnover by the point rate of its category, none for lottery or a vendor outside the catalogue', () => {
    expect(pointsBaseOf('live', 1_000n)).toBe(700n);
    expect(pointsBaseOf('fish', 1_000n)).toBe(1_200n);
    expect(pointsBaseOf('pvp', 999n)).toBe(999n);
    expect(pointsBaseOf('rng', 1n)).toBe(1n);
    expect(pointsBaseOf('lottery', 1_000n)).toBe(0n);
    expect(pointsBaseOf('other', 1_000n)).toBe(0n);
  });
});

describe('refusals', () => {
  it('insufficient funds, minimum bet and bad amounts write nothing', async () => {
    const player = await launchedPlayer(500n);
    expect(await refusal(vendor.call(hslot, 'debit', bet(player, '5.01')))).toBe('insufficient_funds');
    expect(await refusal(vendor.call(hslot, 'debit', bet(player, '0.001')))).toBe('bad_parameters');
    expect(await refusal(vendor.call(hslot, 'debit', bet(player, '0.00')))).toBe('bad_parameters');
    expect(await refusal(vendor.call(hslot, 'debit', bet(player, '0.19')))).toBe('bet_limit'); // the game's minimum is 0.20
    expect(await refusal(vendor.call(hslot, 'debit', { ...bet(player, '1.00'), gameCode: 'house-baccarat' }))).toBe('bad_parameters');
    const rows = await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.memberId, player.id));
    expect(rows).toEqual([]);
    expect(await vendor.call(hslot, 'debit', bet(player, '5.00'))).toMatchObject({ balance: '0.00' });
  });

  it('a free-play token cannot bet, a token of another player or vendor cannot bet, unknown players are not found', async () => {
    const free = await launchedPlayer(10_000n, 0);
    expect(await vendor.call(hslot, 'authenticate', { token: free.playerToken })).toMatchObject({ real: false });
    expect(await refusal(vendor.call(hslot, 'debit', bet(free, '1.00')))).toBe('bad_token');
    const owner = await launchedPlayer(10_000n);
    const thief = await launchedPlayer(10_000n);
    expect(await refusal(vendor.call(hslot, 'debit', { ...bet(owner, '1.00'), player: thief.username }))).toBe('bad_token');
    const [hlive] = await t.database.db
      .select({ secret: vendorCredentials.secret, sealed: vendorCredentials.sealed })
      .from(vendorCredentials)
      .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
      .where(eq(vendors.code, 'HLIVE'));
    expect(
      await refusal(
        vendor.call({ ...hslot, vendorCode: 'HLIVE', secret: t.services.vendorSecrets.open(hlive!) }, 'authenticate', { token: owner.playerToken }),
      ),
    ).toBe('bad_token');
    expect(await refusal(vendor.call(hslot, 'balance', { player: 'nobody-here' }))).toBe('player_not_found');
    expect(await refusal(vendor.call(hslot, 'authenticate', { token: 'x'.repeat(43) }))).toBe('bad_token');
  });

  it('a locked, cooling-off or self-excluded account cannot bet but is still paid', async () => {
    const player = await launchedPlayer(10_000n);
    const placed = bet(player, '1.00');
    await vendor.call(hslot, 'debit', placed);
    await t.database.db
      .update(members)
      .set({ coolOffUntil: new Date(t.clock.now().getTime() + 86_400_000) })
      .where(eq(members.id, player.id));
    expect(await refusal(vendor.call(hslot, 'debit', bet(player, '1.00')))).toBe('account_frozen');
    expect(
      (
        await vendor.call(hslot, 'credit', {
          player: player.username,
          transactionId: id('win'),
          roundId: placed.roundId,
          gameCode: 'house-fruit-lines',
          amount: '1.50',
        })
      ).balance,
    ).toBe('100.50');
    await t.database.db.update(members).set({ coolOffUntil: null, status: 'locked' }).where(eq(members.id, player.id));
    expect(await refusal(vendor.call(hslot, 'debit', bet(player, '1.00')))).toBe('account_frozen');
  });

  it('a vendor switched off or in transfer mode is refused; another merchant cannot reach our players', async () => {
    const player = await launchedPlayer(10_000n);
    await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, 'HSLOT'));
    try {
      expect(await refusal(vendor.call(hslot, 'balance', { player: player.username }))).toBe('bad_parameters');
    } finally {
      await t.database.db.update(vendors).set({ enabled: true }).where(eq(vendors.code, 'HSLOT'));
    }
    // Another merchant with a vendor of the same code: our secret does not sign there, and its own does not
    // reach our players.
    const other = await siteRepo.insertMerchant(t.database.db, {
      code: 'SIAMG',
      name: 'Siam Games',
      currency: 'THB',
      currencySymbol: '฿',
      timeZone: 'Asia/Bangkok',
      settings: defaultSettings('Siam Games'),
    });
    await t.database.db.insert(vendors).values({ merchantId: other!.id, code: 'HSLOT', name: 'Siam Slots', walletMode: 'seamless' });
    await ensureVendorSecrets(t.database.db, other!.id, t.clock.now(), t.services.vendorSecrets);
    const [theirs] = await t.database.db
      .select({ secret: vendorCredentials.secret, sealed: vendorCredentials.sealed })
      .from(vendorCredentials)
      .where(eq(vendorCredentials.merchantId, other!.id));
    // The transfer-wallet vendor has no seamless calls, even with a secret.
    const [house] = await t.database.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.merchantId, player.merchantId), eq(vendors.code, 'HOUSE')));
    await t.database.db.insert(vendorCredentials).values({
      vendorId: house!.id,
      merchantId: player.merchantId,
      ...t.services.vendorSecrets.sealSecret('transfer-vendor-secret'),
      rotatedAt: t.clock.now(),
    });
    expect(await refusal(vendor.call({ ...hslot, vendorCode: 'HOUSE', secret: 'transfer-vendor-secret' }, 'balance', { player: player.username }))).toBe(
      'bad_parameters',
    );
    expect(await refusal(vendor.call({ ...hslot, merchantCode: 'SIAMG' }, 'balance', { player: player.username }))).toBe('bad_signature');
    expect(
      await refusal(
        vendor.call({ merchantCode: 'SIAMG', vendorCode: 'HSLOT', secret: t.services.vendorSecrets.open(theirs!) }, 'balance', { player: player.username }),
      ),
    ).toBe('player_not_found');
    expect(
      await refusal(
        vendor.call({ merchantCode: 'SIAMG', vendorCode: 'HSLOT', secret: t.services.vendorSecrets.open(theirs!) }, 'authenticate', {
          token: player.playerToken,
        }),
      ),
    ).toBe('bad_token');
  });
});

describe('lost answers and the ledger', () => {
  it('a debit whose answer was lost is sent again and answered the same, taking the money once', async () => {
    const player = await launchedPlayer(10_000n);
    let calls = 0;
    // The first answer is dropped on the way back: the vendor sees no answer and sends the call again.
    const lossy = createSeamlessClient({
      transport: async (request) => {
        const response = await fetchTransport(5000)(request);
        if (++calls === 1) throw new Error('connection reset');
        return response;
      },
      baseUrl,
      clock: t.clock,
    });
    const placed = bet(player, '9.00');
    const lost = await lossy.call(hslot, 'debit', placed).catch((error: SeamlessCallError) => error);
    expect(lost).toBeInstanceOf(SeamlessCallError);
    expect(lost).toMatchObject({ code: 'retry_later', unanswered: true });
    expect(await lossy.call(hslot, 'debit', placed)).toMatchObject({ balance: '91.00' });
    expect(await vendor.call(hslot, 'balance', { player: player.username })).toMatchObject({ balance: '91.00' });
  });

  it('20 debits at once for one player never overdraw, and the ledger reconciles', async () => {
    const player = await launchedPlayer(1_000n);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        vendor.call(hslot, 'debit', bet(player, '1.00')).then(
          () => 'ok',
          (error: SeamlessCallError) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'insufficient_funds')).toHaveLength(10);
    expect(await vendor.call(hslot, 'balance', { player: player.username })).toMatchObject({ balance: '0.00' });
    const run = await console_.call(runReconciliationEndpoint);
    expect(run).toMatchObject({ ok: true, mismatchedAccounts: [], unbalancedTransactions: [] });
  });
});
