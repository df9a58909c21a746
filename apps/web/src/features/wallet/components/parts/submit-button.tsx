import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../../components/ui/button.tsx';

/** A form's main button: while its call runs it turns into a spinner with what is happening (docs/wallet.md). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  variant = 'primary',
  size = 'lg',
  className,
  testId,
  onClick,
  type = 'submit',
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  testId?: string;
  onClick?: () => void;
  type?: 'submit' | 'button';
}) {
  return (
    <Button type={type} variant={variant} size={size} disabled={busy || disabled} aria-busy={busy} className={className} data-testid={testId} onClick={onClick}>
      {busy ? (
        <>
          <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
