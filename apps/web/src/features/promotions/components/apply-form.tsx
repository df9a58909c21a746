// The activity apply form (docs/promotions.md): a remark of up to 140 characters and up to three png or jpg
// images under 5 MB, previewed before sending; images are uploaded first, then named in the application.
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_UPLOAD_PATH,
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
  applicationImageReplySchema,
  applyPromotionEndpoint,
} from '@orbit/contracts/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { api } from '../../../lib/api.ts';
import { errorKey } from '../../../lib/error-codes.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { promotionKeys } from '../api.ts';

export function ApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const send = useMutation({
    mutationFn: async () => {
      const imageIds: string[] = [];
      for (const file of files) imageIds.push((await uploadFile(APPLICATION_IMAGE_UPLOAD_PATH, file, applicationImageReplySchema)).imageId);
      return api.call(applyPromotionEndpoint, { params: { id: promotionId }, body: { remark, imageIds } });
    },
    onSuccess: () => {
      setRemark('');
      setFiles([]);
      setMessage({ kind: 'success', text: t('promotions.apply.sent') });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    },
    onError: (caught) => setMessage({ kind: 'error', text: t(errorKey(caught)) }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    send.mutate();
  }
  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-border bg-surface p-4 sm:p-6" data-testid="apply-form">
      <h2 className="text-lg font-semibold">{t('promotions.apply.title')}</h2>
      <label className="block text-sm">
        <span className="mb-1.5 block font-medium">{t('promotions.apply.remark')}</span>
        <textarea
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          maxLength={APPLICATION_REMARK_MAX}
          rows={3}
          required
          className="w-full rounded-xl border border-border bg-background px-3 py-2 outline-none focus:border-accent"
        />
        <span className="mt-1 block text-end text-xs text-text-muted">
          {t('promotions.apply.remarkHint', { count: remark.length, max: APPLICATION_REMARK_MAX })}
        </span>
      </label>
      <ImagePicker
        files={files}
        onChange={setFiles}
        onRefused={(text) => setMessage({ kind: 'error', text })}
        max={APPLICATION_IMAGES_MAX}
        maxBytes={APPLICATION_IMAGE_MAX_BYTES}
        testId="apply-images"
        texts={{
          label: t('promotions.apply.images'),
          add: t('promotions.apply.addImage'),
          hint: t('promotions.apply.imagesHint'),
          remove: (index) => t('promotions.apply.removeImage', { index }),
          badImage: t('promotions.apply.badImage'),
          tooMany: t('promotions.apply.tooManyImages'),
        }}
      />
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <Button type="submit" disabled={send.isPending || remark.trim() === ''}>
        {send.isPending && files.length > 0 ? t('promotions.apply.uploading') : t('promotions.apply.send')}
      </Button>
    </form>
  );
}
