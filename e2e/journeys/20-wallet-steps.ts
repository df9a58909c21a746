// Steps the wallet journeys (20–22) share: the site's texts in EN, MS and CN, amounts as the pages show them,
// a member registered and logged in, the operator's console in a browser of its own, and a tiny receipt image.
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { createApiClient, type ApiClient } from '@orbit/contracts/client';
import { deleteSiteAnnouncementEndpoint, listSiteAnnouncementsEndpoint } from '@orbit/contracts/announcements';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import { approveDepositEndpoint, consoleDepositsEndpoint } from '@orbit/contracts/console-finance';
import { membersListEndpoint } from '@orbit/contracts/console-members';
import { displayAmount } from '@orbit/contracts/money-format';
import { registerEndpoint, type MemberSession } from '@orbit/contracts/member';
import { bankDepositEndpoint, depositMethodsEndpoint, PAYMENT_UPLOAD_PATH } from '@orbit/contracts/payments';
import { BASE_URL, DEMO_OPERATOR, newPage, readOperatorState, siteTextTree, type TextTree } from '../support.ts';
import { proofOfWork, uniqueName, type OperatorApi } from './10-account-steps.ts';

export type Language = 'en' | 'ms' | 'cn';

/** The site's texts in one language, read by key ("wallet.fund.main"), with {{placeholders}} filled in. */
export function walletTexts(code: Language) {
  const tree = siteTextTree(code);
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key.split('.').reduce<string | TextTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof found !== 'string') throw new Error(`no text ${key} in ${code}`);
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
export type WalletTexts = ReturnType<typeof walletTexts>;

/** An amount as every page shows it: "RM 1,234.50" (the demo merchant's symbol). */
export const rm = (amount: string) => displayAmount(amount, 'RM');

/** The console's API and the merchant code, for setting a scene. */
export async function merchantOf(api: OperatorApi): Promise<string> {
  return (await api.call(getSettingsEndpoint)).code;
}

export interface NewMember {
  session: MemberSession;
  memberId: number;
  password: string;
}

export const MEMBER_PASSWORD = 'Harimau#Gold88';

/**
 * A member registered through the API (the site's register dialog has journeys of its own), solving the
 * proof-of-work as the site does. The register captcha must be off (setRegisterCaptcha): its answer is only
 * in a picture.
 */
export async function registerMemberViaApi(api: OperatorApi, merchant: string, prefix: string, affiliateCode?: string): Promise<NewMember> {
  const username = uniqueName(prefix);
  const site = createApiClient({ baseUrl: BASE_URL, headers: () => ({ Merchant: merchant }) });
  const verification = await proofOfWork(site);
  const session = await site.call(registerEndpoint, {
    body: { username, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD, agree: true, verification, affiliateCode },
  });
  return { session, memberId: await memberIdOf(api, username), password: MEMBER_PASSWORD };
}

export async function memberIdOf(api: OperatorApi, username: string): Promise<number> {
  const { items } = await api.call(membersListEndpoint, { query: { q: username } });
  const row = items.find((item) => item.username === username);
  assert.ok(row, `${username} is in the console's member list`);
  return row.id;
}

/** The member's own view of the server, with the token the page holds. */
export function memberApi(merchant: string, token: string): ApiClient {
  return createApiClient({ baseUrl: BASE_URL, headers: () => ({ Merchant: merchant, Authorization: token }) });
}

/**
 * A page of the site logged in as the member (a token in session storage, as after the login dialog). With a
 * language, every page load starts in it; without, the site's default until the member picks one.
 */
export async function memberPage(
  browser: Browser,
  merchant: string,
  session: MemberSession,
  options: { viewport: { width: number; height: number }; language?: Language },
) {
  const { context, page } = await newPage(browser, { viewport: options.viewport, language: options.language?.toUpperCase() });
  await context.addInitScript(
    (stored) => {
      if (sessionStorage.getItem('token')) return;
      for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    },
    { token: session.token, account: session.account, isAgent: String(session.isAgent), merchant },
  );
  return { context, page };
}

/** The console in a browser of its own, logged in as the demo operator (the session operatorApi() made). */
export async function consolePage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const token = readOperatorState(DEMO_OPERATOR.username)?.token;
  assert.ok(token, 'operatorApi() ran first and left a console session');
  const { context, page } = await newPage(browser, { viewport });
  await context.addInitScript((value) => sessionStorage.setItem('consoleToken', value), token);
  return { context, page };
}

