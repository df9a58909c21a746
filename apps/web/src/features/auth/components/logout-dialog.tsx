// Logout with a confirmation (docs/members.md): end the session on the server, clear it here (keeping the
// merchant) and go home.
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closeAuthDialog } from '../../../lib/auth-dialogs.ts';
import { clearSession } from '../../../lib/session.ts';
import { logout } from '../api/logout.ts';
import { MessageDialog } from './message-dialog.tsx';

export function LogoutDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
    } catch {
      // The session ends here whatever the server answered: a network error must not keep the member in.
    } finally {
      clearSession();
      queryClient.removeQueries({ queryKey: ['member'] });
      setBusy(false);
      closeAuthDialog();
      void navigate('/');
    }
  };

  return (
    <MessageDialog
      open={open}
      title={t('auth.logoutTitle')}
      onClose={closeAuthDialog}
      onConfirm={() => void confirm()}
      confirmLabel={t('auth.logout')}
      busy={busy}
      icon={LogOut}
    >
      {t('auth.logoutConfirm')}
    </MessageDialog>
  );
}
