// The console's vendor wallet settings (docs/seamless-wallet.md): each vendor's wallet mode and seamless credentials,
// switching the mode only when nothing is left open under the old one, and rotating a seamless secret. A
// secret leaves the server once, in the rotation's answer; the audit log records that it changed, never it.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { confirmCreditCapChangeEndpoint, creditCapChangesEndpoint, rejectCreditCapChangeEndpoint } from '@orbit/contracts/console-approvals';
import { ApiError } from '@orbit/contracts/envelope';
import {
  rotateVendorSecretEndpoint,
  updateCreditCapEndpoint,
  updateWalletModeEndpoint,
  vendorWalletsEndpoint,
  type VendorWallet,
  type WalletMode,
} from '@orbit/contracts/console-rounds';
import { afterCommit, rowsOf, type Database, type Tx } from '../../../db/client.ts';
import { vendorCredentials } from '../../../db/schema/seamless.ts';
import { vendors } from '../../../db/schema/wallet.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ConfigChanges } from '../../../lib/config-changes.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { AuditService } from '../../console/audit.service.ts';
import type { AuthenticatedOperator } from '../../console/console.types.ts';
import type { Actor } from '../../site/site.service.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { readAmount, showAmount } from '../money.ts';
import { creditCapOf } from './credit-caps.ts';
import type { CreditCapChanges } from './credit-cap-changes.ts';
import type { VendorSecrets } from './vendor-secrets.ts';

interface Row {
  code: string;
  name: string;
  wallet_mode: string;
  enabled: boolean;
  rotated_at: string | Date | null;
  open_rounds: string;
  open_stakes: string;
  transfer_balance: string;
  credit_cap: string | null;
  held_credits: string;
  held_amount: string;
}

export type VendorWallets = ReturnType<typeof createVendorWallets>;

