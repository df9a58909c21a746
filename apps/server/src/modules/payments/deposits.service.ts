// A member's deposits (depositv2): the methods on offer, a bank transfer reported with its receipt (finance
// decides), an online payment started at the gateway (its webhook decides), and the list. Every deposit is
// idempotent by its requestId: a replay with the same body answers the same deposit, another body is refused.
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay } from '@orbit/contracts/format';
import type { Deposit, DepositStatus } from '@orbit/contracts/payments';
import { isUniqueViolation, type Database, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertMayGamble } from '../members/gates.ts';
import type { AuthenticatedMember } from '../members/members.types.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { readAmount, showAmount } from '../wallet/money.ts';
import type { DepositLimitsService } from './deposit-limits.ts';
import { bankAccountFor, depositOrderNumber, feeWithin, methodFor, toDepositMethod, type MethodSetting } from './deposit-rules.ts';
import { toDeposit } from './deposit-view.ts';
import * as repo from './deposits.repo.ts';
import type { GatewayCredentials, PaymentGateway } from './gateway.ts';
import { assertOwnUpload } from './uploads.ts';

/** An online deposit never paid within this time expires (the gateway's page expires with it). */
export const ONLINE_DEPOSIT_TTL_MS = 2 * 60 * 60 * 1000;

type Member = Pick<AuthenticatedMember, 'id' | 'username' | 'coolOffUntil' | 'selfExcludedUntil'>;

export interface BankDepositInput {
  requestId: string;
  methodId: string;
  bankAccountId: string;
  amount: string;
  reference: string;
  receiptUploadId: string;
  promoCode?: string | undefined;
}

export interface OnlineDepositInput {
  requestId: string;
  methodId: string;
  amount: string;
  promoCode?: string | undefined;
}

export interface DepositsDeps {
  database: Database;
  clock: Clock;
  limits: DepositLimitsService;
  gateway: PaymentGateway;
  credentials(merchant: ResolvedMerchant): GatewayCredentials;
  /** Whether the merchant's gateway takes payments now (the sandbox is off in production unless turned on). */
  gatewayOn(merchant: ResolvedMerchant): boolean;
  /** Where the gateway posts its webhooks for a provider (our public address). */
  webhookUrl(provider: string): string;
}

export type DepositsService = ReturnType<typeof createDeposits>;

