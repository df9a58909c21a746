// The member's bank accounts for withdrawals: always in the member's real name (the payee), only at banks the
// merchant lists, a few per member, added with the payment password and removed softly (a withdrawal keeps
// its own copy of the account it pays to).
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { bankLogoUrl, findMalaysianBank, type MemberBank } from '@orbit/contracts/banks';
import type { MemberBankAccount } from '@orbit/contracts/payments';
import { isUniqueViolation, type Database, type Tx } from '../../db/client.ts';
import { memberBankAccounts, withdrawals } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Payees } from '../members/payees.ts';
import type { PaymentPasswords } from '../members/payment-password.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';

type BankAccountRow = typeof memberBankAccounts.$inferSelect;
/** A withdrawal to an account in these states is still open: the account cannot be removed. */
const OPEN_STATUSES = ['pending', 'approved'];
// pg_advisory_xact_lock(namespace, member): one bank-account change per member at a time (the limit).
const LOCK_NAMESPACE = 4_204_001;

/** The account number as the member sees it: every digit but the last four hidden. */
export function maskAccountNumber(number: string): string {
  return number.length <= 4 ? number : `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;
}

/** The merchant's entry for an account's bank: by code, else (older accounts) by name. */
function bankOf(row: Pick<BankAccountRow, 'bank' | 'bankCode'>, banks: readonly MemberBank[]): MemberBank | undefined {
  const name = row.bank.toLowerCase();
  return banks.find((bank) => bank.code === row.bankCode) ?? banks.find((bank) => bank.name.toLowerCase() === name);
}

export function toMemberBankAccount(row: BankAccountRow, banks: readonly MemberBank[]): MemberBankAccount {
  const bank = bankOf(row, banks);
  const code = bank?.code ?? row.bankCode ?? findMalaysianBank(row.bank)?.code ?? null;
  return {
    id: row.id,
    bank: row.bank,
    bankCode: code,
    logo: bank ? bankLogoUrl(bank) : bankLogoUrl({ code: code ?? 'BANK', logo: null }),
    accountName: row.accountName,
    accountNumber: maskAccountNumber(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
  };
}

export type BankAccounts = ReturnType<typeof createBankAccounts>;

export function createBankAccounts(deps: { database: Database; clock: Clock; audit: AuditSink; payees: Payees; paymentPasswords: PaymentPasswords }) {
  const { database, clock, audit, payees } = deps;
  const db = database.db;

  async function activeOf(merchantId: number, memberId: number, tx: Tx = db): Promise<BankAccountRow[]> {
    return tx
      .select()
      .from(memberBankAccounts)
      .where(and(eq(memberBankAccounts.merchantId, merchantId), eq(memberBankAccounts.memberId, memberId), isNull(memberBankAccounts.removedAt)))
      .orderBy(asc(memberBankAccounts.id));
  }

  /** The member's accounts (masked), the banks it may add and how many it may keep. */
  async function list(merchant: ResolvedMerchant, memberId: number) {
    const [rows, payee] = await Promise.all([activeOf(merchant.id, memberId), payees.payeeOf(merchant.id, memberId)]);
    const { memberBanks, withdrawal } = merchant.settings.payments;
    return {
      items: rows.map((row) => toMemberBankAccount(row, memberBanks)),
      banks: memberBanks.filter((bank) => bank.enabled).map((bank) => ({ code: bank.code, name: bank.name, logo: bankLogoUrl(bank) })),
      realName: payee?.realName ?? null,
      max: withdrawal.maxBankAccounts,
    };
  }

  /**
   * Adds an account in the member's real name.
   * @throws real_name_required, validation_failed (bank not offered), payment_password_required, payment_password_wrong,
   *   too_many_requests, bank_account_limit, conflict (the same account is already on file)
   */
  async function add(
    merchant: ResolvedMerchant,
    member: { id: number; username: string },
    input: { bank: string; accountNumber: string; paymentPassword: string },
    ip: string,
  ) {
    const realName = (await payees.payeeOf(merchant.id, member.id))?.realName;
    if (!realName)
      throw new ApiError('real_name_required', 'Please set your real name first: withdrawals are paid only to accounts in your name', { field: 'realName' });
    const wanted = input.bank.trim().toLowerCase();
    const memberBanks = merchant.settings.payments.memberBanks;
    const bank = memberBanks.find((entry) => entry.enabled && (entry.code.toLowerCase() === wanted || entry.name.toLowerCase() === wanted));
    if (!bank) throw new ApiError('validation_failed', 'Please choose one of the banks offered', { field: 'bank' });
    await deps.paymentPasswords.verify(merchant, member.id, input.paymentPassword);
    const max = merchant.settings.payments.withdrawal.maxBankAccounts;
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${member.id})`);
        const [kept] = await tx
          .select({ n: count() })
          .from(memberBankAccounts)
          .where(and(eq(memberBankAccounts.merchantId, merchant.id), eq(memberBankAccounts.memberId, member.id), isNull(memberBankAccounts.removedAt)));
        if ((kept?.n ?? 0) >= max) throw new ApiError('bank_account_limit', `At most ${max} bank accounts can be kept; remove one first`);
        const [row] = await tx
          .insert(memberBankAccounts)
          .values({
            merchantId: merchant.id,
            memberId: member.id,
            bank: bank.name,
            bankCode: bank.code,
            accountName: realName,
            accountNumber: input.accountNumber,
            createdAt: clock.now(),
          })
          .returning();
        if (!row) throw new Error('bank account not stored');
        await audit.record(tx, {
          merchantId: merchant.id,
          actor: { operatorId: null, operatorName: `member:${member.username}`, ip },
          action: 'member.bank-account.add',
          target: member.username,
          detail: { id: row.id, bank: bank.name, bankCode: bank.code, accountNumber: maskAccountNumber(row.accountNumber) },
        });
        return toMemberBankAccount(row, memberBanks);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('conflict', 'This bank account is already on file', { field: 'accountNumber' });
      throw error;
    }
  }

  /**
   * Removes an account (kept for the withdrawals made to it).
   * @throws not_found, invalid_state (a withdrawal to it is still pending or approved)
   */
  async function remove(merchant: ResolvedMerchant, member: { id: number; username: string }, id: number, ip: string) {
    await db.transaction(async (tx) => {
      // The update locks the row first: a withdrawal asked for at the same moment either waits and then finds
      // the account gone, or is already there for the check below.
      const [row] = await tx
        .update(memberBankAccounts)
        .set({ removedAt: clock.now() })
        .where(
          and(
            eq(memberBankAccounts.merchantId, merchant.id),
            eq(memberBankAccounts.memberId, member.id),
            eq(memberBankAccounts.id, id),
            isNull(memberBankAccounts.removedAt),
          ),
        )
        .returning();
      if (!row) throw new ApiError('not_found', 'No such bank account', { field: 'id' });
      const [open] = await tx
        .select({ n: count() })
        .from(withdrawals)
        .where(and(eq(withdrawals.merchantId, merchant.id), eq(withdrawals.bankAccountId, id), inArray(withdrawals.status, OPEN_STATUSES)));
      if ((open?.n ?? 0) > 0)
        throw new ApiError('invalid_state', 'A withdrawal to this account is still being processed; remove it once it is paid or rejected');
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: { operatorId: null, operatorName: `member:${member.username}`, ip },
        action: 'member.bank-account.remove',
        target: member.username,
        detail: { id, bank: row.bank, accountNumber: maskAccountNumber(row.accountNumber) },
      });
    });
    return {};
  }

  /**
   * The member's own active account, locked against removal until the caller's transaction ends.
   * @throws not_found (field bankAccountId)
   */
  async function lockOwnActive(tx: Tx, merchantId: number, memberId: number, id: number): Promise<BankAccountRow> {
    const [row] = await tx
      .select()
      .from(memberBankAccounts)
      .where(
        and(
          eq(memberBankAccounts.merchantId, merchantId),
          eq(memberBankAccounts.memberId, memberId),
          eq(memberBankAccounts.id, id),
          isNull(memberBankAccounts.removedAt),
        ),
      )
      .for('share');
    if (!row) throw new ApiError('not_found', 'No such bank account; please choose one of yours', { field: 'bankAccountId' });
    return row;
  }

  return { list, activeOf, add, remove, lockOwnActive };
}
