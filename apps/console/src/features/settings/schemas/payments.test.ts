import { describe, expect, it } from 'vitest';
import type { PaymentsSettings } from '@orbit/contracts/settings';
import { bankAccountSchema, depositMethodSchema, paymentsFormSchema, paymentsWarnings } from './payments.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const payments: PaymentsSettings = {
  depositMethods: [
    {
      id: 'bank-transfer',
      kind: 'bank',
      name: 'Bank transfer',
      channel: 'BANK_TRANSFER',
      min: '30.00',
      max: '50000.00',
      feePercent: '0',
      feeFixed: '0.00',
      enabled: true,
    },
    {
      id: 'tng',
      kind: 'online',
      name: "Touch 'n Go eWallet",
      channel: 'TNG',
      min: '10.00',
      max: '5000.00',
      feePercent: '1.5',
      feeFixed: '0.00',
      enabled: true,
    },
  ],
  bankAccounts: [{ id: 'maybank-1', bank: 'Maybank', accountName: 'Orbit Sdn Bhd', accountNumber: '514012345678', enabled: true }],
  memberBanks: [
    { code: 'MBB', name: 'Maybank', enabled: true, logo: null },
    { code: 'CIMB', name: 'CIMB Bank', enabled: false, logo: null },
  ],
  sandboxInProduction: false,
  gateway: { provider: 'sandbox', accountId: '', apiSecret: '', webhookSecret: '' },
  withdrawal: { min: '50.00', max: '30000.00', dailyCount: 5, autoReceiveMinutes: 1440, maxBankAccounts: 3 },
  fourEyesAmount: '10000.00',
  promoCodeField: true,
};
const MYR = paymentsFormSchema(2);

describe('payments settings form', () => {
  it('accepts the demo merchant’s values', () => {
    expect(MYR.safeParse(payments).success).toBe(true);
  });

  it('refuses a minimum above the maximum, for a method and for withdrawals', () => {
    const method = { ...payments.depositMethods[1]!, min: '6000', max: '5000.00' };
    const result = MYR.safeParse({
      ...payments,
      depositMethods: [payments.depositMethods[0], method],
      withdrawal: { ...payments.withdrawal, min: '100', max: '99.99' },
    });
    expect(messages(result)).toEqual(['depositMethods.1.max: validation.minOverMax', 'withdrawal.max: validation.minOverMax']);
  });

  it('refuses more decimals than the currency has, and takes trailing zeros', () => {
    expect(messages(MYR.safeParse({ ...payments, fourEyesAmount: '10000.005' }))).toEqual(['fourEyesAmount: validation.currencyDecimals']);
    expect(MYR.safeParse({ ...payments, fourEyesAmount: '10000.500' }).success).toBe(true);
    const idr = paymentsFormSchema(0).safeParse({
      ...payments,
      depositMethods: [],
      withdrawal: { ...payments.withdrawal, min: '50.5', max: '100' },
      fourEyesAmount: '10000.00',
    });
    expect(messages(idr)).toEqual(['withdrawal.min: validation.currencyDecimals']);
  });

  it('explains a badly written amount', () => {
    expect(messages(MYR.safeParse({ ...payments, fourEyesAmount: 'RM 10k' }))).toEqual(['fourEyesAmount: validation.amount']);
  });

  it('refuses a bank listed twice, by code or by name whatever its case and spaces', () => {
    const again = { code: 'MAYB', name: 'maybank ', enabled: true, logo: null };
    expect(messages(MYR.safeParse({ ...payments, memberBanks: [...payments.memberBanks, again] }))).toEqual(['memberBanks.2.name: validation.duplicate']);
    const sameCode = { code: 'CIMB', name: 'CIMB Islamic', enabled: true, logo: null };
    expect(messages(MYR.safeParse({ ...payments, memberBanks: [...payments.memberBanks, sameCode] }))).toEqual(['memberBanks.2.code: validation.duplicate']);
  });

  it('takes an uploaded PNG or JPEG as a bank logo and nothing else', () => {
    const withLogo = (logo: string) => ({ ...payments, memberBanks: [{ ...payments.memberBanks[0]!, logo }] });
    expect(MYR.safeParse(withLogo('/media/0b9a6c6e-1111-4000-8000-000000000000.png')).success).toBe(true);
    expect(MYR.safeParse(withLogo('/media/0b9a6c6e-1111-4000-8000-000000000000.svg')).success).toBe(false);
    expect(MYR.safeParse(withLogo('https://example.com/logo.png')).success).toBe(false);
  });
});

describe('deposit method and bank account dialogs', () => {
  it('writes the channel in capitals and checks it', () => {
    const method = depositMethodSchema(2).parse({ ...payments.depositMethods[1], channel: ' boost ' });
    expect(method.channel).toBe('BOOST');
    expect(messages(depositMethodSchema(2).safeParse({ ...payments.depositMethods[1], channel: 'e-wallet' }))).toEqual(['channel: validation.channel']);
  });

  it('explains a bad fee, and refuses an empty name', () => {
    const result = depositMethodSchema(2).safeParse({ ...payments.depositMethods[1], feePercent: '150', name: ' ' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'feePercent']);
    expect(messages(result)[1]).toBe('feePercent: validation.feePercent');
  });

  it('refuses a method whose minimum is above its maximum or finer than the currency', () => {
    expect(messages(depositMethodSchema(2).safeParse({ ...payments.depositMethods[1], min: '10.001', max: '5000' }))).toEqual([
      'min: validation.currencyDecimals',
    ]);
    expect(messages(depositMethodSchema(2).safeParse({ ...payments.depositMethods[1], min: '10', max: '5' }))).toEqual(['max: validation.minOverMax']);
  });

  it('takes an account number typed with spaces and dashes', () => {
    expect(bankAccountSchema.parse({ ...payments.bankAccounts[0], accountNumber: '5140 1234-5678' }).accountNumber).toBe('514012345678');
    expect(messages(bankAccountSchema.safeParse({ ...payments.bankAccounts[0], accountNumber: '12ab' }))).toEqual(['accountNumber: validation.accountNumber']);
  });
});

describe('payments warnings', () => {
  it('warns when bank transfer is on with no account shown, and when every method is off', () => {
    expect(paymentsWarnings(payments)).toMatchObject({ noBankAccount: false, noMethod: false, onlineMethodOn: true });
    expect(paymentsWarnings({ ...payments, bankAccounts: [{ ...payments.bankAccounts[0]!, enabled: false }] }).noBankAccount).toBe(true);
    expect(paymentsWarnings({ ...payments, depositMethods: payments.depositMethods.map((method) => ({ ...method, enabled: false })) })).toMatchObject({
      noMethod: true,
      noBankAccount: false,
    });
  });
});
