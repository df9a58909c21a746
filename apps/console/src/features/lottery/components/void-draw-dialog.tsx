// Voiding a draw: the operator reads what it will hand back, gives a reason and types the draw's id to confirm.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleDraw } from '@orbit/contracts/console-lottery';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useVoidDraw } from '../api/void-draw.ts';
import { voidProblem } from '../draw-view.ts';

export function VoidDrawDialog({ draw, onClose, currency }: { draw: ConsoleDraw | null; onClose: () => void; currency: Currency }) {
  const { t } = useTranslation();
  const toast = useToast();
  const voiding = useVoidDraw();
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const problem = draw ? voidProblem(draw.drawId, reason, typed) : null;

  const close = () => {
    setReason('');
    setTyped('');
    setSubmitted(false);
    setServerError(null);
    voiding.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!draw || problem) return;
    setServerError(null);
    try {
      const reply = await voiding.mutateAsync({ drawId: draw.drawId, reason: reason.trim() });
      toast.success(t('lottery.void.done', { drawId: draw.drawId, count: reply.refunded }));
      if (reply.left > 0) toast.error(t('lottery.void.left', { count: reply.left }));
      close();
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  };

  return (
    <Dialog
      open={draw !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('lottery.void.title', { drawId: draw?.drawId ?? '' })}
      description={t('lottery.void.description')}
      size="sm"
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant="danger" type="submit" form="void-draw-form" loading={voiding.isPending}>
            {t('lottery.void.confirm')}
          </Button>
        </>
      }
    >
      {draw ? (
        <form id="void-draw-form" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <Alert tone="warning">{t('lottery.void.effect', { count: draw.tickets, stake: showMoney(draw.stake, currency.symbol, currency.exponent) })}</Alert>
          <Field label={t('lottery.void.reason')} htmlFor="void-reason" error={submitted && problem === 'reason' ? t('lottery.void.reasonShort') : undefined}>
            <Textarea
              id="void-reason"
              rows={3}
              maxLength={500}
              value={reason}
              invalid={submitted && problem === 'reason'}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <Field
            label={t('lottery.void.typeId', { drawId: draw.drawId })}
            htmlFor="void-confirm"
            error={submitted && problem === 'confirm' ? t('lottery.void.typeIdWrong') : undefined}
          >
            <Input
              id="void-confirm"
              autoComplete="off"
              className="font-mono"
              value={typed}
              invalid={submitted && problem === 'confirm'}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
          {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
        </form>
      ) : null}
    </Dialog>
  );
}
