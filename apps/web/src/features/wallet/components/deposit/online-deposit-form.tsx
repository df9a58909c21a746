// Deposit online: the member picks an amount and pays on the payment gateway's page (same tab). The gateway
// sends the member back to /member/depositv2?deposit=<orderNo>, where the deposit's status shows.
import type { DepositMethod } from '@orbit/contracts/payments';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDepositOnline } from '../../api/deposit-online.ts';
import { checkAmount, fromMinor } from '../../model/amount.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { createRequestIds, outcomeUnknown } from '../../../../lib/request-id.ts';
import { AmountField } from '../parts/amount-field.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useFormatMoney } from '../parts/money.tsx';
import { SubmitButton } from '../parts/submit-button.tsx';
import { useAmountProblemText } from '../parts/use-amount-problem.ts';
import { useWalletSettings } from '../wallet-settings.tsx';
import { AmountSummary } from './amount-summary.tsx';
import { PromoCodeCheck } from './promo-code-check.tsx';
import { methodName } from '../../model/method-name.ts';
import { useCurrentLanguage } from '../../../../lib/use-current-language.ts';

interface OnlineDepositFormProps {
  method: DepositMethod;
  max: string;
  promoCodeEnabled: boolean;
}

export function OnlineDepositForm({ method, max, promoCodeEnabled }: OnlineDepositFormProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { exponent } = useWalletSettings();
  const format = useFormatMoney();
  const start = useDepositOnline();
  const problemText = useAmountProblemText();
  const ids = useRef(createRequestIds());
  const [amount, setAmount] = useState('');
  // A promotion's "Deposit with code" opens this page with its code filled in.
  const [search] = useSearchParams();
  const [promoCode, setPromoCode] = useState(() => search.get('promoCode') ?? '');
  const [checked, setChecked] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const bounds = { min: method.min, max };
  const check = checkAmount(amount, exponent, bounds);
  const promoProblem = checked && !/^[A-Za-z0-9_-]*$/.test(promoCode.trim()) ? t('wallet.deposit.promoInvalid') : null;
  const blamed = start.isError ? errorField(start.error) : undefined;
  const busy = start.isPending || leaving;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!check.ok || promoProblem) return;
        const body = {
          methodId: method.id,
          amount,
          promoCode: promoCodeEnabled && promoCode.trim() !== '' ? promoCode.trim() : undefined,
        };
        start.mutate(
          { requestId: ids.current.idFor(JSON.stringify(body)), ...body },
          {
            onSuccess: ({ paymentUrl }) => {
              ids.current.settle();
              setLeaving(true);
              window.location.assign(paymentUrl);
            },
            onError: (error) => (outcomeUnknown(error) ? undefined : ids.current.settle()),
          },
        );
      }}
    >
      <AmountField
        label={t('wallet.amount.label')}
        value={amount}
        onChange={setAmount}
        min={method.min}
        max={max}
        error={(checked ? problemText(check, bounds) : null) ?? (blamed === 'amount' ? t(errorKey(start.error)) : null)}
        disabled={busy}
        testId="deposit-amount"
      />
      {check.ok ? <AmountSummary method={method} amountMinor={check.minor} /> : null}
      {promoCodeEnabled ? (
        <TextField
          label={t('wallet.deposit.promoCode')}
          hint={t('wallet.deposit.promoHint')}
          value={promoCode}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => setPromoCode(event.target.value)}
          error={promoProblem ?? (blamed === 'promoCode' ? t(errorKey(start.error)) : null)}
          disabled={busy}
        />
      ) : null}
      {promoCodeEnabled ? <PromoCodeCheck code={promoCode} amount={check.ok ? fromMinor(check.minor, exponent) : null} /> : null}
      <p className="flex items-start gap-2 text-xs text-text-muted">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        {t('wallet.deposit.onlineNote', { method: methodName(method, language.code) })}
      </p>
      {start.isError && blamed !== 'amount' && blamed !== 'promoCode' ? (
        <FormMessage kind="error">
          {t(errorKey(start.error))}
          {outcomeUnknown(start.error) ? ` ${t('wallet.common.retrySafe')}` : ''}
        </FormMessage>
      ) : null}
      <SubmitButton
        busy={busy}
        busyLabel={leaving ? t('wallet.deposit.opening') : t('wallet.deposit.starting')}
        className="w-full sm:w-auto"
        testId="deposit-submit"
      >
        <ExternalLink className="size-4" aria-hidden />
        {check.ok ? t('wallet.deposit.payAmount', { amount: format(fromMinor(check.minor, exponent)) }) : t('wallet.deposit.pay')}
      </SubmitButton>
    </form>
  );
}
