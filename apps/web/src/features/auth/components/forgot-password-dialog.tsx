// The forgot-password modal: by e-mail or by mobile, the choice shown only when both are
// enabled. E-mail ends with a "check your mailbox" confirmation; SMS resets the password and logs in.
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import type { AuthFlags } from '../lib/flags.ts';
import { ForgotByEmailForm } from './forgot-by-email-form.tsx';
import { ForgotBySmsForm } from './forgot-by-sms-form.tsx';

type Method = 'email' | 'sms';

export function recoveryMethods(flags: Pick<AuthFlags, 'recoverByEmail' | 'recoverBySms'>): Method[] {
  return [...(flags.recoverByEmail ? (['email'] as const) : []), ...(flags.recoverBySms ? (['sms'] as const) : [])];
}

export function ForgotPasswordDialogContent({ flags }: { flags: Pick<AuthFlags, 'recoverByEmail' | 'recoverBySms'> }) {
  const { t } = useTranslation();
  const methods = recoveryMethods(flags);
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  return (
    <DialogContent title={t('auth.forgotTitle')}>
      <div className="space-y-5 px-5 py-5">
        {methods.length > 1 ? (
          <div role="radiogroup" aria-label={t('auth.forgotMethod')} className="grid grid-cols-2 gap-1 rounded-xl bg-background/70 p-1">
            {methods.map((key) => (
              <button
                key={key}
                type="button"
                role="radio"
                aria-checked={method === key}
                onClick={() => setMethod(key)}
                className={clsx(
                  'h-9 rounded-lg text-sm font-semibold transition',
                  method === key ? 'bg-surface-raised text-accent shadow' : 'text-text-muted hover:text-text',
                )}
              >
                {t(key === 'email' ? 'auth.byEmail' : 'auth.byMobile')}
              </button>
            ))}
          </div>
        ) : null}
        {method === 'email' ? (
          <ForgotByEmailForm />
        ) : method === 'sms' ? (
          <ForgotBySmsForm />
        ) : (
          <p className="text-sm text-text-muted">{t('auth.recoveryUnavailable')}</p>
        )}
      </div>
    </DialogContent>
  );
}