export function createVendorWallets(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  secrets: VendorSecrets;
  capChanges: CreditCapChanges;
  changes?: ConfigChanges | undefined;
}) {
  const { db } = deps.database;

  /**
   * The vendors with what is still open at each: seamless rounds whose bet was taken and neither paid nor
   * refunded, and members' money at the vendor (confirmed or in transit) under the transfer protocol.
   */
  async function rows(tx: Tx, merchantId: number, code?: string): Promise<Row[]> {
    const result = await tx.execute(sql`
      WITH open_rounds AS (
        SELECT st.vendor_id, count(*) AS rounds, sum(st.stake) AS stakes FROM (
          SELECT vendor_id, coalesce(sum(amount) FILTER (WHERE kind = 'debit' AND status = 'applied'), 0) AS stake
          FROM seamless_transactions
          WHERE merchant_id = ${merchantId}
          GROUP BY vendor_id, round_id, member_id
          HAVING bool_or(kind = 'debit' AND status = 'applied') AND NOT bool_or(kind = 'credit')
        ) st GROUP BY st.vendor_id
      ), held AS (
        SELECT split_part(address, ':', 4) AS code, sum(balance) AS balance
        FROM ledger_accounts
        WHERE merchant_id = ${merchantId} AND address ~ '^member:[0-9]+:(vendor|transit):'
        GROUP BY 1
      ), held_credits AS (
        SELECT vendor_id, count(*) AS credits, sum(amount) AS amount
        FROM seamless_transactions
        WHERE merchant_id = ${merchantId} AND kind = 'credit' AND status = 'held'
        GROUP BY vendor_id
      )
      SELECT v.code, v.name, v.wallet_mode, v.enabled, vc.rotated_at, vc.credit_cap,
        coalesce(o.rounds, 0) AS open_rounds, coalesce(o.stakes, 0) AS open_stakes, coalesce(h.balance, 0) AS transfer_balance,
        coalesce(hc.credits, 0) AS held_credits, coalesce(hc.amount, 0) AS held_amount
      FROM vendors v
      LEFT JOIN vendor_credentials vc ON vc.vendor_id = v.id
      LEFT JOIN open_rounds o ON o.vendor_id = v.id
      LEFT JOIN held h ON h.code = v.code
      LEFT JOIN held_credits hc ON hc.vendor_id = v.id
      WHERE v.merchant_id = ${merchantId} ${code ? sql`AND v.code = ${code}` : sql``}
      ORDER BY v.sort_order, v.code`);
    return rowsOf<Row>(result);
  }

  function toWallet(merchant: ResolvedMerchant, row: Row): VendorWallet {
    return {
      vendorCode: row.code,
      name: row.name,
      walletMode: row.wallet_mode === 'seamless' ? 'seamless' : 'transfer',
      enabled: row.enabled,
      hasCredentials: row.rotated_at !== null,
      secretRotatedAt: row.rotated_at === null ? null : new Date(row.rotated_at).toISOString(),
      openRounds: Number(row.open_rounds),
      openStakes: showAmount(merchant, BigInt(row.open_stakes)),
      transferBalance: showAmount(merchant, BigInt(row.transfer_balance)),
      creditCap: showAmount(merchant, creditCapOf(merchant.currency, row.credit_cap === null ? null : BigInt(row.credit_cap))),
      creditCapSet: row.credit_cap !== null,
      heldCredits: Number(row.held_credits),
      heldAmount: showAmount(merchant, BigInt(row.held_amount)),
    };
  }

  async function list(merchant: ResolvedMerchant): Promise<VendorWallet[]> {
    return (await rows(db, merchant.id)).map((row) => toWallet(merchant, row));
  }

  /** Locks the vendor's row for the change, so two operators' changes of one vendor queue. @throws not_found */
  async function lockVendor(tx: Tx, merchant: ResolvedMerchant, code: string) {
    const [vendor] = await tx
      .select()
      .from(vendors)
      .where(and(eq(vendors.merchantId, merchant.id), eq(vendors.code, code)))
      .for('update');
    if (!vendor) throw new ApiError('not_found', `No vendor ${code}`, { field: 'code' });
    return vendor;
  }

  /**
   * Switches a vendor's wallet mode. Refused while anything is open under either protocol: a seamless round
   * whose win or refund has not come yet (after the switch its vendor's calls would be refused), or members'
   * money at the vendor under the transfer protocol (it would be stranded). Switching to the mode it has
   * changes nothing and records nothing.
   * @throws not_found, invalid_state
   */
  async function switchMode(merchant: ResolvedMerchant, code: string, walletMode: WalletMode, actor: Actor): Promise<VendorWallet> {
    return db.transaction(async (tx) => {
      const vendor = await lockVendor(tx, merchant, code);
      const [before] = await rows(tx, merchant.id, code);
      if (vendor.walletMode === walletMode) return toWallet(merchant, before!);
      const wallet = toWallet(merchant, before!);
      if (wallet.openRounds > 0)
        throw new ApiError(
          'invalid_state',
          `${code} has ${wallet.openRounds} seamless round(s) with ${wallet.openStakes} staked and not yet settled or refunded: wait for them (or put the vendor under maintenance first) and try again`,
          { field: 'walletMode' },
        );
      if (BigInt(before!.transfer_balance) !== 0n)
        throw new ApiError('invalid_state', `Members still hold ${wallet.transferBalance} at ${code}: bring it back to their main wallets first`, {
          field: 'walletMode',
        });
      await tx.update(vendors).set({ walletMode }).where(eq(vendors.id, vendor.id));
      afterCommit(tx, () => deps.changes?.changed('vendors', merchant.id));
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'games.vendor.wallet_mode',
        target: code,
        detail: { from: vendor.walletMode, to: walletMode },
      });
      const [after] = await rows(tx, merchant.id, code);
      return toWallet(merchant, after!);
    });
  }

  /**
   * Gives a seamless vendor a new signing secret (or its first one) and answers it, the only time it is shown.
   * There is one secret per vendor, so the old one stops verifying at once: the vendor must use the new one
   * from now on (the house vendor reads it on every call, so its games carry on by themselves).
   * @throws not_found, invalid_state (not a seamless vendor)
   */
  async function rotateSecret(merchant: ResolvedMerchant, code: string, actor: Actor): Promise<{ vendor: VendorWallet; secret: string }> {
    return db.transaction(async (tx) => {
      const vendor = await lockVendor(tx, merchant, code);
      if (vendor.walletMode !== 'seamless')
        throw new ApiError('invalid_state', `${code} uses the transfer wallet: only seamless vendors sign their calls`, { field: 'code' });
      const secret = randomBytes(32).toString('base64url');
      const now = deps.clock.now();
      // Stored sealed; the answer below is the only place it is ever in clear.
      const stored = deps.secrets.sealSecret(secret);
      await tx
        .insert(vendorCredentials)
        .values({ vendorId: vendor.id, merchantId: merchant.id, ...stored, rotatedAt: now })
        .onConflictDoUpdate({ target: vendorCredentials.vendorId, set: { ...stored, rotatedAt: now } });
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'games.vendor.secret_rotate',
        target: code,
        detail: { rotatedAt: now.toISOString() },
      });
      const [after] = await rows(tx, merchant.id, code);
      return { vendor: toWallet(merchant, after!), secret };
    });
  }

  /**
   * Asks for a seamless vendor's cap on a credit without a matching bet (null: back to the default). The cap
   * guards money, so it is held for a second operator (credit-cap-changes.ts); asking for the cap in force
   * changes nothing and holds nothing. Credits already held stay held: a cap decides what arrives after it.
   * @throws amount_invalid, not_found, invalid_state (not a seamless vendor, or no secret yet), change_pending
   */
  async function setCreditCap(merchant: ResolvedMerchant, code: string, creditCap: string | null, actor: Actor) {
    const cap = creditCap === null ? null : readAmount(merchant, creditCap, 'creditCap');
    return db.transaction(async (tx) => {
      const vendor = await lockVendor(tx, merchant, code);
      const [credentials] = await tx
        .select({ creditCap: vendorCredentials.creditCap })
        .from(vendorCredentials)
        .where(and(eq(vendorCredentials.vendorId, vendor.id), eq(vendorCredentials.merchantId, merchant.id)));
      if (vendor.walletMode !== 'seamless' || !credentials)
        throw new ApiError('invalid_state', `${code} has no seamless wallet here: issue it a secret first`, { field: 'code' });
      const pendingChange = credentials.creditCap === cap ? null : await deps.capChanges.request(tx, merchant, vendor, credentials.creditCap, cap, actor);
      const [now] = await rows(tx, merchant.id, code);
      return { vendor: toWallet(merchant, now!), pendingChange };
    });
  }

  return { list, switchMode, rotateSecret, setCreditCap };
}

