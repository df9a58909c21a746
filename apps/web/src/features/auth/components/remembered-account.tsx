// "Continue as <account>" for the account remembered on this browser (remember password, done
// with an HttpOnly cookie held by the server instead of a stored password), or "use another account".
import { useQueryClient } from '@tanstack/react-query';
import { CircleUserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { authKeys } from '../api/keys.ts';
import { forgetRemembered, loginAsRemembered, useRemembered } from '../api/remembered.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { FormError } from './form/form-error.tsx';

export function RememberedAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { handleResult } = useFinishLogin();
  const remembered = useRemembered(true);
  const [busy, setBusy] = useState<'continue' | 'forget' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const account = remembered.data?.account;
  if (!account) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: authKeys.remembered() });

  const continueAs = async () => {
    setBusy('continue');
    setFailure(null);
    try {
      const result = await loginAsRemembered();
      handleResult(result, remembered.data?.type === 'sms' ? 'sms' : 'password');
    } catch (error) {
      setFailure(errorText(error));
      void refresh();
    } finally {
      setBusy(null);
    }
  };

  const useAnother = async () => {
    setBusy('forget');
    try {
      await forgetRemembered();
    } finally {
      setBusy(null);
      queryClient.setQueryData(authKeys.remembered(), { account: null, type: null, countryDialingCode: null, mobileNum: null });
    }
  };

  return (
    <section aria-label={t('auth.rememberedTitle')} className="space-y-3 rounded-xl border border-accent/30 bg-accent/5 p-4">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
          <CircleUserRound className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-xs text-text-muted">{t('auth.rememberedTitle')}</p>
          <p className="truncate font-semibold">{account}</p>
        </div>
      </div>
      <FormError message={failure} />
      <div className="grid grid-cols-2 gap-2">
        {/* The account is named above; a long name would not fit the button itself. */}
        <Button onClick={continueAs} disabled={busy !== null} aria-label={t('auth.continueAs', { account })}>
          {t('auth.continue')}
        </Button>
        <Button variant="secondary" onClick={useAnother} disabled={busy !== null}>
          {t('auth.useAnother')}
        </Button>
      </div>
    </section>
  );
}
