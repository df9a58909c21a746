// The Payments settings form: the contract's section in the console's words, with the rules between fields
// an operator would otherwise learn from a refused save: min ≤ max, amounts in the currency's decimals, no
// bank listed twice.
import { z } from 'zod';
import { paymentsSchema, type PaymentsSettings } from '@orbit/contracts/settings';
import { memberBankSchema } from '@orbit/contracts/banks';
import { compareAmounts, toMinor } from '../../../lib/amounts.ts';

export type DepositMethodSetting = PaymentsSettings['depositMethods'][number];
export type BankAccountSetting = PaymentsSettings['bankAccounts'][number];

/** Channels the member site draws a mark for; any other upper-case name is allowed too. */
export const KNOWN_CHANNELS = ['BANK_TRANSFER', 'FPX', 'DUITNOW', 'TNG', 'GRABPAY', 'BOOST', 'SHOPEEPAY'] as const;

const explained = (schema: z.ZodString, pattern: RegExp, message: string) =>
  z
    .string()
    .refine((value) => pattern.test(value), { message, abort: true })
    .pipe(schema);

const MONEY = /^\d{1,13}(\.\d{1,8})?$/;
const methodShape = paymentsSchema.shape.depositMethods.element.shape;
const bankShape = paymentsSchema.shape.bankAccounts.element.shape;

type Context = z.core.$RefinementCtx;

/** Amounts may carry no more decimals than the merchant's currency. */
function checkDecimals(context: Context, exponent: number, value: string, path: (string | number)[]) {
  if (MONEY.test(value) && toMinor(value, exponent) === null) {
    context.addIssue({ code: 'custom', message: 'validation.currencyDecimals', path, params: { decimals: exponent } });
  }
}

function checkRange(context: Context, min: string, max: string, path: (string | number)[]) {
  const order = compareAmounts(min, max);
  if (order !== null && order > 0) context.addIssue({ code: 'custom', message: 'validation.minOverMax', path });
}

/** One deposit method, as its dialog edits it. */
export function depositMethodSchema(exponent: number) {
  return z
    .object({
      ...methodShape,
      name: methodShape.name,
      channel: z
        .string()
        .trim()
        .toUpperCase()
        .pipe(explained(methodShape.channel, /^[A-Z0-9_]{2,20}$/, 'validation.channel')),
      min: explained(methodShape.min, MONEY, 'validation.amount'),
      max: explained(methodShape.max, MONEY, 'validation.amount'),
      feePercent: explained(methodShape.feePercent, /^\d{1,2}(\.\d{1,2})?$/, 'validation.feePercent'),
      feeFixed: explained(methodShape.feeFixed, MONEY, 'validation.amount'),
    })
    .superRefine((method, context) => {
      for (const name of ['min', 'max', 'feeFixed'] as const) checkDecimals(context, exponent, method[name], [name]);
      checkRange(context, method.min, method.max, ['max']);
    });
}

/** One of the merchant's bank accounts, as its dialog edits it. */
export const bankAccountSchema = z.object({
  ...bankShape,
  accountNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(explained(bankShape.accountNumber, /^\d{6,20}$/, 'validation.accountNumber')),
});

/** The whole section; `exponent` is the decimals of the merchant's currency. */
export function paymentsFormSchema(exponent: number) {
  return paymentsSchema
    .extend({
      withdrawal: paymentsSchema.shape.withdrawal.extend({
        min: explained(paymentsSchema.shape.withdrawal.shape.min, MONEY, 'validation.amount'),
        max: explained(paymentsSchema.shape.withdrawal.shape.max, MONEY, 'validation.amount'),
      }),
      fourEyesAmount: explained(paymentsSchema.shape.fourEyesAmount, MONEY, 'validation.amount'),
      // Repeats are checked below, with the console's own message.
      memberBanks: z.array(memberBankSchema).max(60),
    })
    .superRefine((payments, context) => {
      payments.depositMethods.forEach((method, index) => {
        for (const name of ['min', 'max', 'feeFixed'] as const) checkDecimals(context, exponent, method[name], ['depositMethods', index, name]);
        checkRange(context, method.min, method.max, ['depositMethods', index, 'max']);
      });
      checkDecimals(context, exponent, payments.withdrawal.min, ['withdrawal', 'min']);
      checkDecimals(context, exponent, payments.withdrawal.max, ['withdrawal', 'max']);
      checkDecimals(context, exponent, payments.fourEyesAmount, ['fourEyesAmount']);
      checkRange(context, payments.withdrawal.min, payments.withdrawal.max, ['withdrawal', 'max']);
      const codes = new Set<string>();
      const names = new Set<string>();
      payments.memberBanks.forEach((bank, index) => {
        const name = bank.name.trim().toLowerCase();
        if (codes.has(bank.code)) context.addIssue({ code: 'custom', message: 'validation.duplicate', path: ['memberBanks', index, 'code'] });
        else if (names.has(name)) context.addIssue({ code: 'custom', message: 'validation.duplicate', path: ['memberBanks', index, 'name'] });
        codes.add(bank.code);
        names.add(name);
      });
    });
}

/** What the payments page warns about without refusing the save. */
export function paymentsWarnings(payments: Pick<PaymentsSettings, 'depositMethods' | 'bankAccounts'>) {
  const bankMethodOn = payments.depositMethods.some((method) => method.enabled && method.kind === 'bank');
  const onlineMethodOn = payments.depositMethods.some((method) => method.enabled && method.kind === 'online');
  return {
    /** Members can choose bank transfer but have no account to pay into. */
    noBankAccount: bankMethodOn && !payments.bankAccounts.some((account) => account.enabled),
    /** Members cannot deposit at all. */
    noMethod: !payments.depositMethods.some((method) => method.enabled),
    onlineMethodOn,
  };
}
