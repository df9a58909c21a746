// An operator action that needs a note (terminating a contract, holding, releasing or re-running a settlement
// run): the note goes to the record and the audit log, so the dialog asks for a few words before it acts.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/errors.ts';

/** The shortest note the server takes. */
export const MIN_NOTE = 3;

export function NoteDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  busy,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  tone?: 'primary' | 'danger';
  busy: boolean;
  /** Acts with the note; a rejection is shown in the dialog, which stays open. */
  onSubmit: (note: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const short = note.trim().length < MIN_NOTE;

  const close = () => {
    setNote('');
    setSubmitted(false);
    setServerError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (short) return;
    setServerError(null);
    try {
      await onSubmit(note.trim());
      close();
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant={tone} type="submit" form="agent-note-form" loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id="agent-note-form" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <Field
          label={t('agents.note')}
          htmlFor="agent-note"
          hint={t('agents.noteHint')}
          error={submitted && short ? t('agents.noteShort', { min: MIN_NOTE }) : undefined}
        >
          <Textarea id="agent-note" rows={3} maxLength={500} value={note} invalid={submitted && short} onChange={(event) => setNote(event.target.value)} />
        </Field>
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      </form>
    </Dialog>
  );
}
