// The banks members withdraw to, as the operator keeps them in the payments settings: Malaysian banks with
// drawn marks out of the box, and an operator who adds, renames, disables, reorders and uploads a logo; the
// member site offers only the enabled ones in that order, and older lists of plain names still read.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALAYSIAN_BANKS } from '@orbit/contracts/banks';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { bankAccountsEndpoint } from '@orbit/contracts/payments';
import { merchants } from '../src/db/schema/site.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { failure } from './support/members.ts';
import { newOperator, paymentsOf, savePayments } from './support/four-eyes.ts';
import { addAccount, moneyMember } from './support/payments.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('member banks', () => {
  let t: TestApp;
  let finance: Awaited<ReturnType<typeof newOperator>>;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await newOperator(t, 'finance', 'banks');
  });
  afterAll(() => t.close());

  async function uploadLogo(token: string, bytes: Buffer, type: string) {
    const boundary = '----orbit-bank-logo';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo"\r\nContent-Type: ${type}\r\n\r\n`);
    const payload = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/cms/assets',
      headers: { host: 'localhost', authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return reply.json() as { success: boolean; value: { url: string } };
  }

  it('offers the Malaysian banks with their drawn marks to a new merchant', async () => {
    const member = await moneyMember(t);
    const { banks } = await member.api.call(bankAccountsEndpoint);
    expect(banks.map((bank) => bank.name)).toEqual(expect.arrayContaining(['Maybank', 'Bank Rakyat', 'Bank Muamalat', 'Agrobank', 'Kuwait Finance House']));
    expect(banks).toHaveLength(MALAYSIAN_BANKS.length);
    expect(banks[0]).toEqual({ code: 'MBB', name: 'Maybank', logo: '/TCG_PROD_IMAGES/BANK_LOGO/MBB.svg' });
    const mark = await t.app.inject({ url: banks[0]!.logo });
    expect(mark.statusCode).toBe(200);
    expect(mark.headers['content-type']).toBe('image/svg+xml');
    expect(mark.body).toContain('#FFC72C');
    expect(mark.body).not.toMatch(/<script|href=/i);
    // A bank an operator adds without a logo still has a mark; a bad file name is not found.
    expect((await t.app.inject({ url: '/TCG_PROD_IMAGES/BANK_LOGO/GXB.svg' })).body).toContain('>GXB<');
    expect((await t.app.inject({ url: '/TCG_PROD_IMAGES/BANK_LOGO/..%2Fx.svg' })).statusCode).toBe(404);
  });

  it('lets finance add, rename, disable, reorder and give a logo, audited, and the member sees the result', async () => {
    const member = await moneyMember(t);
    const kept = await addAccount(member, { bank: 'AGRO', accountNumber: '600011112222' });
    expect(kept).toMatchObject({ bank: 'Agrobank', bankCode: 'AGRO' });

    const logo = await uploadLogo(finance.token, PNG, 'image/png');
    expect(logo.success).toBe(true);
    const saved = await savePayments(finance.api, (p) => {
      const [first, ...rest] = p.memberBanks;
      const renamed = rest.map((bank) => (bank.code === 'AGRO' ? { ...bank, name: 'Agro Bank Malaysia', logo: logo.value.url } : bank));
      const withoutOcbc = renamed.map((bank) => (bank.code === 'OCBC' ? { ...bank, enabled: false } : bank));
      return { ...p, memberBanks: [{ code: 'GXB', name: 'GX Bank', enabled: true, logo: null }, ...withoutOcbc, first!] };
    });
    expect(saved.pendingChange).toBeNull();

    const { banks, items } = await member.api.call(bankAccountsEndpoint);
    expect(banks[0]).toEqual({ code: 'GXB', name: 'GX Bank', logo: '/TCG_PROD_IMAGES/BANK_LOGO/GXB.svg' });
    expect(banks.at(-1)?.code).toBe('MBB');
    expect(banks.map((bank) => bank.code)).not.toContain('OCBC');
    expect(banks.find((bank) => bank.code === 'AGRO')).toEqual({ code: 'AGRO', name: 'Agro Bank Malaysia', logo: logo.value.url });
    // The account already at the renamed bank keeps its name and shows the new logo.
    expect(items[0]).toMatchObject({ bank: 'Agrobank', bankCode: 'AGRO', logo: logo.value.url });
    // A disabled bank is not offered for a new account.
    expect(await failure(addAccount(member, { bank: 'OCBC', accountNumber: '700011112222' }))).toMatchObject({ errorCode: 'validation_failed', field: 'bank' });

    const audit = await finance.api.call(listAuditEndpoint, { query: { page: 1, pageSize: 5, action: 'settings.payments' } });
    expect(JSON.stringify(audit.items[0]?.detail)).toContain('GX Bank');
  });

  it('refuses a list with a repeated code or name, or a logo that is not an uploaded PNG or JPEG, and keeps the old list', async () => {
    const before = await paymentsOf(finance.api);
    const twice = failure(savePayments(finance.api, (p) => ({ ...p, memberBanks: [...p.memberBanks, { ...p.memberBanks[0]!, name: 'Another' }] })));
    expect(await twice).toMatchObject({ errorCode: 'validation_failed', status: 400 });
    const sameName = failure(
      savePayments(finance.api, (p) => ({ ...p, memberBanks: [...p.memberBanks, { code: 'NEWB', name: ' maybank', enabled: true, logo: null }] })),
    );
    expect(await sameName).toMatchObject({ errorCode: 'validation_failed' });
    for (const logo of ['https://evil.example/logo.png', '/media/0b9a6c6e-0000-4000-8000-000000000000.svg']) {
      const refused = failure(savePayments(finance.api, (p) => ({ ...p, memberBanks: [{ ...p.memberBanks[0]!, logo }, ...p.memberBanks.slice(1)] })));
      expect(await refused).toMatchObject({ errorCode: 'validation_failed', status: 400 });
    }
    expect(await paymentsOf(finance.api)).toEqual(before);
    // Finance may upload a logo; an operator with no settings right may not.
    const support = await newOperator(t, 'support');
    expect((await uploadLogo(support.token, PNG, 'image/png')).success).toBe(false);
  });

  it('reads a list saved as plain names as banks with codes, and keeps accepting those names', async () => {
    const [row] = await t.database.db.select({ settings: merchants.settings }).from(merchants).where(eq(merchants.id, 1));
    const settings = row!.settings as Record<string, Record<string, unknown>>;
    const payments = { ...settings.payments, memberBanks: ['Maybank', 'Bank of Borneo', 'CIMB Bank'] };
    await t.database.db
      .update(merchants)
      .set({ settings: { ...settings, payments }, version: 9_999 })
      .where(eq(merchants.id, 1));

    const member = await moneyMember(t);
    const { banks } = await member.api.call(bankAccountsEndpoint);
    expect(banks.map((bank) => bank.code)).toEqual(['MBB', 'BANK_OF_BORNEO', 'CIMB']);
    expect(await addAccount(member, { bank: 'Bank of Borneo', accountNumber: '123456789' })).toMatchObject({
      bank: 'Bank of Borneo',
      bankCode: 'BANK_OF_BORNEO',
    });
  });
});
