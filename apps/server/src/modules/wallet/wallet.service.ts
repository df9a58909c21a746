// The wallet module's face to the rest of the server (docs/wallet.md). Deposits, withdrawals, games and agents move
// money only through `move` and `reverse` here, so the ledger stays the only writer of postings. It also
// composes what the member reads and does with its wallets: balances, vendor transfers, records.
import type { Balance, Wallets } from '@orbit/contracts/wallet';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/wallet.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConfigChanges } from '../../lib/config-changes.ts';
import type { AuthenticatedMember } from '../members/members.types.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { createLedger, lastMovementId, type Movement, type MovementResult } from './ledger.ts';
import { showAmount } from './money.ts';
import { createMemberRecords } from './member-records.ts';
import { createRecords } from './records.ts';
import { createBetRecords } from './seamless/bet-records.ts';
import { createTransferService } from './transfers.ts';
import { createUplineTransfers, type VerifyPaymentPassword } from './upline.ts';
import type { TransferVendorPort } from './vendor-port.ts';
import { createVendorDirectory } from './vendors.ts';

import { creditMany, type CreditBatch } from './ledger-batch.ts';

export type WalletService = ReturnType<typeof createWalletService>;

export interface WalletDeps {
  database: Database;
  clock: Clock;
  /** The adapters of transfer-mode vendors (the house vendor; tests add a protocol double). */
  transferVendors?: readonly TransferVendorPort[];
  /** How long a vendor may take to answer a transfer before its outcome counts as unknown. */
  vendorTimeoutMs?: number;
  /** Who members are (members module). */
  members: MembersService['directory'];
  /** Told once a movement of these members' money has committed (balance events). */
  onBalanceChanged?: (merchantId: number, memberIds: readonly number[]) => void;
  /** Checks a member's payment password (members module); until it is given, upline transfers are refused. */
  verifyPaymentPassword?: VerifyPaymentPassword;
  /** Drops the cached vendor rows of a merchant when any process changes them. */
  changes?: ConfigChanges;
}