const actorOf = (operator: AuthenticatedOperator, ip: string): Actor => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerVendorWalletRoutes(kit: RouteKit, deps: { wallets: VendorWallets; capChanges: CreditCapChanges }) {
  kit.route(vendorWalletsEndpoint, async ({ merchant }) => ({ items: await deps.wallets.list(merchant) }));
  kit.route(creditCapChangesEndpoint, async ({ merchant }) => ({ items: await deps.capChanges.pending(merchant) }));
  kit.route(confirmCreditCapChangeEndpoint, ({ request, merchant, operator, params }) =>
    deps.capChanges.confirm(merchant, params.id, actorOf(operator, request.ip)),
  );
  kit.route(rejectCreditCapChangeEndpoint, ({ request, merchant, operator, params }) =>
    deps.capChanges.reject(merchant, params.id, actorOf(operator, request.ip)),
  );
  kit.route(updateWalletModeEndpoint, ({ request, merchant, operator, params, body }) =>
    deps.wallets.switchMode(merchant, params.code, body.walletMode, actorOf(operator, request.ip)),
  );
  kit.route(updateCreditCapEndpoint, ({ request, merchant, operator, params, body }) =>
    deps.wallets.setCreditCap(merchant, params.code, body.creditCap, actorOf(operator, request.ip)),
  );
  kit.route(rotateVendorSecretEndpoint, ({ request, reply, merchant, operator, params }) => {
    // The answer carries the secret: no cache of any kind may keep it.
    void reply.header('cache-control', 'no-store');
    return deps.wallets.rotateSecret(merchant, params.code, actorOf(operator, request.ip));
  });
}
