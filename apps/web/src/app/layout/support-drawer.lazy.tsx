// The phone's support drawer (loaded on first use): customer service, app download, messages.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { SupportDrawerContent } from './support-panel.tsx';

export default function SupportDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('support.title')} placement="side" returnFocusTo={returnFocusTo}>
        <SupportDrawerContent onNavigate={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
