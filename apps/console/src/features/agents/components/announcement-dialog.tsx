// Writing or editing an announcement for agents: a title, the text, pinned or not, and when agents start to
// see it (now when left empty).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleAnnouncement } from '@orbit/contracts/console-agents';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Checkbox, Input, Textarea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useSaveAnnouncement } from '../api/announcements.ts';

/** yyyy-MM-ddTHH:mm in this browser's zone, as a datetime-local box shows it. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function AnnouncementDialog({ open, onClose, editing }: { open: boolean; onClose: () => void; editing: ConsoleAnnouncement | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAnnouncement();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [pinned, setPinned] = useState(editing?.pinned ?? false);
  const [publishAt, setPublishAt] = useState(editing ? localInput(editing.publishedAt) : '');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const titleMissing = title.trim() === '';
  const bodyMissing = body.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (titleMissing || bodyMissing) return;
    setServerError(null);
    try {
      await save.mutateAsync({
        id: editing?.id ?? null,
        body: { title: title.trim(), body: body.trim(), pinned, ...(publishAt ? { publishedAt: new Date(publishAt).toISOString() } : {}) },
      });
      toast.success(editing ? t('agents.announcements.saved') : t('agents.announcements.posted'));
      onClose();
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={editing ? t('agents.announcements.editTitle') : t('agents.announcements.newTitle')}
      description={t('agents.announcements.dialogText')}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="announcement-form" loading={save.isPending}>
            {editing ? t('common.save') : t('agents.announcements.post')}
          </Button>
        </>
      }
    >
      <form id="announcement-form" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <Field
          label={t('agents.announcements.titleField')}
          htmlFor="announcement-title"
          error={submitted && titleMissing ? t('agents.announcements.required') : undefined}
        >
          <Input id="announcement-title" maxLength={120} value={title} invalid={submitted && titleMissing} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field
          label={t('agents.announcements.bodyField')}
          htmlFor="announcement-body"
          error={submitted && bodyMissing ? t('agents.announcements.required') : undefined}
        >
          <Textarea
            id="announcement-body"
            rows={6}
            maxLength={5000}
            value={body}
            invalid={submitted && bodyMissing}
            onChange={(event) => setBody(event.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('agents.announcements.publishAt')} htmlFor="announcement-publish" hint={t('agents.announcements.publishAtHint')}>
            <Input id="announcement-publish" type="datetime-local" value={publishAt} onChange={(event) => setPublishAt(event.target.value)} />
          </Field>
          <label className="flex items-center gap-2 self-end pb-2 text-[13px] text-slate-700">
            <Checkbox checked={pinned} onChange={(event) => setPinned(event.target.checked)} />
            {t('agents.announcements.pinned')}
          </label>
        </div>
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      </form>
    </Dialog>
  );
}
