// "Adjust wagering" on an active bonus grant (docs/wallet.md, Bonus money): the new requirement as an amount or a
// multiple of the grant's base, with a reason. From the four-eyes amount up (the grant's bonus amount) the
// server holds it for a second operator; at or below what is wagered the grant converts to cash.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleAdjustWageringEndpoint } from '@orbit/contracts/bonuses';
import type { EndpointReply } from '@orbit/contracts/endpoint';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { api } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { reasonValid } from '../../../lib/finance-status.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { ReasonField } from './reason-field.tsx';

/** ceiling × base, as a decimal string (the base has the currency's decimals). */
function maxRequired(base: string, ceiling: number): string {
  const [whole = '0', fraction = ''] = base.split('.');
  const minor = BigInt(whole + fraction) * BigInt(ceiling);
  const digits = minor.toString().padStart(fraction.length + 1, '0');
  return fraction.length === 0 ? digits : `${digits.slice(0, -fraction.length)}.${digits.slice(-fraction.length)}`;
}

type Grant = EndpointReply<typeof consoleAdjustWageringEndpoint>['grant'];
type Mode = 'amount' | 'multiple';

export function WageringDialog({
  grant,
  symbol,
  money,
  onOpenChange,
}: {
  grant: Grant;
  symbol: string;
  money: (amount: string) => string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const ceiling = grant.maxMultiple;
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('amount');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // One request id per change the operator sends: a retry after a lost reply answers the first outcome.
  const [requestId, setRequestId] = useState(() => newRequestId('wag'));
  const adjust = useMutation({
    mutationFn: () =>
      api.call(consoleAdjustWageringEndpoint, {
        params: { id: grant.id },
        body: { requestId, reason: reason.trim(), ...(mode === 'amount' ? { wageringRequired: value.trim() } : { multiple: Number(value) }) },
      }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['bonus-grants'] });
      void queryClient.invalidateQueries({ queryKey: ['wagering-adjustments'] });
      const { adjustment } = result;
      if (adjustment.status === 'pending') toast.success(t('bonusGrants.wagering.held', { username: grant.username }));
      else if (adjustment.outcome === 'converted') toast.success(t('bonusGrants.wagering.converted', { username: grant.username }));
      else toast.success(t('bonusGrants.wagering.applied', { required: money(adjustment.requiredAfter) }));
      onOpenChange(false);
    },
    onError: () => setRequestId(newRequestId('wag')),
  });
  const valueOk = mode === 'amount' ? /^\d{1,13}(\.\d{1,8})?$/.test(value.trim()) : /^\d{1,3}$/.test(value.trim()) && Number(value) <= ceiling;
  const submit = () => {
    setTouched(true);
    if (valueOk && reasonValid(reason)) adjust.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('bonusGrants.wagering.title', { username: grant.username })}
      description={t('bonusGrants.wagering.text')}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={adjust.isPending} onClick={submit} data-testid="wagering-submit">
            {t('bonusGrants.wagering.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-[13px] text-slate-600">
          {t('bonusGrants.wagering.now', { done: money(grant.wageringDone), required: money(grant.wageringRequired), amount: money(grant.amount) })}
        </p>
        <div role="radiogroup" aria-label={t('bonusGrants.wagering.mode')} className="flex gap-1">
          {(['amount', 'multiple'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              role="radio"
              aria-checked={mode === option}
              variant={mode === option ? 'primary' : 'secondary'}
              onClick={() => (setMode(option), setValue(''))}
            >
              {t(`bonusGrants.wagering.modes.${option}`)}
            </Button>
          ))}
        </div>
        <Field
          label={t(`bonusGrants.wagering.${mode}`)}
          htmlFor="wagering-value"
          hint={
            mode === 'amount'
              ? t('bonusGrants.wagering.amountHint', { max: money(maxRequired(grant.wageringBase, ceiling)) })
              : t('bonusGrants.wagering.multipleHint', { ceiling, base: money(grant.wageringBase) })
          }
          error={touched && !valueOk ? t(mode === 'amount' ? 'validation.amount' : 'bonusGrants.wagering.multipleInvalid', { ceiling }) : undefined}
        >
          {mode === 'amount' ? (
            <MoneyInput id="wagering-value" symbol={symbol} inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
          ) : (
            <Input id="wagering-value" inputMode="numeric" value={value} onChange={(event) => setValue(event.target.value)} />
          )}
        </Field>
        <ReasonField
          id="wagering-reason"
          hint={t('bonusGrants.wagering.reasonHint')}
          value={reason}
          onChange={setReason}
          error={touched && !reasonValid(reason) ? t('validation.reason') : undefined}
        />
        {adjust.error ? <Alert tone="danger">{errorMessage(t, adjust.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}
