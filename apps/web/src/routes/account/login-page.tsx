// /login: the login form as a page (the guard sends visitors here when the site requires an
// account). A member who is already logged in goes home.
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { authFlags } from '../../features/auth/lib/flags.ts';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { openAuthDialog } from '../../lib/auth-dialogs.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { branding, flags } = useWhitelabel();
  const loggedIn = useIsLoggedIn();
  usePageTitle(t('auth.loginTitle'));
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <PageHeader icon={LogIn} title={t('auth.loginTitle')} description={t('auth.loginPageSubtitle', { siteName: branding.siteName })} />
      <div className="mx-auto max-w-md rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <LoginForm flags={authFlags(flags)} onRegister={() => void navigate('/register')} onForgot={() => openAuthDialog({ kind: 'forgot' })} />
      </div>
    </div>
  );
}
