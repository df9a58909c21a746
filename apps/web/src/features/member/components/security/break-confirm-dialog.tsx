// The serious confirmation before a cool-off or self-exclusion: what it blocks, that it starts now, that it
// cannot be shortened, and that the member is logged out. Self-exclusion also asks for the password.
import { ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { breakEndsAt, type BreakKind } from '../../model/responsible-gaming.ts';
import { FormMessage, TextField } from '../form-bits.tsx';
import { useMemberCentre } from '../member-centre-context.tsx';

interface BreakConfirmDialogProps {
  request: { kind: BreakKind; amount: number; label: string } | null;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}

export function BreakConfirmDialog({ request, pending, error, onCancel, onConfirm }: BreakConfirmDialogProps) {
  const { t } = useTranslation();
  const { timeZone } = useMemberCentre();
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const checkboxId = useId();
  const kind = request?.kind ?? 'coolOff';
  const needsPassword = kind === 'selfExclude';
  const until = request ? formatDateTime(breakEndsAt(request.kind, request.amount, new Date()), timeZone).slice(0, 16) : '';

  // Every way out (Escape, the close button, Cancel) clears the tick and the password: a dialog opened again
  // must be confirmed again.
  function cancel() {
    setUnderstood(false);
    setPassword('');
    setChecked(false);
    onCancel();
  }

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
    >
      <DialogContent title={t(`member.rg.${kind}.confirmTitle`, { period: request?.label ?? '' })} size="compact">
        <form
          noValidate
          className="space-y-4 p-5"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (!understood || (needsPassword && password === '')) return;
            onConfirm(password);
          }}
        >
          <div className="flex gap-3 rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
            <ul className="list-disc space-y-1.5 ps-4">
              <li>{t('member.rg.confirm.now', { until })}</li>
              <li>{t('member.rg.confirm.blocks')}</li>
              <li className="font-semibold">{t('member.rg.confirm.final')}</li>
              <li>{t('member.rg.confirm.logout')}</li>
            </ul>
          </div>
          {needsPassword ? (
            <TextField
              label={t('member.rg.selfExclude.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={checked && password === '' ? t('member.validation.required') : null}
            />
          ) : null}
          <div>
            <label htmlFor={checkboxId} className="flex items-start gap-2.5 text-sm">
              <input
                id={checkboxId}
                type="checkbox"
                checked={understood}
                onChange={(event) => setUnderstood(event.target.checked)}
                className="mt-0.5 size-4 accent-[var(--color-danger)]"
              />
              {t('member.rg.confirm.understand')}
            </label>
            {checked && !understood ? <p className="mt-1.5 text-xs text-danger">{t('member.rg.confirm.tickFirst')}</p> : null}
          </div>
          {error ? <FormMessage kind="error">{t(errorKey(error))}</FormMessage> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={cancel}>
              {t('member.common.cancel')}
            </Button>
            <Button type="submit" disabled={pending} className="bg-danger text-white shadow-none hover:brightness-110">
              {t(`member.rg.${kind}.confirmButton`)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
