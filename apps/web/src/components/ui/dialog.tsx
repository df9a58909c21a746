// Radix dialog with the site's look: traps focus, closes on Escape and on the backdrop, full screen on phones.
import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export const Dialog = RadixDialog.Root;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /**
   * Wider dialogs hold grids (the language list); the default is 400 px. A compact dialog asks a short question
   * (confirm, notice): on phones it is a card in the middle of the screen with its own height instead of a
   * full-screen page, where two lines and two buttons would sit on an empty page.
   */
  size?: 'default' | 'wide' | 'compact';
  /** Slides in from the side on every width, like a drawer. */
  placement?: 'center' | 'side';
  className?: string;
  /** Where focus returns on close when the dialog was opened by a plain button rather than a Radix trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function DialogContent({ title, description, children, size = 'default', placement = 'center', className, returnFocusTo }: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        className={clsx(
          'fixed z-50 flex flex-col bg-surface text-text shadow-2xl outline-none',
          placement === 'side'
            ? 'inset-y-0 end-0 w-full max-w-sm border-s border-border'
            : [
                size === 'compact' ? 'inset-x-4 top-1/2 max-h-[85dvh] -translate-y-1/2 rounded-2xl border border-border' : 'inset-0',
                'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-border',
                size === 'wide' ? 'sm:w-[min(56rem,calc(100vw-2rem))]' : 'sm:w-[400px]',
              ],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
          <div className="min-w-0">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className="mt-0.5 text-sm text-text-muted">{description}</RadixDialog.Description> : null}
          </div>
          <RadixDialog.Close className="-me-2 rounded-lg p-2 text-text-muted transition hover:bg-surface-raised hover:text-text" aria-label={t('app.close')}>
            <X className="size-5" aria-hidden />
          </RadixDialog.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
