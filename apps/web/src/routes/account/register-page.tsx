// /register and /register.html: open registration as a page, with the same form as the register modal.
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RegisterPanel } from '../../features/auth/components/register-panel.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { openAuthDialog } from '../../lib/auth-dialogs.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { branding } = useWhitelabel();
  const loggedIn = useIsLoggedIn();
  usePageTitle(t('register.title'));
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <PageHeader icon={UserPlus} title={t('register.title')} description={t('register.subtitle', { siteName: branding.siteName })} />
      <div className="mx-auto max-w-md rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <RegisterPanel onLogin={() => openAuthDialog({ kind: 'login' })} onRegistered={() => void navigate('/')} />
      </div>
    </div>
  );
}
