// The 6-digit payment password asked for at withdrawal: set with the login password, changed with the old one.
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useSetPaymentPassword } from '../../api/set-payment-password.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { checkConfirmation, checkPaymentPassword, checkRequired } from '../../model/validation.ts';
import { FormMessage, TextField } from '../form-bits.tsx';
import { SectionCard } from '../section-card.tsx';

const EMPTY = { currentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' };
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

export function PaymentPasswordCard({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<'set' | 'changed' | null>(null);

  const problems = {
    currentPassword: hasPaymentPassword ? checkPaymentPassword(values.currentPassword) : checkRequired(values.currentPassword),
    newPaymentPassword: checkPaymentPassword(values.newPaymentPassword),
    confirmPaymentPassword: checkConfirmation(values.confirmPaymentPassword, values.newPaymentPassword),
  };
  const blamed = save.isError ? errorField(save.error) : undefined;
  const show = (field: keyof typeof EMPTY) => {
    if (checked && problems[field]) return t(problems[field]);
    return blamed === field ? t(errorKey(save.error)) : null;
  };
  const digits = { inputMode: 'numeric' as const, pattern: '[0-9]*', maxLength: 6, autoComplete: 'off' };

  return (
    <SectionCard
      id="payment-password"
      icon={LockKeyhole}
      title={t('member.paymentPassword.title')}
      status={hasPaymentPassword ? t('member.paymentPassword.statusSet') : t('member.paymentPassword.statusNotSet')}
      tone={hasPaymentPassword ? 'on' : 'off'}
      action={
        <Button
          variant={open ? 'ghost' : hasPaymentPassword ? 'secondary' : 'primary'}
          size="sm"
          aria-expanded={open}
          onClick={() => {
            setOpen(!open);
            setValues(EMPTY);
            setChecked(false);
            setDone(null);
            save.reset();
          }}
        >
          {open ? t('member.common.cancel') : hasPaymentPassword ? t('member.common.change') : t('member.common.set')}
        </Button>
      }
    >
      {done ? <FormMessage kind="success">{t(done === 'set' ? 'member.paymentPassword.doneSet' : 'member.paymentPassword.doneChanged')}</FormMessage> : null}
      {open ? (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (Object.values(problems).some(Boolean)) return;
            save.mutate(values, {
              onSuccess: () => {
                setOpen(false);
                setValues(EMPTY);
                setDone(hasPaymentPassword ? 'changed' : 'set');
              },
            });
          }}
        >
          {hasPaymentPassword ? (
            <TextField
              label={t('member.paymentPassword.old')}
              type="password"
              {...digits}
              value={values.currentPassword}
              onChange={(event) => setValues((v) => ({ ...v, currentPassword: digitsOnly(event.target.value) }))}
              error={show('currentPassword')}
            />
          ) : (
            <TextField
              label={t('member.paymentPassword.loginPassword')}
              type="password"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(event) => setValues((v) => ({ ...v, currentPassword: event.target.value }))}
              error={show('currentPassword')}
              hint={t('member.paymentPassword.loginPasswordHint')}
            />
          )}
          <TextField
            label={t('member.paymentPassword.new')}
            type="password"
            {...digits}
            value={values.newPaymentPassword}
            onChange={(event) => setValues((v) => ({ ...v, newPaymentPassword: digitsOnly(event.target.value) }))}
            error={show('newPaymentPassword')}
            hint={t('member.validation.paymentPassword')}
          />
          <TextField
            label={t('member.paymentPassword.confirm')}
            type="password"
            {...digits}
            value={values.confirmPaymentPassword}
            onChange={(event) => setValues((v) => ({ ...v, confirmPaymentPassword: digitsOnly(event.target.value) }))}
            error={show('confirmPaymentPassword')}
          />
          {save.isError && !blamed ? <FormMessage kind="error">{t(errorKey(save.error))}</FormMessage> : null}
          <Button type="submit" disabled={save.isPending}>
            {hasPaymentPassword ? t('member.paymentPassword.submitChange') : t('member.paymentPassword.submitSet')}
          </Button>
        </form>
      ) : null}
    </SectionCard>
  );
}
