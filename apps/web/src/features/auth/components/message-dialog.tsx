// A small warning or confirmation on top of the current dialog (SMS failure, invitation code error,
// logout, trial account). Confirm and cancel labels are the caller's.
import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

interface MessageDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Without it, the one button closes the dialog. */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  icon?: LucideIcon;
}

export function MessageDialog({ open, title, children, onClose, onConfirm, confirmLabel, cancelLabel, busy, icon: Icon = CircleAlert }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent title={title} size="compact">
        <div className="space-y-5 px-5 py-5">
          <div className="flex gap-3 text-sm leading-relaxed">
            <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <div className="min-w-0 flex-1">{children}</div>
          </div>
          <div className="flex justify-end gap-2">
            {onConfirm ? (
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                {cancelLabel ?? t('auth.cancel')}
              </Button>
            ) : null}
            <Button onClick={onConfirm ?? onClose} disabled={busy} autoFocus>
              {confirmLabel ?? t('auth.ok')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
