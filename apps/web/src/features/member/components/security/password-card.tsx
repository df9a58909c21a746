// Changing the login password here (the change-password dialog's fields). Other sessions end; this one
// continues under the new token the server returns.
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useChangePassword } from '../../api/change-password.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { checkConfirmation, checkNewPassword, checkRequired, PASSWORD_LENGTH } from '../../model/validation.ts';
import { FormMessage, TextField } from '../form-bits.tsx';
import { SectionCard } from '../section-card.tsx';

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

export function PasswordCard({ account }: { account: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState(false);

  const problems = {
    oldPassword: checkRequired(values.oldPassword),
    newPassword: checkNewPassword(values.newPassword, values.oldPassword),
    confirmNewPassword: checkConfirmation(values.confirmNewPassword, values.newPassword),
  };
  const blamed = change.isError ? errorField(change.error) : undefined;
  const show = (field: keyof typeof EMPTY) => {
    if (checked && problems[field]) return t(problems[field], PASSWORD_LENGTH);
    return blamed === field ? t(errorKey(change.error)) : null;
  };
  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <SectionCard
      id="password"
      icon={KeyRound}
      title={t('member.password.title')}
      status={t('member.password.status')}
      tone="on"
      action={
        <Button
          variant={open ? 'ghost' : 'secondary'}
          size="sm"
          aria-expanded={open}
          onClick={() => {
            setOpen(!open);
            setValues(EMPTY);
            setChecked(false);
            setDone(false);
            change.reset();
          }}
        >
          {open ? t('member.common.cancel') : t('member.common.change')}
        </Button>
      }
    >
      {done ? <FormMessage kind="success">{t('member.password.done')}</FormMessage> : null}
      {open ? (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (Object.values(problems).some(Boolean)) return;
            change.mutate(values, {
              onSuccess: () => {
                setOpen(false);
                setValues(EMPTY);
                setDone(true);
              },
            });
          }}
        >
          {/* Password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
          <TextField
            label={t('member.password.old')}
            type="password"
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={show('oldPassword')}
          />
          <TextField
            label={t('member.password.new')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_LENGTH.max}
            value={values.newPassword}
            onChange={set('newPassword')}
            error={show('newPassword')}
            hint={t('member.validation.passwordLength', PASSWORD_LENGTH)}
          />
          <TextField
            label={t('member.password.confirm')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_LENGTH.max}
            value={values.confirmNewPassword}
            onChange={set('confirmNewPassword')}
            error={show('confirmNewPassword')}
          />
          {change.isError && !blamed ? <FormMessage kind="error">{t(errorKey(change.error))}</FormMessage> : null}
          <p className="text-xs text-text-muted">{t('member.password.othersLoggedOut')}</p>
          <Button type="submit" disabled={change.isPending}>
            {t('member.password.submit')}
          </Button>
        </form>
      ) : null}
    </SectionCard>
  );
}