/** The balance in the logged-in bar ("RM 1,234.50" or "***"). */
export function barBalance(page: Page, t: WalletTexts): Locator {
  return page
    .getByRole('banner')
    .getByRole('group', { name: t('auth.loginArea') })
    .getByTestId('balance')
    .first();
}

/** Waits until a locator's text is exactly the expected one (live values such as balances). */
export async function waitForText(locator: Locator, expected: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let seen = '';
  while (Date.now() < deadline) {
    seen = (await locator.innerText().catch(() => '')).trim();
    if (seen === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(seen, expected);
}

/** Retries an assertion until it holds (lists that re-read after a filter or a pushed change). */
export async function eventually(check: () => Promise<void>, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/** The account record's rows as [what, amount, where it stands], newest first: one row per thing the member did. */
export async function recordRows(page: Page): Promise<string[][]> {
  const rows = page.getByTestId('record-row');
  await rows.first().waitFor();
  return rows.evaluateAll((items) =>
    items.map((item) => ['record-title', 'record-amount', 'record-status'].map((id) => item.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '')),
  );
}

/** Opens a page of the member centre from its menu; its heading says which. */
export async function openCentrePage(page: Page, t: WalletTexts, key: string): Promise<void> {
  await page
    .getByRole('navigation', { name: t('member.frame.menu') })
    .getByRole('link', { name: t(`member.menu.${key}`), exact: true })
    .click();
  await page.waitForURL(new RegExp(`/member/${key}`));
  await page.getByRole('heading', { level: 1, name: t(`member.menu.${key}`) }).waitFor();
}

/**
 * A bank deposit with its receipt made through the API (the deposit page has journeys of its own) and approved
 * by finance: how journeys about what a deposit earns (referrals, raffles) put money in.
 */
export async function approvedBankDeposit(api: OperatorApi, merchant: string, token: string, amount: string, reference: string) {
  const own = memberApi(merchant, token);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(receiptPng())], { type: 'image/png' }), 'resit.png');
  const uploaded = await fetch(`${BASE_URL}${PAYMENT_UPLOAD_PATH}`, { method: 'POST', headers: { Merchant: merchant, Authorization: token }, body: form });
  assert.equal(uploaded.status, 200, await uploaded.clone().text());
  const { uploadId } = ((await uploaded.json()) as { value: { uploadId: string } }).value;
  const bank = (await own.call(depositMethodsEndpoint)).methods.find((method) => method.kind === 'bank');
  assert.ok(bank?.bankAccounts[0], 'the demo merchant takes bank transfers');
  const made = await own.call(bankDepositEndpoint, {
    body: {
      requestId: `dep${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
      methodId: bank.id,
      bankAccountId: bank.bankAccounts[0].id,
      amount,
      reference,
      receiptUploadId: uploadId,
    },
  });
  const { items } = await api.call(consoleDepositsEndpoint, { query: { q: made.orderNo } });
  await api.call(approveDepositEndpoint, { params: { id: items[0]!.id } });
}

/** A small real PNG that looks like a receipt (a gold band and ruled lines), a few hundred bytes. */
export function receiptPng(width = 120, height = 160): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  // Each row: filter byte 0, then its pixels: a gold band on top, then white paper ruled in grey.
  const pixel = (y: number) => (y < 28 ? [0xe8, 0xb8, 0x30] : y % 14 === 0 ? [0xc8, 0xcc, 0xd4] : [0xfa, 0xfa, 0xf7]);
  const rows = Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(pixel(y)))]));
  const pixels = Buffer.concat(rows);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Removes the popups a journey published, so the members of later journeys on the same server are not met by
 * them (each journey owns its data).
 */
export async function removePopups(operator: OperatorApi, titlesInEnglish: readonly string[]) {
  const { items } = await operator.call(listSiteAnnouncementsEndpoint, { query: { group: 'popup' } });
  for (const item of items.filter((entry) => titlesInEnglish.includes(entry.title.EN)))
    await operator.call(deleteSiteAnnouncementEndpoint, { params: { id: item.id } });
}
