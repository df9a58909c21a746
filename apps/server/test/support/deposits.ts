// Deposit tests' helpers: images to upload as receipts, members with their ids, the ledger balances a
// member would see, and row counts that show a refused call wrote nothing.
import { eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { PAYMENT_UPLOAD_PATH } from '@orbit/contracts/payments';
import { rowsOf } from '../../src/db/client.ts';
import { members } from '../../src/db/schema/members.ts';
import { memberAccount } from '../../src/modules/wallet/addresses.ts';
import { createOperatorEndpoint } from '@orbit/contracts/console';
import type { PaymentsSettings } from '@orbit/contracts/settings';
import { loginOperator, operatorClient, type TestApp } from '../helpers.ts';
import { changeSettings, consoleApi, GOOD_PASSWORD, loginMember, memberClient, registerMember } from './members.ts';

// The smallest valid PNG (a 1×1 transparent pixel) and the head of a JFIF file.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]), Buffer.alloc(64, 0x20)]);

export function multipart(name: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----orbit-deposit-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads an image as the site does and answers its id; fails the test when the upload is refused. */
export async function uploadImage(t: TestApp, token: string, bytes: Buffer = PNG, filename = 'receipt.png'): Promise<string> {
  const body = multipart('file', filename, 'image/png', bytes);
  const reply = await t.app.inject({
    method: 'POST',
    url: PAYMENT_UPLOAD_PATH,
    headers: { host: 'localhost', authorization: token, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (reply.statusCode !== 200) throw new Error(`upload refused: ${reply.body}`);
  return (reply.json() as { value: { uploadId: string } }).value.uploadId;
}

export interface Depositor {
  id: number;
  merchantId: number;
  username: string;
  token: string;
  api: ApiClient;
}

/** A freshly registered member of the demo merchant, with its id. */
export async function depositor(t: TestApp): Promise<Depositor> {
  const session = await registerMember(t);
  const [row] = await t.database.db
    .select({ id: members.id, merchantId: members.merchantId })
    .from(members)
    .where(eq(members.usernameKey, session.username.toLowerCase()));
  if (!row) throw new Error('member not found');
  return { ...row, username: session.username, token: session.token, api: memberClient(t, session.token) };
}

/** The member's main wallet in minor units. */
export function mainOf(t: TestApp, member: Pick<Depositor, 'id' | 'merchantId'>): Promise<bigint> {
  return t.services.wallet.balanceOf(t.database.db, member.merchantId, memberAccount.main(member.id), 'MYR');
}

/** How many rows a table holds for a member. */
export async function countFor(t: TestApp, table: 'deposits' | 'ledger_transactions' | 'payment_uploads', member: Pick<Depositor, 'id'>): Promise<number> {
  const result = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE member_id = ${member.id}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

let requests = 0;
/** A fresh idempotency key, as the site makes one per deposit form. */
export function newRequestId(): string {
  requests += 1;
  return `req-${Date.now().toString(36)}-${requests}`;
}

let operators = 0;
/**
 * Two different finance reviewers, as the four-eyes rule needs: the demo owner (through consoleApi) and a
 * new operator of the finance role.
 */
export async function twoReviewers(t: TestApp): Promise<{ first: ApiClient; second: ApiClient; secondName: string }> {
  const first = await consoleApi(t);
  operators += 1;
  const username = `finance${operators}${Date.now().toString(36).slice(-4)}`;
  const password = 'Finance#2026ok';
  await first.call(createOperatorEndpoint, { body: { username, displayName: 'Finance reviewer', role: 'finance', password } });
  const { token } = await loginOperator(t, username, password);
  return { first, second: operatorClient(t, token), secondName: username };
}

/** Changes one deposit method of the payments settings. */
export async function changeMethod(console: ApiClient, methodId: string, change: Record<string, unknown>) {
  await changeSettings(console, 'payments', (payments: PaymentsSettings) => ({
    ...payments,
    depositMethods: payments.depositMethods.map((m) => (m.id === methodId ? { ...m, ...change } : m)),
  }));
}

/** Logs the member in again (after a cool-off or self-exclusion ended its session). */
export async function relogin(t: TestApp, member: Depositor): Promise<Depositor> {
  const session = await loginMember(t, member.username, GOOD_PASSWORD);
  if (session.state !== 'ok') throw new Error('expected a session');
  return { ...member, token: session.token, api: memberClient(t, session.token) };
}
