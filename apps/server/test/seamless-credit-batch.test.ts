// The seamless batch credit over real HTTP (docs/seamless-wallet.md, Batch credit): the signature and the
// refusals of a whole batch (nothing written), every per-line answer, a batch sent again answering as the
// first, lines shared with single credits, bonus-staked rounds paid as a single credit pays them, and the
// ledger reconciling afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { runReconciliationEndpoint } from '@orbit/contracts/console-finance';
import { launchGameEndpoint, gameListEndpoint } from '@orbit/contracts/games';
import { SEAMLESS_BATCH_MAX_LINES, SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER, type CreditBatchLine } from '@orbit/contracts/seamless';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi } from './support/members.ts';
import { moneyMember } from './support/payments.ts';
import { totalTurnover } from './support/turnover.ts';
import { vendorSecret } from './support/seamless.ts';
import { bonusKit } from './support/bonuses.ts';
import { seamlessTransactions } from '../src/db/schema/seamless.ts';
import { ledgerTransactions } from '../src/db/schema/wallet.ts';
import { memberTurnover } from '../src/db/schema/turnover.ts';
import { fetchTransport } from '../src/lib/http-transport.ts';
import { signSeamless } from '../src/modules/wallet/seamless/signing.ts';
import { createSeamlessClient, SeamlessCallError, type SeamlessClient, type SeamlessTarget } from '../src/vendors/house/seamless-client.ts';

const GAME = 'house-fruit-lines';
const PATH = '/vendor/seamless/HSLOT/creditBatch';
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
  vendor = createSeamlessClient({ transport: fetchTransport(10_000), baseUrl, clock: t.clock });
  hslot = { merchantCode: 'HGOLD', vendorCode: 'HSLOT', secret: await vendorSecret(t, 'HSLOT') };
  console_ = await consoleApi(t);
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  slotGameId = games.find((game) => game.gameCode === GAME)!.gameId;
});
afterAll(() => t.close());

async function player(funds = 10_000n) {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: slotGameId, accountType: 1 } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { ...member, token: launched.token };
}

/** A bet taken in a new round; answers the round. */
async function betIn(p: { username: string; token: string }, amount: string) {
  const roundId = id('round');
  await vendor.call(hslot, 'debit', { token: p.token, player: p.username, transactionId: `${roundId}:bet`, roundId, gameCode: GAME, amount });
  return roundId;
}

const line = (username: string, roundId: string, amount: string, transactionId = id('win')): CreditBatchLine => ({
  player: username,
  transactionId,
  roundId,
  gameCode: GAME,
  amount,
  roundEnded: true,
});
const balanceOf = async (username: string) => (await vendor.call(hslot, 'balance', { player: username })).balance;

function signed(body: string, secret = hslot.secret) {
  const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
  return { [SEAMLESS_TIMESTAMP_HEADER]: timestamp, [SEAMLESS_SIGNATURE_HEADER]: signSeamless(secret, timestamp, body) };
}
async function raw(body: string, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', merchant: 'HGOLD', ...headers }, body });
  return { status: response.status, json: (await response.json()) as { success: boolean; errorCode?: string; message?: string } };
}

/** What a refused batch must leave as it was: seamless rows, ledger transactions, turnover rows. */
async function written() {
  const db = t.database.db;
  const [rows] = await db.select({ n: count() }).from(seamlessTransactions);
  const [moves] = await db.select({ n: count() }).from(ledgerTransactions);
  const [turnover] = await db.select({ wins: sql<string>`coalesce(sum(${memberTurnover.wins}), 0)::text` }).from(memberTurnover);
  return { rows: rows!.n, moves: moves!.n, wins: turnover!.wins };
}

async function reconciles() {
  expect(await console_.call(runReconciliationEndpoint)).toMatchObject({ ok: true, mismatchedAccounts: [], unbalancedTransactions: [] });
}

