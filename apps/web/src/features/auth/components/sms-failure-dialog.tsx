import { useTranslation } from 'react-i18next';
import { MessageDialog } from './message-dialog.tsx';

/** A failed SMS code send opens a warning with the server's reason. */
export function SmsFailureDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageDialog open={message !== null} title={t('auth.smsFailedTitle')} onClose={onClose}>
      {message}
    </MessageDialog>
  );
}
