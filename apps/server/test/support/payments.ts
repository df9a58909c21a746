// Members with money, as the withdrawal tests need them: registered through the site, with a real name and a
// payment password set through the security centre, and funds credited by a ledger deposit (the deposit
// flow itself is tested elsewhere).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { createOperatorEndpoint } from '@orbit/contracts/console';
import { consoleWithdrawalsEndpoint } from '@orbit/contracts/console-finance';
import { paymentPasswordEndpoint, realNameEndpoint } from '@orbit/contracts/member-security';
import { addBankAccountEndpoint, withdrawEndpoint } from '@orbit/contracts/payments';
import { rowsOf } from '../../src/db/client.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { members } from '../../src/db/schema/members.ts';
import { houseAccount, memberAccount } from '../../src/modules/wallet/addresses.ts';
import { loginOperator, operatorClient, type TestApp } from '../helpers.ts';
import { consoleApi, GOOD_PASSWORD, loginMember, memberClient, registerMember } from './members.ts';

export const PAYMENT_PASSWORD = '246810';
let paymentPasswordHash: Promise<string> | undefined;

export interface MoneyMember {
  id: number;
  merchantId: number;
  username: string;
  token: string;
  api: ApiClient;
}

/** Registers a member; by default with a real name and payment password, and with `funds` (minor units) in the main wallet. */
export async function moneyMember(
  t: TestApp,
  options: { realName?: string | null; paymentPassword?: string | null; funds?: bigint } = {},
): Promise<MoneyMember> {
  const session = await registerMember(t);
  const api = memberClient(t, session.token);
  const realName = options.realName === undefined ? 'Siti Binti Ahmad' : options.realName;
  if (realName) await api.call(realNameEndpoint, { body: { realName } });
  const [row] = await t.database.db
    .select({ id: members.id, merchantId: members.merchantId })
    .from(members)
    .where(eq(members.usernameKey, session.username.toLowerCase()));
  if (!row) throw new Error('member not found');
  const paymentPassword = options.paymentPassword === undefined ? PAYMENT_PASSWORD : options.paymentPassword;
  if (paymentPassword === PAYMENT_PASSWORD) {
    // The usual password's hash is made once per file (a hash costs a good part of a second on purpose).
    paymentPasswordHash ??= hashPassword(PAYMENT_PASSWORD);
    await t.database.db
      .update(members)
      .set({ paymentPasswordHash: await paymentPasswordHash })
      .where(eq(members.id, row.id));
  } else if (paymentPassword)
    await api.call(paymentPasswordEndpoint, {
      body: { currentPassword: GOOD_PASSWORD, newPaymentPassword: paymentPassword, confirmPaymentPassword: paymentPassword },
    });
  const member = { id: row.id, merchantId: row.merchantId, username: session.username, token: session.token, api };
  if (options.funds) await credit(t, member, options.funds);
  return member;
}

let credits = 0;
/** Credits a member's main wallet as an approved deposit would. */
export async function credit(t: TestApp, member: Pick<MoneyMember, 'id' | 'merchantId'>, amount: bigint) {
  credits += 1;
  await t.services.wallet.move(t.database.db, {
    merchantId: member.merchantId,
    currency: 'MYR',
    idempotencyKey: `test-deposit:${member.id}:${credits}:${Date.now()}`,
    kind: 'deposit',
    memberId: member.id,
    postings: [{ from: houseAccount('deposits', member.id), to: memberAccount.main(member.id), amount }],
  });
}

/** A ledger account's balance in minor units (0 when it was never used). */
export async function balanceOf(t: TestApp, merchantId: number, address: string): Promise<bigint> {
  return t.services.wallet.balanceOf(t.database.db, merchantId, address, 'MYR');
}

/** The member's main and hold balances. */
export async function walletOf(t: TestApp, member: Pick<MoneyMember, 'id' | 'merchantId'>) {
  return {
    main: await balanceOf(t, member.merchantId, memberAccount.main(member.id)),
    hold: await balanceOf(t, member.merchantId, memberAccount.hold(member.id)),
  };
}

/** How many rows a table holds for a member (to show a refused call wrote nothing). */
export async function rowCount(
  t: TestApp,
  table: 'withdrawals' | 'member_bank_accounts' | 'ledger_transactions',
  member: Pick<MoneyMember, 'id' | 'merchantId'>,
) {
  const result = await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE merchant_id = ${member.merchantId} AND member_id = ${member.id}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The merchant of a member, as the services take it. */
export async function merchantOf(t: TestApp, member: Pick<MoneyMember, 'merchantId'>) {
  const merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
  if (merchant.id !== member.merchantId) throw new Error('member of another merchant');
  return merchant;
}

let accountNumbers = 0;
/** Adds a bank account (Maybank unless told) through the member's call; answers it as the member sees it. */
export async function addAccount(member: MoneyMember, options: { bank?: string; accountNumber?: string } = {}) {
  accountNumbers += 1;
  const accountNumber = options.accountNumber ?? `5140${String(Date.now()).slice(-6)}${String(accountNumbers).padStart(3, '0')}`;
  return member.api.call(addBankAccountEndpoint, { body: { bank: options.bank ?? 'Maybank', accountNumber, paymentPassword: PAYMENT_PASSWORD } });
}

/** Asks for a withdrawal with the member's payment password and a fresh request id unless given. */
export function withdraw(member: MoneyMember, bankAccountId: number, amount: string, options: { requestId?: string; paymentPassword?: string } = {}) {
  return member.api.call(withdrawEndpoint, {
    body: { requestId: options.requestId ?? randomUUID(), bankAccountId, amount, paymentPassword: options.paymentPassword ?? PAYMENT_PASSWORD },
  });
}

const teams = new WeakMap<TestApp, { secret?: string; team?: { first: ApiClient; second: ApiClient }; at: number }>();
const FINANCE_PASSWORD = 'Kewangan#2026ok';
/**
 * Two finance operators: the demo owner and a finance-role operator made through the console. They log in
 * again once the test clock has moved on (operator sessions end when idle).
 */
export async function financeTeam(t: TestApp): Promise<{ first: ApiClient; second: ApiClient }> {
  const known = teams.get(t);
  if (known?.team && t.clock.now().getTime() - known.at < 5 * 60_000) return known.team;
  const first = await consoleApi(t);
  if (!known)
    await first.call(createOperatorEndpoint, { body: { username: 'finance2', displayName: 'Finance two', role: 'finance', password: FINANCE_PASSWORD } });
  const { token, secret } = await loginOperator(t, 'finance2', FINANCE_PASSWORD, known?.secret);
  const team = { first, second: operatorClient(t, token) };
  teams.set(t, { secret, team, at: t.clock.now().getTime() });
  return team;
}

/** The member logged in again (member sessions end when idle, and tests move the clock by days). */
export async function freshSession(t: TestApp, member: MoneyMember): Promise<MoneyMember> {
  const session = await loginMember(t, member.username, GOOD_PASSWORD);
  if (session.state !== 'ok') throw new Error('expected a session');
  return { ...member, token: session.token, api: memberClient(t, session.token) };
}

/** A withdrawal as finance sees it in the queue. */
export async function queueRow(t: TestApp, id: number) {
  const { first } = await financeTeam(t);
  const page = await first.call(consoleWithdrawalsEndpoint, { query: { page: 1, pageSize: 200 } });
  const row = page.items.find((item) => item.id === id);
  if (!row) throw new Error(`withdrawal ${id} not in the queue`);
  return row;
}
