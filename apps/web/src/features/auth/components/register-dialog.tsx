import { useTranslation } from 'react-i18next';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { closeAuthDialog, openAuthDialog, type RegisterTab } from '../../../lib/auth-dialogs.ts';
import { RegisterPanel } from './register-panel.tsx';

/** The register modal: on success the new member is logged in and the modal closes. */
export function RegisterDialogContent({ tab, siteName }: { tab?: RegisterTab | undefined; siteName: string }) {
  const { t } = useTranslation();
  return (
    <DialogContent title={t('register.title')} description={t('register.subtitle', { siteName })}>
      <div className="px-5 py-5">
        <RegisterPanel initialTab={tab} onLogin={() => openAuthDialog({ kind: 'login' })} onRegistered={closeAuthDialog} />
      </div>
    </DialogContent>
  );
}
