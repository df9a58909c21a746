// Asked when a withdrawal meets bonus money in progress (errorCode bonus_active; docs/wallet.md, Bonus money):
// withdrawing forfeits it. "Forfeit & continue" gives up every active and queued grant, then the form asks
// for the withdrawal again; Cancel keeps the bonus and withdraws nothing.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { errorKey } from '../../../../lib/error-codes.ts';
import { newRequestId } from '../../../../lib/request-id.ts';
import { forfeitBonus, getBonusGrants } from '../../api/bonus-grants.ts';
import { useFormatMoney } from '../parts/money.tsx';

interface BonusForfeitDialogProps {
  /** The bonus money the refusal named; null keeps the dialog closed. */
  amount: string | null;
  onCancel: () => void;
  /** Every grant is forfeited: ask for the withdrawal again. */
  onForfeited: () => void;
}

export function BonusForfeitDialog({ amount, onCancel, onForfeited }: BonusForfeitDialogProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // One request id per grant for this dialog, so a retry after a lost answer forfeits each grant once.
  const ids = useRef(new Map<number, string>());

  async function forfeitAll() {
    setBusy(true);
    setError(null);
    try {
      const grants = await getBonusGrants();
      for (const grant of [...(grants.active ? [grants.active] : []), ...grants.queued]) {
        const requestId = ids.current.get(grant.id) ?? newRequestId();
        ids.current.set(grant.id, requestId);
        await forfeitBonus({ id: grant.id, requestId });
      }
      ids.current.clear();
      onForfeited();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={amount !== null} onOpenChange={(open) => (open || busy ? undefined : onCancel())}>
      <DialogContent title={t('wallet.grants.withdrawTitle')} size="compact">
        <div className="space-y-4 p-5 text-sm" data-testid="bonus-forfeit-dialog">
          <p>{t('wallet.grants.withdrawBody', { amount: format(amount ?? '0') })}</p>
          {error ? <FormMessage kind="error">{t(errorKey(error))}</FormMessage> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              {t('wallet.grants.cancel')}
            </Button>
            <Button onClick={() => void forfeitAll()} disabled={busy} data-testid="bonus-forfeit-continue">
              {t('wallet.grants.forfeitContinue')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
