// A warning with one confirm button (the trial-account warning, 'Please Register An
// Account First'). Escape and the close button do what the confirm button does.
import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from './button.tsx';
import { Dialog, DialogContent } from './dialog.tsx';

interface NoticeDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

export function NoticeDialog({ open, title, children, confirmLabel, onConfirm }: NoticeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onConfirm())}>
      <DialogContent title={title}>
        <div className="flex flex-col items-center gap-4 px-5 py-6 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent/15 text-accent">
            <TriangleAlert className="size-7" aria-hidden />
          </span>
          <div className="text-sm leading-relaxed text-text-muted">{children}</div>
          <Button className="w-full" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
