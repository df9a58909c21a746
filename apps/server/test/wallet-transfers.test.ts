// My wallet (transferFund): money between the main wallet and vendor wallets through the transfer protocol
// of ADR 0011, against the house vendor and a protocol double that loses answers, drops requests and
// refuses; plus recall all, replays, bad input, records and the reconciliation afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import {
  adjustmentEndpoint,
  memberLedgerEndpoint,
  runReconciliationEndpoint,
  consoleTransfersEndpoint,
  checkTransferEndpoint,
} from '@orbit/contracts/console-finance';
import {
  WALLET_EVENTS_PATH,
  accountRecordsEndpoint,
  balanceEndpoint,
  recallAllEndpoint,
  transfersEndpoint,
  walletsEndpoint,
  walletTransferEndpoint,
} from '@orbit/contracts/wallet';
import { createTestApp, type TestApp } from './helpers.ts';
import { GOOD_PASSWORD, consoleApi, failure, loginMember, memberClient, registerMember } from './support/members.ts';
import { createTransferDouble } from './support/transfer-double.ts';
import { members } from '../src/db/schema/members.ts';
import { vendors, vendorTransfers } from '../src/db/schema/wallet.ts';

let t: TestApp;
let console_: ApiClient;
const double = createTransferDouble('DOUBLE');
let seq = 0;
const rid = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ VENDOR_TIMEOUT_MS: '500' }, { transferVendors: [double.port] });
  const merchantId = (await t.services.site.resolveMerchant({ code: 'HGOLD' })).id;
  await t.database.db.insert(vendors).values({ merchantId, code: 'DOUBLE', name: 'Double Gaming', walletMode: 'transfer', sortOrder: 5 });
  console_ = await consoleApi(t);
});
afterAll(() => t.close());

/** A new member with `amount` credited to its main wallet by a console adjustment. */
async function fundedMember(amount: string) {
  const session = await registerMember(t);
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, session.username));
  await console_.call(adjustmentEndpoint, { body: { requestId: rid('fund'), memberId: row!.id, direction: 'credit', amount, reason: 'test funds' } });
  return { api: memberClient(t, session.token), username: session.username, id: row!.id };
}