export function createWalletService(deps: WalletDeps) {
  const { database, clock } = deps;
  const ledger = createLedger({ clock, onChanged: deps.onBalanceChanged });
  const vendors = createVendorDirectory({ database, clock, ports: deps.transferVendors ?? [], changes: deps.changes });
  const transfers = createTransferService({ database, clock, vendors, vendorTimeoutMs: deps.vendorTimeoutMs ?? 8000, onChanged: deps.onBalanceChanged });
  const records = createRecords({ database, clock });
  const memberRecords = createMemberRecords({ database, clock });
  const betRecords = createBetRecords({ database, clock });
  const upline = createUplineTransfers({
    database,
    ledger,
    members: deps.members,
    verifyPaymentPassword:
      deps.verifyPaymentPassword ??
      (() => {
        throw new Error('payment passwords are not wired');
      }),
  });

  /** The member's accounts summed: main, hold, and per vendor what is confirmed there and what is in flight. */
  async function holdings(merchant: ResolvedMerchant, memberId: number, tx: Tx = database.db) {
    const accounts = await ledger.accountsOf(tx, merchant.id, memberId);
    const sums = { main: 0n, hold: 0n, vendors: new Map<string, { balance: bigint; inFlight: bigint }>() };
    for (const account of accounts) {
      if (account.currency !== merchant.currency) continue;
      const [, , kind, vendorCode] = account.address.split(':');
      if (kind === 'main') sums.main += account.balance;
      else if (kind === 'hold') sums.hold += account.balance;
      else if ((kind === 'vendor' || kind === 'transit') && vendorCode) {
        const entry = sums.vendors.get(vendorCode) ?? { balance: 0n, inFlight: 0n };
        if (kind === 'vendor') entry.balance += account.balance;
        else entry.inFlight += account.balance;
        sums.vendors.set(vendorCode, entry);
      }
    }
    return sums;
  }

  /**
   * sumBalance of many members in one read (an agent's page of downlines): main, vendor wallets and money in
   * flight, not the withdrawal hold. A member without accounts is absent (zero).
   */
  async function sumBalancesOf(merchant: ResolvedMerchant, memberIds: readonly number[], tx: Tx = database.db): Promise<Map<number, bigint>> {
    if (memberIds.length === 0) return new Map();
    const rows = await tx
      .select({ memberId: ledgerAccounts.memberId, balance: sql<string>`sum(${ledgerAccounts.balance})::text` })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchant.id),
          eq(ledgerAccounts.currency, merchant.currency),
          inArray(ledgerAccounts.memberId, [...memberIds]),
          or(
            like(ledgerAccounts.address, 'member:%:main'),
            like(ledgerAccounts.address, 'member:%:vendor:%'),
            like(ledgerAccounts.address, 'member:%:transit:%'),
          ),
        ),
      )
      .groupBy(ledgerAccounts.memberId);
    return new Map(rows.map((row) => [row.memberId ?? 0, BigInt(row.balance)]));
  }

  /** The member's balance: sumBalance counts the main wallet, every vendor wallet and money in flight to a vendor. */
  async function balance(merchant: ResolvedMerchant, memberId: number, tx: Tx = database.db): Promise<Balance> {
    const sums = await holdings(merchant, memberId, tx);
    let elsewhere = 0n;
    for (const v of sums.vendors.values()) elsewhere += v.balance + v.inFlight;
    return {
      sumBalance: showAmount(merchant, sums.main + elsewhere),
      mainBalance: showAmount(merchant, sums.main),
      withdrawalHold: showAmount(merchant, sums.hold),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    };
  }

  /** Consolidated funds: the balance plus one line per transfer-mode vendor (with money there even if it is switched off). */
  /** Enabled catalogue games per vendor code: a transfer wallet no game plays from says so on the member's page. */
  async function gamesPerVendor(merchantId: number): Promise<Map<string, number>> {
    const result = await database.db.execute(
      sql`SELECT vendor_code, count(*)::int AS n FROM games WHERE merchant_id = ${merchantId} AND enabled GROUP BY vendor_code`,
    );
    return new Map(rowsOf<{ vendor_code: string; n: number }>(result).map((row) => [row.vendor_code, Number(row.n)]));
  }

  async function wallets(merchant: ResolvedMerchant, memberId: number): Promise<Wallets> {
    const [sums, list, total, games] = await Promise.all([
      holdings(merchant, memberId),
      vendors.transferVendors(merchant.id),
      balance(merchant, memberId),
      gamesPerVendor(merchant.id),
    ]);
    return {
      ...total,
      vendors: list.map(({ row }) => {
        const held = sums.vendors.get(row.code) ?? { balance: 0n, inFlight: 0n };
        return {
          vendorCode: row.code,
          vendorName: row.name,
          balance: showAmount(merchant, held.balance),
          inFlight: showAmount(merchant, held.inFlight),
          state: !row.enabled ? 'disabled' : row.maintenance ? 'maintenance' : 'ok',
          games: games.get(row.code) ?? 0,
        };
      }),
    };
  }

  /**
   * Brings every vendor wallet's money back to the main wallet; each vendor gets its own transfer, keyed by
   * the requestId and the vendor, so a retried recall moves each amount once.
   */
  async function recallAll(merchant: ResolvedMerchant, member: AuthenticatedMember, requestId: string) {
    const sums = await holdings(merchant, member.id);
    const done = [];
    for (const { row } of await vendors.transferVendors(merchant.id)) {
      const held = sums.vendors.get(row.code)?.balance ?? 0n;
      if (held <= 0n || !row.enabled || row.maintenance) continue;
      const transfer = await transfers.transfer(merchant, member, {
        requestId: `${requestId}-${row.code}`.slice(0, 64),
        vendorCode: row.code,
        direction: 'out',
        amount: showAmount(merchant, held),
      });
      done.push(transfers.toTransfer(merchant, transfer));
    }
    return done;
  }

  /** The pending-transfer job: status checks that are due. */
  const checkDueTransfers = () => transfers.checkDue(async (merchantId, memberId) => (await deps.members.byId(merchantId, memberId))?.username);

  return {
    /**
     * Moves money inside the caller's transaction (see ledger.ts).
     * @throws insufficient_funds, idempotency_conflict, bad_request
     */
    move: (tx: Tx, movement: Movement): Promise<MovementResult> => ledger.move(tx, movement),
    /** Many house → member credits in one statement per chunk (ledger-batch.ts). @throws idempotency_conflict */
    creditMany: (tx: Tx, batch: CreditBatch) => creditMany(tx, batch, clock.now(), deps.onBalanceChanged),
    /** @throws not_found, invalid_state, insufficient_funds */
    reverse: ledger.reverse,
    /** The newest ledger transaction's id, a counter of movements for /metrics. */
    lastMovementId: () => lastMovementId(database.db),
    accountsOf: ledger.accountsOf,
    balanceOf: ledger.balanceOf,
    balance,
    sumBalancesOf,
    wallets,
    recallAll,
    transfers,
    vendors,
    records,
    memberRecords,
    betRecords,
    upline,
    checkDueTransfers,
  };
}
