// Deposit limits (docs/wallet.md), shown in My account's responsible-gaming card: a cap per
// 24 hours, 7 days and 30 days, what each window has used, what may still be deposited, and a raise that
// waits its 24 hours. A lower limit applies at once.
import { displayAmount } from '@orbit/contracts/money-format';
import type { DepositLimits } from '@orbit/contracts/payments';
import { PiggyBank } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useDepositLimits } from '../../api/get-deposit-limits.ts';
import { useSetDepositLimits } from '../../api/set-deposit-limits.ts';
import { checkAmount, cleanAmountInput, toMinor } from '../../model/amount.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { Money } from '../parts/money.tsx';
import { SubmitButton } from '../parts/submit-button.tsx';
import { useAmountProblemText } from '../parts/use-amount-problem.ts';
import { useWalletSettings } from '../wallet-settings.tsx';

const WINDOWS = ['daily', 'weekly', 'monthly'] as const;
type Window = (typeof WINDOWS)[number];

function Usage({ window, limits }: { window: Window; limits: DepositLimits }) {
  const { t } = useTranslation();
  const { exponent } = useWalletSettings();
  const limit = limits[window];
  const used = limits.used[window];
  const limitMinor = limit ? (toMinor(limit, exponent) ?? 0n) : null;
  const usedMinor = toMinor(used, exponent) ?? 0n;
  // Whole per cent of the limit used, from integers (never floats on money).
  const percent = limitMinor && limitMinor > 0n ? Number((usedMinor * 100n) / limitMinor) : 0;
  return (
    <div className="rounded-xl border border-border bg-background/60 p-3" data-testid={`deposit-limit-${window}`}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-xs font-medium text-text-muted">{t(`wallet.limits.${window}`)}</span>
        <span className="text-sm font-semibold">{limit ? <Money amount={limit} /> : t('wallet.limits.none')}</span>
      </div>
      {limit ? (
        <div
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-raised"
          role="progressbar"
          aria-label={t('wallet.limits.usedOf', { window: t(`wallet.limits.${window}`) })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent)}
        >
          <div
            className={percent >= 100 ? 'h-full bg-danger' : percent >= 80 ? 'h-full bg-accent' : 'h-full bg-success'}
            style={{ width: `${Math.min(100, percent)}%` }}
          />
        </div>
      ) : null}
      <div className="mt-1.5 text-[11px] text-text-muted">
        {t('wallet.limits.used')} <Money amount={used} />
      </div>
    </div>
  );
}

type Draft = Record<Window, string>;

function draftOf(limits: DepositLimits): Draft {
  // What the member will have once a pending raise applies is what they last chose.
  const source = limits.pending ?? limits;
  return { daily: source.daily ?? '', weekly: source.weekly ?? '', monthly: source.monthly ?? '' };
}

export function DepositLimitsBlock() {
  const { t } = useTranslation();
  const { timeZone, exponent, currencySymbol } = useWalletSettings();
  const limits = useDepositLimits();
  const save = useSetDepositLimits();
  const problemText = useAmountProblemText();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  const data = limits.data;

  const checks = draft ? WINDOWS.map((window) => (draft[window] === '' ? null : checkAmount(draft[window], exponent))) : [];
  const blamed = save.isError ? errorField(save.error) : undefined;

  return (
    <div className="space-y-3 border-t border-border pt-4 first:border-0 first:pt-0" id="deposit-limits">
      <div className="flex items-start gap-2.5">
        <PiggyBank className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0 flex-1">
          <h4 className="text-sm font-semibold">{t('wallet.limits.title')}</h4>
          <p className="text-xs leading-relaxed text-text-muted">{t('wallet.limits.body')}</p>
        </div>
      </div>
      <div className="space-y-3 ps-6.5">
        {limits.isPending ? (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3" role="status" aria-label={t('app.loading')}>
            {WINDOWS.map((window) => (
              <div key={window} className="h-20 animate-pulse rounded-xl bg-surface-raised/60" />
            ))}
          </div>
        ) : !data ? (
          <FormMessage kind="error">{t(errorKey(limits.error))}</FormMessage>
        ) : (
          <>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {WINDOWS.map((window) => (
                <Usage key={window} window={window} limits={data} />
              ))}
            </div>
            {data.remaining !== null ? (
              <p className="text-sm" data-testid="deposit-limit-left">
                {t('wallet.limits.remaining')} <Money amount={data.remaining} className="font-semibold text-accent" />
              </p>
            ) : null}
            {data.pending ? (
              <FormMessage kind="info">
                <span data-testid="deposit-limit-pending">
                  {t('wallet.limits.pending', {
                    time: formatDateTime(data.pending.effectiveAt, timeZone),
                    daily: data.pending.daily ? displayAmount(data.pending.daily, currencySymbol) : t('wallet.limits.noneInline'),
                    weekly: data.pending.weekly ? displayAmount(data.pending.weekly, currencySymbol) : t('wallet.limits.noneInline'),
                    monthly: data.pending.monthly ? displayAmount(data.pending.monthly, currencySymbol) : t('wallet.limits.noneInline'),
                  })}
                </span>
              </FormMessage>
            ) : null}
            {saved && !draft ? <FormMessage kind="success">{t('wallet.limits.saved')}</FormMessage> : null}
            {draft ? (
              <form
                noValidate
                className="space-y-3 rounded-xl border border-border p-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  setChecked(true);
                  if (checks.some((check) => check !== null && !check.ok)) return;
                  const value = (window: Window) => (draft[window] === '' ? null : draft[window]);
                  save.mutate(
                    { daily: value('daily'), weekly: value('weekly'), monthly: value('monthly') },
                    {
                      onSuccess: () => {
                        setDraft(null);
                        setSaved(true);
                      },
                    },
                  );
                }}
              >
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                  {WINDOWS.map((window, index) => {
                    const check = checks[index];
                    return (
                      <TextField
                        key={window}
                        label={t(`wallet.limits.${window}`)}
                        prefix={currencySymbol}
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder={t('wallet.limits.none')}
                        value={draft[window]}
                        onChange={(event) => setDraft({ ...draft, [window]: cleanAmountInput(event.target.value, exponent) })}
                        error={(checked && check ? problemText(check, {}) : null) ?? (blamed === window ? t(errorKey(save.error)) : null)}
                        disabled={save.isPending}
                        data-testid={`deposit-limit-input-${window}`}
                      />
                    );
                  })}
                </div>
                <p className="text-xs text-text-muted">{t('wallet.limits.emptyMeansNone')}</p>
                {save.isError && !blamed ? <FormMessage kind="error">{t(errorKey(save.error))}</FormMessage> : null}
                <div className="flex flex-wrap gap-2">
                  <SubmitButton busy={save.isPending} busyLabel={t('wallet.limits.saving')} size="md" testId="deposit-limits-save">
                    {t('wallet.limits.save')}
                  </SubmitButton>
                  <Button variant="ghost" onClick={() => setDraft(null)} disabled={save.isPending}>
                    {t('wallet.common.cancel')}
                  </Button>
                </div>
              </form>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setDraft(draftOf(data));
                  setChecked(false);
                  setSaved(false);
                  save.reset();
                }}
                data-testid="deposit-limits-edit"
              >
                {t('wallet.limits.edit')}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
