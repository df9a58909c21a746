// Deposit (depositv2): the merchant's methods with their bounds and fees, bank transfer with a
// receipt or online payment through the gateway, what the member's deposit limit still allows, the status of
// a deposit the gateway sent the member back from, and the deposit history.
import type { Deposit } from '@orbit/contracts/payments';
import { Banknote, RefreshCw, ShieldAlert, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { useDepositMethods } from '../../api/get-deposit-methods.ts';
import { minAmount, toMinor } from '../../model/amount.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { Money } from '../parts/money.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';
import { BankDepositForm } from './bank-deposit-form.tsx';
import { DepositHistory } from './deposit-history.tsx';
import { DepositReturn } from './deposit-return.tsx';
import { MethodPicker, useFeeText } from './method-picker.tsx';
import { methodName } from '../../model/method-name.ts';
import { useCurrentLanguage } from '../../../../lib/use-current-language.ts';
import { OnlineDepositForm } from './online-deposit-form.tsx';

const LIMITS_LINK = '/member/securityCenter#responsible-gaming';

export function DepositPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { exponent } = useWalletSettings();
  const feeText = useFeeText();
  const [params, setParams] = useSearchParams();
  const returned = params.get('deposit');
  const methods = useDepositMethods();
  const [chosen, setChosen] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Deposit | null>(null);
  const submittedRef = useRef<HTMLDivElement>(null);

  // The member pressed submit at the foot of a long form: bring the outcome into view.
  useEffect(() => {
    if (submitted) submittedRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [submitted]);

  const dismissReturn = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('deposit');
        return next;
      },
      { replace: true },
    );

  const returnPanel = returned ? <DepositReturn orderNo={returned} onDismiss={dismissReturn} /> : null;
  if (methods.isPending)
    return (
      <div className="space-y-6">
        {returnPanel}
        <Skeleton rows={4} />
      </div>
    );
  if (!methods.data)
    return (
      <div className="space-y-3">
        {returnPanel}
        <FormMessage kind="error">{t(errorKey(methods.error))}</FormMessage>
        <Button variant="secondary" onClick={() => void methods.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          {t('app.tryAgain')}
        </Button>
      </div>
    );

  const { methods: list, limits, promoCodeEnabled } = methods.data;
  const method = list.find((item) => item.id === chosen) ?? list[0] ?? null;
  const remaining = limits.remaining;
  const limitReached = remaining !== null && (toMinor(remaining, exponent) ?? 0n) <= 0n;
  // The most this deposit may be: the method's maximum, or less when the deposit limit leaves less.
  const max = method ? minAmount(method.max, remaining, exponent) : '0';
  const belowMinimum = method !== null && remaining !== null && !limitReached && (toMinor(remaining, exponent) ?? 0n) < (toMinor(method.min, exponent) ?? 0n);

  return (
    <div className="space-y-6">
      {returnPanel}
      {remaining !== null ? (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm"
          data-testid="deposit-limit-remaining"
        >
          <span className="flex items-center gap-2">
            <ShieldAlert className="size-4 shrink-0 text-accent" aria-hidden />
            <span>
              {t('wallet.deposit.limitLeft')} <Money amount={remaining} className="font-semibold text-accent" />
            </span>
          </span>
          <Link to={LIMITS_LINK} replace className="text-xs font-semibold text-accent hover:underline">
            {t('wallet.deposit.limitManage')}
          </Link>
        </div>
      ) : null}

      {submitted ? (
        <div ref={submittedRef} className="scroll-mt-24">
          <FormMessage kind="success">
            <span data-testid="deposit-submitted">{t('wallet.deposit.submitted', { orderNo: submitted.orderNo })}</span>
          </FormMessage>
        </div>
      ) : null}

      {list.length === 0 ? (
        <EmptyList icon={Wallet} title={t('wallet.deposit.noMethodsTitle')}>
          {t('wallet.deposit.noMethodsBody')}
        </EmptyList>
      ) : (
        <Panel id="deposit-methods" icon={Banknote} title={t('wallet.deposit.methodsTitle')} subtitle={t('wallet.deposit.methodsSubtitle')}>
          <MethodPicker
            methods={list}
            selected={method?.id ?? null}
            onSelect={(id) => {
              setChosen(id);
              setSubmitted(null);
            }}
          />
          {method ? (
            <div className="mt-6 border-t border-border pt-5">
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="font-semibold">{methodName(method, language.code)}</h3>
                <p className="text-xs text-text-muted">
                  {t('wallet.deposit.bounds')} <Money amount={method.min} /> – <Money amount={max} /> · {feeText(method)}
                </p>
              </div>
              {limitReached || belowMinimum ? (
                <FormMessage kind="error">
                  {t(limitReached ? 'wallet.deposit.limitReached' : 'wallet.deposit.limitBelowMinimum')}{' '}
                  <ButtonLink to={LIMITS_LINK} replace variant="ghost" size="sm" className="h-auto px-1 text-danger underline">
                    {t('wallet.deposit.limitManage')}
                  </ButtonLink>
                </FormMessage>
              ) : method.kind === 'bank' ? (
                <BankDepositForm key={method.id} method={method} max={max} promoCodeEnabled={promoCodeEnabled} onDone={setSubmitted} />
              ) : (
                <OnlineDepositForm key={method.id} method={method} max={max} promoCodeEnabled={promoCodeEnabled} />
              )}
            </div>
          ) : null}
        </Panel>
      )}

      <DepositHistory />
    </div>
  );
}