describe('a batch refused whole writes nothing', () => {
  it('a bad or missing signature is bad_signature', async () => {
    const p = await player();
    const body = JSON.stringify({ credits: [line(p.username, await betIn(p, '1.00'), '5.00')] });
    const before = await written();
    expect(await raw(body, signed(body, 'not-the-secret'))).toMatchObject({ status: 401, json: { errorCode: 'bad_signature' } });
    expect(await raw(body, {})).toMatchObject({ status: 401, json: { errorCode: 'bad_signature' } });
    expect(await raw(body.replace('5.00', '9.00'), signed(body))).toMatchObject({ status: 401, json: { errorCode: 'bad_signature' } });
    expect(await written()).toEqual(before);
    expect(await balanceOf(p.username)).toBe('99.00');
  });

  it('a malformed body is bad_parameters naming the field; more lines than allowed, or too many bytes, is batch_too_large', async () => {
    const p = await player();
    const roundId = await betIn(p, '1.00');
    const good = line(p.username, roundId, '5.00');
    const before = await written();
    const malformed = [
      'not json',
      '{}',
      JSON.stringify({ credits: [] }),
      JSON.stringify({ credits: 'all' }),
      JSON.stringify({ credits: [good, { ...good, transactionId: 'has spaces' }] }),
      JSON.stringify({ credits: [good, { ...good, roundId: undefined }] }),
    ];
    for (const body of malformed) expect(await raw(body, signed(body))).toMatchObject({ status: 400, json: { errorCode: 'bad_parameters' } });
    const named = JSON.stringify({ credits: [good, { ...good, transactionId: 'has spaces' }] });
    expect((await raw(named, signed(named))).json.message).toContain('credits.1.transactionId');

    const tooMany = JSON.stringify({ credits: Array.from({ length: SEAMLESS_BATCH_MAX_LINES + 1 }, (_, i) => ({ ...good, transactionId: `w${i}` })) });
    expect(await raw(tooMany, signed(tooMany))).toMatchObject({ status: 413, json: { errorCode: 'batch_too_large' } });
    const tooBig = JSON.stringify({ credits: [good], padding: 'x'.repeat(3 * 1024 * 1024) });
    expect(await raw(tooBig, signed(tooBig))).toMatchObject({ status: 413, json: { errorCode: 'batch_too_large' } });
    expect(await written()).toEqual(before);
    expect(await balanceOf(p.username)).toBe('99.00');
  });
});

describe('every line is answered on its own', () => {
  it('pays what may pay and refuses each other line with its own code, in the order sent', async () => {
    const a = await player(10_000n);
    const b = await player(10_000n);
    const won = await betIn(a, '2.00');
    const lost = await betIn(a, '3.00');
    const bWon = await betIn(b, '1.00');
    const cancelled = await betIn(a, '4.00');
    await vendor.call(hslot, 'rollback', {
      player: a.username,
      transactionId: id('rb'),
      debitTransactionId: `${cancelled}:bet`,
      roundId: cancelled,
      gameCode: GAME,
    });
    const paidBefore = await betIn(b, '1.00');
    await vendor.call(hslot, 'credit', { player: b.username, transactionId: id('win'), roundId: paidBefore, gameCode: GAME, amount: '2.00' });
    const lines = [
      line(a.username, won, '10.00', `${won}:win`),
      line(a.username, lost, '0.00'),
      line(b.username, bWon, '1.50'),
      line('nobody-here', won, '1.00'),
      line(b.username, bWon, '1.234'),
      line(a.username, id('never'), '5.00'),
      line(a.username, cancelled, '8.00'),
      line(b.username, paidBefore, '3.00'),
      line(a.username, won, '1.00'),
      line(a.username, won, '10.00', `${won}:win`),
      line(a.username, won, '11.00', `${won}:win`),
      line(b.username, won, '1.00'),
    ];
    const reply = await vendor.creditBatch(hslot, lines);
    expect(reply.currency).toBe('MYR');
    const outcome = reply.lines.map((l) => [l.transactionId, l.success ? `paid ${l.balance}` : l.errorCode]);
    expect(outcome).toEqual([
      [`${won}:win`, 'paid 105.00'], // 100 − 2 − 3 − 4, the 4 refunded, + 10
      [lines[1]!.transactionId, 'paid 105.00'],
      [lines[2]!.transactionId, 'paid 101.50'], // 100 − 1 − 1 + 2, + 1.50
      [lines[3]!.transactionId, 'player_not_found'],
      [lines[4]!.transactionId, 'bad_parameters'],
      [lines[5]!.transactionId, 'unknown_round'],
      [lines[6]!.transactionId, 'bet_cancelled'],
      [lines[7]!.transactionId, 'round_closed'],
      [lines[8]!.transactionId, 'round_closed'],
      [`${won}:win`, 'paid 105.00'],
      [`${won}:win`, 'transaction_conflict'],
      [lines[11]!.transactionId, 'unknown_round'],
    ]);
    expect(reply.lines[9]).toEqual(reply.lines[0]);
    expect(await balanceOf(a.username)).toBe('105.00');
    expect(await balanceOf(b.username)).toBe('101.50');
    // Wins counted with the money; a lost round settled with 0 counts its stake in valid turnover.
    expect((await totalTurnover(t, a.username)).wins).toBe(1_000n);
    const valid = await t.database.db
      .select({ v: sql<string>`sum(${memberTurnover.validTurnover})::text` })
      .from(memberTurnover)
      .where(eq(memberTurnover.memberId, a.id));
    expect(BigInt(valid[0]!.v)).toBe(200n + 300n); // min(2, |10 − 2|) + min(3, |0 − 3|)
    // Refused lines are not recorded: the same ids may come again once the round exists.
    const recorded = await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.vendorTransactionId, lines[5]!.transactionId));
    expect(recorded).toHaveLength(0);
    await reconciles();
  });

  it('a batch sent again answers every line as the first time and moves nothing; a line id reused with another amount is refused', async () => {
    const p = await player(10_000n);
    const rounds = [await betIn(p, '1.00'), await betIn(p, '1.00'), await betIn(p, '1.00')];
    const lines = [
      line(p.username, rounds[0]!, '5.00'),
      line(p.username, rounds[1]!, '0.00'),
      line(p.username, rounds[2]!, '2.50'),
      line('ghost', rounds[0]!, '1'),
    ];
    const first = await vendor.creditBatch(hslot, lines);
    const before = await written();
    expect(await vendor.creditBatch(hslot, lines)).toEqual(first);
    expect(await written()).toEqual(before);
    expect(await balanceOf(p.username)).toBe('104.50');
    // Half of it again, in another order, and with one line changed: the rest answers as before.
    const again = await vendor.creditBatch(hslot, [lines[2]!, { ...lines[0]!, amount: '6.00' }]);
    expect(again.lines[0]).toEqual(first.lines[2]);
    expect(again.lines[1]).toMatchObject({ success: false, errorCode: 'transaction_conflict' });
    expect(await balanceOf(p.username)).toBe('104.50');
  });

  it('a line and a single credit under one id are one request: either answers the other, and no round is paid twice', async () => {
    const p = await player(10_000n);
    const single = await betIn(p, '1.00');
    const credit = line(p.username, single, '3.00');
    const answered = await vendor.call(hslot, 'credit', credit);
    const [asLine] = (await vendor.creditBatch(hslot, [credit])).lines;
    expect(asLine).toEqual({ transactionId: credit.transactionId, success: true, balance: answered.balance, reference: answered.reference });
    const batched = line(p.username, await betIn(p, '1.00'), '4.00');
    const [paid] = (await vendor.creditBatch(hslot, [batched])).lines;
    expect(await vendor.call(hslot, 'credit', batched)).toEqual({
      currency: 'MYR',
      balance: (paid as { balance: string }).balance,
      reference: (paid as { reference: string }).reference,
    });
    expect(await balanceOf(p.username)).toBe('105.00');
    await expect(vendor.call(hslot, 'credit', { ...batched, amount: '5.00' })).rejects.toMatchObject({ code: 'transaction_conflict' });
    await reconciles();
  });
});

