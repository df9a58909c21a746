// Every account dialog, mounted by the header on the first request (its code loads then): one at a time,
// as lib/auth-dialogs.ts says. Also opens the forced password change of a session that still owes one,
// and the dialogs that links ask for (reset e-mail, social sign-in return).
import type { Whitelabel } from '@orbit/contracts/site';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { closeAuthDialog, getAuthDialog, openAuthDialog, useAuthDialog, type AuthDialogKind } from '../../../lib/auth-dialogs.ts';
import { getSession } from '../../../lib/session.ts';
import { useUrlTriggers } from '../hooks/use-url-triggers.ts';
import { authFlags } from '../lib/flags.ts';
import { AfterLoginDialogContent } from './after-login-dialog.tsx';
import { ChangePasswordDialogContent } from './change-password-dialog.tsx';
import { ForgotPasswordDialogContent } from './forgot-password-dialog.tsx';
import { LoginDialogContent } from './login-dialog.tsx';
import { LogoutDialog } from './logout-dialog.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { RegisterDialogContent } from './register-dialog.tsx';
import { ResetPasswordDialogContent } from './reset-password-dialog.tsx';
import { SocialBindDialogContent } from './social-bind-dialog.tsx';
import { TwoFactorDialogContent } from './two-factor-dialog.tsx';

export interface AuthHostProps {
  flags: Whitelabel['flags'];
  banners: Whitelabel['banners'];
  siteName: string;
}

function onOpenChange(open: boolean) {
  if (!open) closeAuthDialog();
}

export function AuthHost({ flags: allFlags, banners, siteName }: AuthHostProps) {
  const { t } = useTranslation();
  const flags = useMemo(() => authFlags(allFlags), [allFlags]);
  const dialog = useAuthDialog();
  useUrlTriggers();

  useEffect(() => {
    if (getSession().mustChangePassword && getAuthDialog() === null) openAuthDialog({ kind: 'changePassword', forced: true });
  }, []);

  const is = (kind: AuthDialogKind) => dialog?.kind === kind;
  return (
    <>
      <Dialog open={is('login')} onOpenChange={onOpenChange}>
        {dialog?.kind === 'login' ? <LoginDialogContent flags={flags} banners={banners} tab={dialog.tab} expired={dialog.reason === 'expired'} /> : null}
      </Dialog>
      <Dialog open={is('register')} onOpenChange={onOpenChange}>
        {dialog?.kind === 'register' ? <RegisterDialogContent tab={dialog.tab} siteName={siteName} /> : null}
      </Dialog>
      <Dialog open={is('forgot')} onOpenChange={onOpenChange}>
        {dialog?.kind === 'forgot' ? <ForgotPasswordDialogContent flags={flags} /> : null}
      </Dialog>
      <Dialog open={is('resetPassword')} onOpenChange={onOpenChange}>
        {dialog?.kind === 'resetPassword' ? <ResetPasswordDialogContent resetToken={dialog.resetToken} /> : null}
      </Dialog>
      <Dialog open={is('changePassword')} onOpenChange={onOpenChange}>
        {dialog?.kind === 'changePassword' ? <ChangePasswordDialogContent forced={dialog.forced} /> : null}
      </Dialog>
      <Dialog open={is('twoFactor')} onOpenChange={onOpenChange}>
        {dialog?.kind === 'twoFactor' ? <TwoFactorDialogContent challenge={dialog.challenge} via={dialog.via} /> : null}
      </Dialog>
      <Dialog open={is('socialBind')} onOpenChange={onOpenChange}>
        {dialog?.kind === 'socialBind' ? <SocialBindDialogContent offer={dialog.offer} /> : null}
      </Dialog>
      <Dialog open={is('afterLogin')} onOpenChange={onOpenChange}>
        {dialog?.kind === 'afterLogin' ? (
          <AfterLoginDialogContent account={dialog.session.account} firstTimeLogin={dialog.session.firstTimeLogin} siteName={siteName} />
        ) : null}
      </Dialog>
      <LogoutDialog open={is('logout')} />
      {/* What a free-play account cannot do: the way forward is a real account, one click away. */}
      <MessageDialog
        open={is('trialWarning')}
        title={t('auth.trialTitle')}
        onClose={closeAuthDialog}
        onConfirm={() => openAuthDialog({ kind: 'register' })}
        confirmLabel={t('auth.register')}
        cancelLabel={t('auth.inIncreaseSubmit')}
      >
        {t('errors.in_need_true_account')}
      </MessageDialog>
      <MessageDialog open={is('socialError')} title={t('auth.socialFailed')} onClose={closeAuthDialog}>
        {dialog?.kind === 'socialError' ? <SocialErrorText code={dialog.errorCode} /> : null}
      </MessageDialog>
    </>
  );
}

function SocialErrorText({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const key = `errors.${code}`;
  return <>{i18n.exists(key) ? t(key as 'errors.internal_error') : t('errors.internal_error')}</>;
}
