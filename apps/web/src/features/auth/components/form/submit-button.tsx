import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import type { ReactNode } from 'react';

/** The form's main button: full width, a spinner while busy. */
export function SubmitButton({ busy, children, disabled }: { busy: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <Spinner className="scale-75" /> : null}
      {children}
    </Button>
  );
}
