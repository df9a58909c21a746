// Deposit by bank transfer: the member sends money to one of the merchant's accounts, then reports it here
// with the amount, the transfer's reference and a picture of the receipt. Finance approves or rejects it.
import type { Deposit, DepositMethod } from '@orbit/contracts/payments';
import { clsx } from 'clsx';
import { Landmark } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDepositByBank } from '../../api/deposit-by-bank.ts';
import { checkAmount, fromMinor } from '../../model/amount.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { createRequestIds, outcomeUnknown } from '../../../../lib/request-id.ts';
import { AmountField } from '../parts/amount-field.tsx';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { ImageUpload } from '../parts/image-upload.tsx';
import { SubmitButton } from '../parts/submit-button.tsx';
import { useAmountProblemText } from '../parts/use-amount-problem.ts';
import { useWalletSettings } from '../wallet-settings.tsx';
import { AmountSummary } from './amount-summary.tsx';
import { PromoCodeCheck } from './promo-code-check.tsx';

interface BankDepositFormProps {
  method: DepositMethod;
  /** The most the member may deposit now (the method's maximum or what the deposit limit leaves). */
  max: string;
  promoCodeEnabled: boolean;
  onDone: (deposit: Deposit) => void;
}

const EMPTY = { amount: '', reference: '', promoCode: '' };

export function BankDepositForm({ method, max, promoCodeEnabled, onDone }: BankDepositFormProps) {
  const { t } = useTranslation();
  const { exponent } = useWalletSettings();
  const deposit = useDepositByBank();
  const problemText = useAmountProblemText();
  const ids = useRef(createRequestIds());
  const [accountId, setAccountId] = useState<string | null>(method.bankAccounts[0]?.id ?? null);
  // A promotion's "Deposit with code" opens this page with its code filled in.
  const [search] = useSearchParams();
  const [values, setValues] = useState(() => ({ ...EMPTY, promoCode: search.get('promoCode') ?? '' }));
  const [receipt, setReceipt] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [uploadKey, setUploadKey] = useState(0);

  const bounds = { min: method.min, max };
  const check = checkAmount(values.amount, exponent, bounds);
  const blamed = deposit.isError ? errorField(deposit.error) : undefined;
  const serverSays = (field: string) => (blamed === field ? t(errorKey(deposit.error)) : null);
  const problems = {
    amount: checked ? problemText(check, bounds) : null,
    reference: checked && values.reference.trim() === '' ? t('wallet.deposit.referenceRequired') : null,
    receipt: checked && !receipt ? t('wallet.deposit.receiptRequired') : null,
    promoCode: checked && !/^[A-Za-z0-9_-]*$/.test(values.promoCode.trim()) ? t('wallet.deposit.promoInvalid') : null,
  };
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  if (method.bankAccounts.length === 0) return <FormMessage kind="error">{t('wallet.deposit.noBankAccounts')}</FormMessage>;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!check.ok || !accountId || !receipt || values.reference.trim() === '' || problems.promoCode) return;
        const body = {
          methodId: method.id,
          bankAccountId: accountId,
          amount: values.amount,
          reference: values.reference.trim(),
          receiptUploadId: receipt,
          promoCode: promoCodeEnabled && values.promoCode.trim() !== '' ? values.promoCode.trim() : undefined,
        };
        deposit.mutate(
          { requestId: ids.current.idFor(JSON.stringify(body)), ...body },
          {
            onSuccess: (created) => {
              ids.current.settle();
              setValues(EMPTY);
              setReceipt(null);
              setChecked(false);
              setUploadKey((key) => key + 1);
              onDone(created);
            },
            onError: (error) => (outcomeUnknown(error) ? undefined : ids.current.settle()),
          },
        );
      }}
    >
      <MerchantAccountPicker accounts={method.bankAccounts} value={accountId} onChange={setAccountId} />
      <AmountField
        label={t('wallet.amount.label')}
        value={values.amount}
        onChange={set('amount')}
        min={method.min}
        max={max}
        error={problems.amount ?? serverSays('amount')}
        disabled={deposit.isPending}
        testId="deposit-amount"
      />
      {check.ok ? <AmountSummary method={method} amountMinor={check.minor} /> : null}
      <TextField
        label={t('wallet.deposit.reference')}
        hint={t('wallet.deposit.referenceHint')}
        value={values.reference}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => set('reference')(event.target.value)}
        error={problems.reference ?? serverSays('reference')}
        disabled={deposit.isPending}
        data-testid="deposit-reference"
      />
      <ImageUpload
        key={uploadKey}
        label={t('wallet.deposit.receipt')}
        onChange={setReceipt}
        error={problems.receipt ?? serverSays('receiptUploadId')}
        disabled={deposit.isPending}
        testId="deposit-receipt"
      />
      {promoCodeEnabled ? (
        <TextField
          label={t('wallet.deposit.promoCode')}
          hint={t('wallet.deposit.promoHint')}
          value={values.promoCode}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => set('promoCode')(event.target.value)}
          error={problems.promoCode ?? serverSays('promoCode')}
          disabled={deposit.isPending}
        />
      ) : null}
      {promoCodeEnabled ? <PromoCodeCheck code={values.promoCode} amount={check.ok ? fromMinor(check.minor, exponent) : null} /> : null}
      {deposit.isError && !blamed ? (
        <FormMessage kind="error">
          {t(errorKey(deposit.error))}
          {outcomeUnknown(deposit.error) ? ` ${t('wallet.common.retrySafe')}` : ''}
        </FormMessage>
      ) : null}
      <SubmitButton busy={deposit.isPending} busyLabel={t('wallet.deposit.submitting')} className="w-full sm:w-auto" testId="deposit-submit">
        {t('wallet.deposit.submitBank')}
      </SubmitButton>
    </form>
  );
}