describe('bonus-staked rounds', () => {
  it('pay each grant its share and close its stakes exactly as a single credit does', async () => {
    const kit = await bonusKit(t, { transport: fetchTransport(10_000), baseUrl });
    const outcomes = [];
    for (const via of ['single', 'batch'] as const) {
      const p = await kit.player(1_000n);
      const grant = await kit.grant(p, 2_000n, { multiple: 10 });
      const wonRound = id('round');
      await kit.bet(p, '20.00', wonRound); // 10.00 cash, 10.00 bonus
      const lostRound = id('round');
      await kit.bet(p, '10.00', lostRound); // all bonus
      const wins = [line(p.username, wonRound, '40.00'), line(p.username, lostRound, '0.00')];
      if (via === 'single') for (const win of wins) await kit.vendor.call(kit.target, 'credit', win);
      else expect((await kit.vendor.creditBatch(kit.target, wins)).lines.every((l) => l.success)).toBe(true);
      const row = await kit.grantRow(grant.grantId);
      outcomes.push({ ...(await kit.balances(p, grant.grantId)), state: row.state, turnover: await totalTurnover(t, p.username) });
    }
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[0]).toMatchObject({ main: 2_000n, bonus: 2_000n, state: 'active' });
    await reconciles();
  });
});

describe('the client', () => {
  it('reports a batch refused whole as a SeamlessCallError with its code', async () => {
    const lines = Array.from({ length: SEAMLESS_BATCH_MAX_LINES + 1 }, (_, i) => line('x', 'r', '1.00', `w-${i}`));
    const error = await vendor.creditBatch(hslot, lines).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeamlessCallError);
    expect(error).toMatchObject({ code: 'batch_too_large' });
  });
});