describe('transfers with the house vendor', () => {
  it('moves money to a vendor wallet and back, and the sum stays the same', async () => {
    const { api, username } = await fundedMember('500.00');
    const into = await api.call(walletTransferEndpoint, { body: { requestId: rid('in'), vendorCode: 'HOUSE', direction: 'in', amount: '120.50' } });
    expect(into.transfer).toMatchObject({ status: 'succeeded', direction: 'in', amount: '120.50', vendorCode: 'HOUSE' });
    expect(into.balance).toMatchObject({ mainBalance: '379.50', sumBalance: '500.00' });
    const wallets = await api.call(walletsEndpoint);
    expect(wallets.vendors.find((v) => v.vendorCode === 'HOUSE')).toMatchObject({
      balance: '120.50',
      inFlight: '0.00',
      state: 'ok',
      vendorName: 'Harimau Originals',
      // The house games play from the main wallet (seamless): no game uses this transfer wallet, and the page says so.
      games: 0,
    });
    // The house vendor keeps its own books: they agree with ours.
    const port = t.services.wallet.vendors.portOf('HOUSE')!;
    const merchantId = (await t.services.site.resolveMerchant({ code: 'HGOLD' })).id;
    expect(await port.balance({ merchantId, player: username, currency: 'MYR' })).toBe(12_050n);

    const out = await api.call(walletTransferEndpoint, { body: { requestId: rid('out'), vendorCode: 'HOUSE', direction: 'out', amount: '20.50' } });
    expect(out.balance).toMatchObject({ mainBalance: '400.00', sumBalance: '500.00' });
    const records = await api.call(accountRecordsEndpoint, { query: { type: 'transfer' } });
    // One row per transfer, not one per posting: moving between the member's own wallets leaves its balance as it was.
    expect(records.items.map((r) => [r.kind, r.status, r.gross, r.amount, r.vendorName])).toEqual([
      ['transfer_out', 'done', '20.50', '0.00', 'Harimau Originals'],
      ['transfer_in', 'done', '120.50', '0.00', 'Harimau Originals'],
    ]);
    expect(records.items[1]!.entries.map((e) => e.kind)).toEqual(['transfer_in', 'transfer_settle']);
  });

  it('answers a replayed request with the same transfer and moves the money once', async () => {
    const { api } = await fundedMember('100.00');
    const body = { requestId: rid('replay'), vendorCode: 'HOUSE', direction: 'in' as const, amount: '60.00' };
    const first = await api.call(walletTransferEndpoint, { body });
    const again = await api.call(walletTransferEndpoint, { body });
    expect(again.transfer.id).toBe(first.transfer.id);
    expect(again.balance.mainBalance).toBe('40.00');
    expect(await failure(api.call(walletTransferEndpoint, { body: { ...body, amount: '10.00' } }))).toMatchObject({
      errorCode: 'idempotency_conflict',
      status: 409,
    });
  });

  it('refuses more than the balance, and bad amounts, writing nothing', async () => {
    const { api, id } = await fundedMember('50.00');
    expect(await failure(api.call(walletTransferEndpoint, { body: { requestId: rid('big'), vendorCode: 'HOUSE', direction: 'in', amount: '50.01' } }))).toEqual(
      {
        errorCode: 'insufficient_funds',
        status: 422,
        field: 'amount',
      },
    );
    expect(
      await failure(api.call(walletTransferEndpoint, { body: { requestId: rid('out'), vendorCode: 'HOUSE', direction: 'out', amount: '1.00' } })),
    ).toMatchObject({
      errorCode: 'insufficient_funds',
    });
    for (const amount of ['0', '0.00', '1.001', '-5', 'abc', '1e3', '99999999999999', '']) {
      const refused = await failure(api.call(walletTransferEndpoint, { body: { requestId: rid('bad'), vendorCode: 'HOUSE', direction: 'in', amount } }));
      expect(['amount_invalid', 'validation_failed']).toContain(refused.errorCode);
      expect(refused.status).toBe(400);
    }
    expect(
      await failure(api.call(walletTransferEndpoint, { body: { requestId: rid('none'), vendorCode: 'NOPE', direction: 'in', amount: '1.00' } })),
    ).toMatchObject({
      errorCode: 'not_found',
    });
    const rows = await t.database.db.select().from(vendorTransfers).where(eq(vendorTransfers.memberId, id));
    expect(rows).toEqual([]);
    expect((await api.call(balanceEndpoint)).mainBalance).toBe('50.00');
  });

  it('refuses money into a game while self-excluded, but lets it come back out', async () => {
    const { api, id } = await fundedMember('80.00');
    await api.call(walletTransferEndpoint, { body: { requestId: rid('in'), vendorCode: 'HOUSE', direction: 'in', amount: '30.00' } });
    await t.database.db
      .update(members)
      .set({ selfExcludedUntil: new Date(t.clock.now().getTime() + 86_400_000) })
      .where(eq(members.id, id));
    expect(
      await failure(api.call(walletTransferEndpoint, { body: { requestId: rid('in'), vendorCode: 'HOUSE', direction: 'in', amount: '1.00' } })),
    ).toMatchObject({
      errorCode: 'self_excluded',
    });
    const back = await api.call(walletTransferEndpoint, { body: { requestId: rid('out'), vendorCode: 'HOUSE', direction: 'out', amount: '30.00' } });
    expect(back.balance.mainBalance).toBe('80.00');
  });

  it('refuses a vendor under maintenance', async () => {
    const { api } = await fundedMember('10.00');
    await t.database.db.update(vendors).set({ maintenance: true }).where(eq(vendors.code, 'HOUSE'));
    t.services.wallet.vendors.forget();
    try {
      expect(
        await failure(api.call(walletTransferEndpoint, { body: { requestId: rid('m'), vendorCode: 'HOUSE', direction: 'in', amount: '1.00' } })),
      ).toMatchObject({
        errorCode: 'vendor_unavailable',
        status: 503,
      });
      expect((await api.call(walletsEndpoint)).vendors.find((v) => v.vendorCode === 'HOUSE')?.state).toBe('maintenance');
    } finally {
      await t.database.db.update(vendors).set({ maintenance: false }).where(eq(vendors.code, 'HOUSE'));
      t.services.wallet.vendors.forget();
    }
  });
});