/** The merchant's accounts to transfer to, one picked, each with its name and number to copy. */
function MerchantAccountPicker({
  accounts,
  value,
  onChange,
}: {
  accounts: DepositMethod['bankAccounts'];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const copyTexts = (what: string) => ({ label: t('wallet.copy.label', { what }), copy: t('wallet.copy.button'), copied: t('wallet.copy.done') });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium">{t('wallet.deposit.sendTo')}</legend>
      <p className="text-xs text-text-muted">{t('wallet.deposit.sendToHint')}</p>
      <div role="radiogroup" aria-label={t('wallet.deposit.sendTo')} className="grid grid-cols-1 gap-2 lg:grid-cols-2">
        {accounts.map((account) => {
          const active = account.id === value;
          return (
            <div
              key={account.id}
              className={clsx('rounded-xl border p-3 transition', active ? 'border-accent bg-accent/10' : 'border-border bg-background/60')}
              data-testid={`merchant-account-${account.id}`}
            >
              <button
                type="button"
                role="radio"
                aria-checked={active}
                onClick={() => onChange(account.id)}
                className="flex w-full items-center gap-2 text-start"
              >
                <span className={clsx('flex size-4 shrink-0 items-center justify-center rounded-full border-2', active ? 'border-accent' : 'border-border')}>
                  {active ? <span className="size-2 rounded-full bg-accent" /> : null}
                </span>
                <Landmark className="size-4 shrink-0 text-accent" aria-hidden />
                <span className="truncate text-sm font-semibold">{account.bank}</span>
              </button>
              <dl className="mt-2 space-y-1 ps-6 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <dt className="sr-only">{t('wallet.deposit.accountName')}</dt>
                  <dd className="min-w-0 truncate">{account.accountName}</dd>
                  <CopyButton value={account.accountName} texts={copyTexts(t('wallet.deposit.accountName'))} />
                </div>
                <div className="flex items-center justify-between gap-2">
                  <dt className="sr-only">{t('wallet.deposit.accountNumber')}</dt>
                  <dd className="font-mono text-base font-semibold tracking-wider tabular-nums">{account.accountNumber}</dd>
                  <CopyButton value={account.accountNumber} texts={copyTexts(t('wallet.deposit.accountNumber'))} />
                </div>
              </dl>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
