// Stopping the whole book: every open market of every match not ended is suspended at once, with a reason for
// the audit log. A feed reopens its own markets with its next odds; manual ones stay stopped until resumed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useSuspendBook } from '../api/desk-mutations.ts';

export function SuspendBookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const stop = useSuspendBook();
  const [reason, setReason] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setServerError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return;
    try {
      const done = await stop.mutateAsync(reason.trim());
      toast.success(t('sports.suspendBook.done', { events: done.events, markets: done.markets }));
      close();
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('sports.suspendBook.title')}
      description={t('sports.suspendBook.description')}
      size="sm"
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant="danger" type="submit" form="suspend-book-form" disabled={reason.trim().length < 3} loading={stop.isPending}>
            {t('sports.suspendBook.submit')}
          </Button>
        </>
      }
    >
      <form id="suspend-book-form" className="grid gap-3" onSubmit={submit}>
        <Field label={t('sports.result.reason')} htmlFor="suspend-book-reason">
          <Textarea id="suspend-book-reason" rows={2} maxLength={300} value={reason} onChange={(change) => setReason(change.target.value)} />
        </Field>
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      </form>
    </Dialog>
  );
}
