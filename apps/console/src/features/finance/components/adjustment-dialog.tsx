import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Minus, Plus } from 'lucide-react';
import { ADJUSTMENT_DIRECTIONS } from '@orbit/contracts/console-finance';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { reasonValid } from '../../../lib/finance-status.ts';
import { adjustmentPreview } from '../../../lib/ledger.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { useAdjustBalance } from '../api/adjust-balance.ts';
import { ReasonField } from './reason-field.tsx';

type Direction = (typeof ADJUSTMENT_DIRECTIONS)[number];

export interface AdjustmentDialogProps {
  memberId: number;
  username: string;
  /** The main wallet's balance now. */
  balance: string;
  currency: Currency;
  onOpenChange: (open: boolean) => void;
}

/**
 * A manual credit or debit of the main wallet, with a reason (audited). The operator confirms the effect
 * first; the confirmed action carries one requestId, so retrying it after a lost reply moves money once.
 */
export function AdjustmentDialog({ memberId, username, balance, currency, onOpenChange }: AdjustmentDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const adjust = useAdjustBalance();
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = adjustmentPreview(balance, direction, amount, currency.exponent);
  const money = (value: string) => showMoney(value, currency.symbol, currency.exponent);
  const amountError = !touched ? undefined : preview.ok ? undefined : preview.reason === 'insufficient' ? t('ledger.overBalance') : t('validation.amount');
  const reasonError = touched && !reasonValid(reason) ? t('validation.reason') : undefined;

  const review = () => {
    setTouched(true);
    if (!preview.ok || !reasonValid(reason)) return;
    setFailure(null);
    setRequestId(newRequestId('adj'));
  };

  const confirm = async () => {
    if (!requestId || !preview.ok) return;
    setFailure(null);
    try {
      const result = await adjust.mutateAsync({ requestId, memberId, direction, amount: amount.trim(), reason: reason.trim() });
      if (result.state === 'applied') toast.success(t('ledger.adjusted', { username, balance: money(result.balanceAfter) }));
      else toast.success(t('approvals.adjustmentHeld', { username }));
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  const confirming = requestId !== null && preview.ok;

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={confirming ? t('ledger.confirmTitle') : t('ledger.adjustTitle', { username })}
      description={confirming ? t('ledger.confirmText') : t('ledger.adjustText')}
      footer={
        confirming ? (
          <>
            <Button onClick={() => setRequestId(null)} disabled={adjust.isPending}>
              {t('ledger.back')}
            </Button>
            <Button
              variant={direction === 'debit' ? 'danger' : 'primary'}
              loading={adjust.isPending}
              onClick={() => void confirm()}
              data-testid="adjustment-confirm"
            >
              {t(`ledger.confirm.${direction}`, { amount: money(amount) })}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
            <Button variant="primary" onClick={review} data-testid="adjustment-review">
              {t('ledger.continue')}
            </Button>
          </>
        )
      }
    >
      {confirming ? (
        <div className="flex flex-col gap-4" data-testid="adjustment-effect">
          <div className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
            <p className="text-[13px] text-slate-600">{t(`ledger.effect.${direction}`, { amount: money(amount), username })}</p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900 tabular">
              <span>{money(preview.before)}</span>
              <ArrowRight aria-label={t('finance.to')} className="size-4 text-slate-400" />
              <span className={direction === 'debit' ? 'text-red-700' : 'text-emerald-700'}>{money(preview.after)}</span>
            </p>
            <p className="mt-1 text-xs text-slate-500">{t('ledger.mainWalletNow')}</p>
          </div>
          <div>
            <p className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">{t('finance.reason')}</p>
            <p className="mt-0.5 text-[13px] break-words text-slate-900">{reason.trim()}</p>
          </div>
          <p className="text-xs text-slate-500">{t('ledger.auditNote')}</p>
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <div role="radiogroup" aria-label={t('ledger.direction')} className="grid grid-cols-2 gap-2">
            {ADJUSTMENT_DIRECTIONS.map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={direction === value}
                data-testid={`adjustment-${value}`}
                onClick={() => setDirection(value)}
                className={cn(
                  'flex items-center justify-center gap-2 rounded-md border px-3 py-2.5 text-sm font-medium transition-colors',
                  direction === value
                    ? value === 'credit'
                      ? 'border-emerald-500 bg-emerald-50 text-emerald-800 ring-2 ring-emerald-500/20'
                      : 'border-red-500 bg-red-50 text-red-800 ring-2 ring-red-500/20'
                    : 'border-slate-300 text-slate-600 hover:bg-slate-50',
                )}
              >
                {value === 'credit' ? <Plus aria-hidden className="size-4" /> : <Minus aria-hidden className="size-4" />}
                {t(`ledger.directions.${value}`)}
              </button>
            ))}
          </div>
          <Field label={t('finance.amount')} htmlFor="adjustment-amount" hint={t('ledger.balanceNow', { balance: money(balance) })} error={amountError}>
            <MoneyInput
              id="adjustment-amount"
              symbol={currency.symbol}
              value={amount}
              invalid={Boolean(amountError)}
              onChange={(event) => setAmount(event.target.value)}
            />
          </Field>
          <ReasonField id="adjustment-reason" value={reason} onChange={setReason} error={reasonError} hint={t('ledger.reasonHint')} />
          {touched && preview.ok ? <p className="text-xs text-slate-500">{t('ledger.after', { balance: money(preview.after) })}</p> : null}
        </form>
      )}
    </Dialog>
  );
}