describe('the transfer protocol when the vendor misbehaves', () => {
  it('learns the outcome from the status check when the answer is lost', async () => {
    const { api } = await fundedMember('100.00');
    double.next('lose-answer');
    const reply = await api.call(walletTransferEndpoint, { body: { requestId: rid('lost'), vendorCode: 'DOUBLE', direction: 'in', amount: '40.00' } });
    expect(reply.transfer.status).toBe('succeeded');
    expect(reply.balance).toMatchObject({ mainBalance: '60.00', sumBalance: '100.00' });
  });

  it('keeps an unknown outcome pending (counted, not spendable) until a later check settles it', async () => {
    const { api, username } = await fundedMember('100.00');
    double.next('lose-answer');
    double.failStatusChecks(1);
    const reply = await api.call(walletTransferEndpoint, { body: { requestId: rid('unknown'), vendorCode: 'DOUBLE', direction: 'in', amount: '25.00' } });
    expect(reply.transfer.status).toBe('pending');
    expect(reply.balance).toMatchObject({ mainBalance: '75.00', sumBalance: '100.00' });
    expect((await api.call(walletsEndpoint)).vendors.find((v) => v.vendorCode === 'DOUBLE')).toMatchObject({ balance: '0.00', inFlight: '25.00' });
    expect((await api.call(transfersEndpoint, { query: { status: 'pending' } })).items).toHaveLength(1);
    // Not due yet: the first check waits 10 s.
    expect((await t.services.wallet.checkDueTransfers()).checked).toBe(0);
    t.clock.advance(11_000);
    expect(await t.services.wallet.checkDueTransfers()).toEqual({ checked: 1, settled: 1 });
    expect((await api.call(walletsEndpoint)).vendors.find((v) => v.vendorCode === 'DOUBLE')).toMatchObject({ balance: '25.00', inFlight: '0.00' });
    expect(double.balanceOf(username)).toBe(2500n);
  });

  it('sends the same request again when the vendor never saw it, and the vendor applies it once', async () => {
    const { api, username } = await fundedMember('100.00');
    double.next('drop', 'drop');
    double.failStatusChecks(0);
    const reply = await api.call(walletTransferEndpoint, { body: { requestId: rid('drop'), vendorCode: 'DOUBLE', direction: 'in', amount: '10.00' } });
    // Dropped twice (the call and the resend after the status check said not_found): still pending.
    expect(reply.transfer.status).toBe('pending');
    t.clock.advance(11_000);
    await t.services.wallet.checkDueTransfers();
    const rows = await console_.call(consoleTransfersEndpoint, { query: { q: username } });
    expect(rows.items[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(double.balanceOf(username)).toBe(1000n);
  });

  it('returns the money to the main wallet when the vendor refuses', async () => {
    const { api } = await fundedMember('100.00');
    double.next('refuse');
    const reply = await api.call(walletTransferEndpoint, { body: { requestId: rid('refuse'), vendorCode: 'DOUBLE', direction: 'in', amount: '30.00' } });
    expect(reply.transfer.status).toBe('failed');
    expect(reply.balance).toMatchObject({ mainBalance: '100.00', sumBalance: '100.00' });
    const records = await api.call(accountRecordsEndpoint, { query: { type: 'transfer' } });
    expect(records.items.map((r) => [r.kind, r.status, r.gross])).toEqual([['transfer_in', 'failed', '30.00']]);
    expect(records.items[0]!.entries.map((e) => e.kind)).toEqual(['transfer_in', 'transfer_refund']);
  });

  it('lets finance check a pending transfer by hand', async () => {
    const { api } = await fundedMember('20.00');
    double.next('lose-answer');
    double.failStatusChecks(1);
    const reply = await api.call(walletTransferEndpoint, { body: { requestId: rid('hand'), vendorCode: 'DOUBLE', direction: 'in', amount: '20.00' } });
    expect(reply.transfer.status).toBe('pending');
    const checked = await console_.call(checkTransferEndpoint, { params: { id: reply.transfer.id } });
    expect(checked.status).toBe('succeeded');
  });
});

describe('balance events', () => {
  it('pushes the new balance to an open page when money moves', async () => {
    const { api, username } = await fundedMember('40.00');
    const { token } = (await loginMember(t, username, GOOD_PASSWORD)) as { token: string };
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address() as { port: number };
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}${WALLET_EVENTS_PATH}`, {
      headers: { authorization: token, merchant: 'HGOLD' },
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const events: { mainBalance: string }[] = [];
    let buffer = '';
    const nextEvent = async () => {
      while (!buffer.includes('\n\n')) buffer += new TextDecoder().decode((await reader.read()).value);
      const [chunk = '', ...rest] = buffer.split('\n\n');
      buffer = rest.join('\n\n');
      events.push(JSON.parse(chunk.replace(/^data: /, '')) as { mainBalance: string });
      return events.at(-1)!;
    };
    expect(await nextEvent()).toMatchObject({ type: 'balance', mainBalance: '40.00' });
    await api.call(walletTransferEndpoint, { body: { requestId: rid('sse'), vendorCode: 'HOUSE', direction: 'in', amount: '15.00' } });
    let latest = await nextEvent();
    while (latest.mainBalance !== '25.00') latest = await nextEvent();
    expect(latest).toMatchObject({ mainBalance: '25.00', sumBalance: '40.00' });
    abort.abort();
    // Without a session there is no stream.
    const refused = await fetch(`http://127.0.0.1:${address.port}${WALLET_EVENTS_PATH}`, { headers: { merchant: 'HGOLD' } });
    expect(refused.status).toBe(401);
  });
});

describe('recall all, the ledger view and the reconciliation', () => {
  it('brings every vendor wallet back to the main wallet', async () => {
    const { api, id } = await fundedMember('300.00');
    await api.call(walletTransferEndpoint, { body: { requestId: rid('a'), vendorCode: 'HOUSE', direction: 'in', amount: '100.00' } });
    await api.call(walletTransferEndpoint, { body: { requestId: rid('b'), vendorCode: 'DOUBLE', direction: 'in', amount: '50.00' } });
    const requestId = rid('recall');
    const recalled = await api.call(recallAllEndpoint, { body: { requestId } });
    expect(recalled.transfers.map((x) => [x.vendorCode, x.amount, x.status]).sort()).toEqual([
      ['DOUBLE', '50.00', 'succeeded'],
      ['HOUSE', '100.00', 'succeeded'],
    ]);
    expect(recalled.balance.mainBalance).toBe('300.00');
    // A retried recall finds nothing left to move.
    expect((await api.call(recallAllEndpoint, { body: { requestId } })).transfers).toEqual([]);

    const ledger = await console_.call(memberLedgerEndpoint, { params: { id }, query: {} });
    expect(ledger.accounts.find((a) => a.address === `member:${id}:main`)?.balance).toBe('300.00');
    const adjustment = ledger.items.find((p) => p.kind === 'adjustment');
    expect(adjustment).toMatchObject({ amount: '300.00', note: 'test funds' });
    expect(adjustment?.counterparts[0]).toMatch(/^house:adjustments#/);
  });

  it('proves every balance equals its postings and everything sums to zero', async () => {
    const run = await console_.call(runReconciliationEndpoint);
    expect(run).toMatchObject({ ok: true, mismatchedAccounts: [], unbalancedTransactions: [] });
    expect(run.accountsChecked).toBeGreaterThan(10);
  });

  it('catches a balance that no longer matches its postings', async () => {
    // Only a bug or a hand edit could do this; the reconciliation must see it.
    await t.database.db.execute(
      sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE address LIKE 'house:adjustments#%' AND id = (SELECT min(id) FROM ledger_accounts WHERE address LIKE 'house:adjustments#%')`,
    );
    const run = await console_.call(runReconciliationEndpoint);
    expect(run.ok).toBe(false);
    expect(run.mismatchedAccounts[0]?.address).toMatch(/^house:adjustments#/);
    await t.database.db.execute(
      sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE address LIKE 'house:adjustments#%' AND id = (SELECT min(id) FROM ledger_accounts WHERE address LIKE 'house:adjustments#%')`,
    );
    expect((await console_.call(runReconciliationEndpoint)).ok).toBe(true);
  });
});