export function createDeposits(deps: DepositsDeps) {
  const { database, clock, limits } = deps;
  const db = database.db;

  /** What the deposit page shows: enabled methods (bank ones with their accounts), the promo field, the limits. */
  async function methods(merchant: ResolvedMerchant, memberId: number) {
    const payments = merchant.settings.payments;
    return {
      methods: payments.depositMethods.filter((m) => m.enabled && (m.kind !== 'online' || deps.gatewayOn(merchant))).map((m) => toDepositMethod(merchant, m)),
      promoCodeEnabled: payments.promoCodeField,
      limits: await limits.status(merchant, memberId),
    };
  }

  /**
   * Opens a deposit after every check, or answers the one this requestId already opened.
   * @throws self_excluded, cooling_off, amount_invalid, idempotency_conflict, method_unavailable,
   *   amount_below_minimum, amount_above_maximum, not_found (receipt), deposit_limit_exceeded
   */
  async function open(
    merchant: ResolvedMerchant,
    member: Member,
    input: { requestId: string; methodId: string; amount: string; promoCode?: string | undefined; kind: 'bank' | 'online' },
    bank?: { bankAccountId: string; reference: string; receiptUploadId: string },
  ): Promise<repo.DepositRow> {
    assertMayGamble(member, clock.now());
    const amount = readAmount(merchant, input.amount);
    const promoCode = merchant.settings.payments.promoCodeField && input.promoCode ? input.promoCode : null;
    const wanted = {
      methodId: input.methodId,
      amount,
      promoCode,
      bankAccountId: bank?.bankAccountId ?? null,
      reference: bank?.reference ?? null,
      receiptUploadId: bank?.receiptUploadId ?? null,
    };
    const replay = async () => {
      const existing = await repo.findByRequest(db, merchant.id, member.id, input.requestId);
      if (!existing) return undefined;
      const same =
        existing.kind === input.kind &&
        existing.methodId === wanted.methodId &&
        existing.amount === wanted.amount &&
        existing.promoCode === wanted.promoCode &&
        existing.bankAccountId === wanted.bankAccountId &&
        (input.kind === 'online' || existing.reference === wanted.reference) &&
        existing.receiptUploadId === wanted.receiptUploadId;
      if (!same) throw new ApiError('idempotency_conflict', 'This request id was already used for a different deposit', { field: 'requestId' });
      return existing;
    };
    const earlier = await replay();
    if (earlier) return earlier;

    const method: MethodSetting = methodFor(merchant, input.methodId, input.kind);
    const account = bank ? bankAccountFor(merchant, bank.bankAccountId) : undefined;
    const fee = feeWithin(merchant, method, amount);
    try {
      return await db.transaction(async (tx) => {
        if (bank) await assertOwnUpload(tx, merchant.id, member.id, bank.receiptUploadId, 'receiptUploadId');
        await limits.assertWithin(tx, merchant, member.id, amount);
        const now = clock.now();
        const id = await repo.nextId(tx);
        return repo.insert(tx, {
          id,
          merchantId: merchant.id,
          memberId: member.id,
          requestId: input.requestId,
          orderNo: depositOrderNumber(zonedDay(now, merchant.timeZone), id),
          methodId: method.id,
          methodName: method.name,
          kind: input.kind,
          channel: method.channel,
          amount,
          fee,
          currency: merchant.currency,
          reference: wanted.reference,
          bankAccountId: wanted.bankAccountId,
          bankAccountLabel: account ? `${account.bank} ${account.accountNumber}` : null,
          receiptUploadId: wanted.receiptUploadId,
          promoCode,
          createdAt: now,
        });
      });
    } catch (error) {
      // The same requestId sent twice at once: the second answers the first's deposit.
      if (isUniqueViolation(error)) {
        const first = await replay();
        if (first) return first;
      }
      throw error;
    }
  }

  /**
   * Reports a bank transfer into one of the merchant's accounts; it waits for finance.
   * @throws see open
   */
  async function bankDeposit(merchant: ResolvedMerchant, member: Member, input: BankDepositInput): Promise<Deposit> {
    const row = await open(merchant, member, { ...input, kind: 'bank' }, input);
    return toDeposit(merchant, row);
  }

  /**
   * Opens an online deposit and its payment at the gateway; answers the gateway's page for the member.
   * The deposit is written before the gateway is called (no transaction stays open over the network), so a
   * gateway that does not answer leaves a pending deposit that a retry with the same requestId picks up,
   * and that otherwise expires.
   * @throws see open, method_unavailable (also: the gateway is switched off), and service_unavailable (the gateway did not answer)
   */
  async function onlineDeposit(merchant: ResolvedMerchant, member: Member, input: OnlineDepositInput, siteOrigin: string) {
    // Before anything is written: no deposit is opened at a gateway that may not take it.
    if (!deps.gatewayOn(merchant))
      throw new ApiError('method_unavailable', 'This deposit method is not available; please choose another', { field: 'methodId' });
    const row = await open(merchant, member, { ...input, kind: 'online' });
    const provider = merchant.settings.payments.gateway.provider;
    const payment = await deps.gateway.createPayment({
      credentials: deps.credentials(merchant),
      merchantCode: merchant.code,
      merchantName: merchant.name,
      orderNo: row.orderNo,
      amount: showAmount(merchant, row.amount),
      currency: row.currency,
      channel: row.channel,
      returnUrl: `${siteOrigin}/member/depositv2?deposit=${encodeURIComponent(row.orderNo)}`,
      webhookUrl: deps.webhookUrl(provider),
    });
    if (row.reference === null) await repo.setReference(db, merchant.id, row.id, payment.paymentId);
    return { deposit: toDeposit(merchant, { ...row, reference: row.reference ?? payment.paymentId }), paymentUrl: payment.paymentUrl };
  }

  /** The member's deposits, newest first. */
  async function list(merchant: ResolvedMerchant, memberId: number, query: { page: number; pageSize: number; status?: DepositStatus | undefined }) {
    const { rows, total } = await repo.page(db, merchant.id, { memberId, status: query.status }, query.page, query.pageSize);
    return { items: rows.map((row) => toDeposit(merchant, row)), total, page: query.page, pageSize: query.pageSize };
  }

  /** Online deposits never paid within ONLINE_DEPOSIT_TTL_MS become expired (job); answers how many. */
  function expireStale(tx: Tx): Promise<number> {
    const now = clock.now();
    return repo.expireOnline(tx, new Date(now.getTime() - ONLINE_DEPOSIT_TTL_MS), now);
  }

  return { methods, bankDeposit, onlineDeposit, list, expireStale };
}
