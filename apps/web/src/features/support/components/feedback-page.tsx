// The member centre's feedback page (docs/support.md, "Feedback"): a category, up to 140 characters and up to
// three png/jpg images under 5 MB, then the member's tickets with customer service's replies.
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_UPLOAD_PATH,
  FEEDBACK_IMAGES_MAX,
  feedbackImageReplySchema,
  myFeedbackEndpoint,
  sendFeedbackEndpoint,
  type FeedbackCategory,
} from '@orbit/contracts/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Images, MessageSquareReply } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { api } from '../../../lib/api.ts';
import { errorKey } from '../../../lib/error-codes.ts';
import { useSession } from '../../../lib/session.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { supportKeys } from '../api.ts';

function FeedbackForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<FeedbackCategory>('deposit');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const send = useMutation({
    mutationFn: async () => {
      const imageIds: string[] = [];
      for (const file of files) imageIds.push((await uploadFile(FEEDBACK_IMAGE_UPLOAD_PATH, file, feedbackImageReplySchema)).imageId);
      return api.call(sendFeedbackEndpoint, { body: { category, content, imageIds } });
    },
    onSuccess: () => {
      setContent('');
      setFiles([]);
      setMessage({ kind: 'success', text: t('support.feedback.sent') });
      void queryClient.invalidateQueries({ queryKey: ['support', 'feedback'] });
    },
    onError: (caught) => setMessage({ kind: 'error', text: t(errorKey(caught)) }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    send.mutate();
  }
  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-border bg-surface p-4 sm:p-6" data-testid="feedback-form">
      <p className="text-sm text-text-muted">{t('support.feedback.intro')}</p>
      <SelectField label={t('support.feedback.category')} value={category} onChange={(event) => setCategory(event.target.value as FeedbackCategory)}>
        {FEEDBACK_CATEGORIES.map((key) => (
          <option key={key} value={key}>
            {t(`support.feedback.categories.${key}`)}
          </option>
        ))}
      </SelectField>
      <label className="block text-sm">
        <span className="mb-1.5 block font-medium">{t('support.feedback.content')}</span>
        <textarea
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={FEEDBACK_CONTENT_MAX}
          rows={3}
          required
          className="w-full rounded-xl border border-border bg-background px-3 py-2 outline-none focus:border-accent"
        />
        <span className="mt-1 block text-end text-xs text-text-muted">
          {t('support.feedback.contentHint', { count: content.length, max: FEEDBACK_CONTENT_MAX })}
        </span>
      </label>
      <ImagePicker
        files={files}
        onChange={setFiles}
        onRefused={(text) => setMessage({ kind: 'error', text })}
        max={FEEDBACK_IMAGES_MAX}
        maxBytes={FEEDBACK_IMAGE_MAX_BYTES}
        testId="feedback-images"
        texts={{
          label: t('support.feedback.images'),
          add: t('support.feedback.addImage'),
          hint: t('support.feedback.imagesHint'),
          remove: (index) => t('support.feedback.removeImage', { index }),
          badImage: t('support.feedback.badImage'),
          tooMany: t('support.feedback.tooManyImages'),
        }}
      />
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <Button type="submit" disabled={send.isPending || content.trim() === ''}>
        {t('support.feedback.send')}
      </Button>
    </form>
  );
}

function MyFeedback() {
  const { t, i18n } = useTranslation();
  const { account } = useSession();
  const { data } = useQuery({ queryKey: supportKeys.feedback(account), queryFn: () => api.call(myFeedbackEndpoint, { query: { page: 1, pageSize: 20 } }) });
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="my-feedback" className="space-y-3">
      <h2 id="my-feedback" className="text-lg font-semibold">
        {t('support.feedback.mine')}
      </h2>
      {items.length === 0 ? <p className="text-sm text-text-muted">{t('support.feedback.none')}</p> : null}
      <ul className="space-y-3" data-testid="my-feedback">
        {items.map((ticket) => (
          <li key={ticket.id} className="rounded-2xl border border-border bg-surface p-4">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-xs text-text-muted">
              <span className="rounded-full bg-accent/15 px-2 py-0.5 font-semibold text-accent">{t(`support.feedback.categories.${ticket.category}`)}</span>
              <span>
                {t(`support.feedback.status.${ticket.status}`)} · {new Date(ticket.createdAt).toLocaleString(i18n.language)}
              </span>
            </div>
            <p className="text-sm break-words">{ticket.content}</p>
            {ticket.imageIds.length > 0 ? (
              <p className="mt-2 flex items-center gap-1 text-xs text-text-muted">
                <Images className="size-3.5" aria-hidden /> {ticket.imageIds.length}
              </p>
            ) : null}
            {ticket.replies.map((reply) => (
              <div key={reply.id} className="mt-3 rounded-xl bg-accent/10 p-3 text-sm" data-testid="feedback-reply">
                <p className="mb-1 flex items-center gap-1 text-xs font-semibold text-accent">
                  <MessageSquareReply className="size-3.5" aria-hidden />
                  {t('support.feedback.reply')}
                </p>
                <p className="break-words">{reply.body}</p>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FeedbackPage() {
  return (
    <div className="space-y-6">
      <FeedbackForm />
      <MyFeedback />
    </div>
  );
}
