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
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { api } from '../../../lib/api.ts';
import { errorKey } from '../../../lib/error-codes.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { promotionKeys } from '../api.ts';

const ACCEPTED = ['image/png', 'image/jpeg'];

function Images({ files, onChange, onRefused }: { files: File[]; onChange: (files: File[]) => void; onRefused: (text: string) => void }) {
  const { t } = useTranslation();
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  function add(list: FileList | null) {
    const chosen = [...(list ?? [])];
    const fits = (file: File) => ACCEPTED.includes(file.type) && file.size < APPLICATION_IMAGE_MAX_BYTES;
    if (chosen.some((file) => !fits(file))) onRefused(t('promotions.apply.badImage'));
    const good = chosen.filter(fits);
    if (files.length + good.length > APPLICATION_IMAGES_MAX) onRefused(t('promotions.apply.tooManyImages'));
    onChange([...files, ...good].slice(0, APPLICATION_IMAGES_MAX));
  }
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium">{t('promotions.apply.images')}</p>
      <div className="flex flex-wrap gap-2">
        {previews.map((url, index) => (
          <div key={url} className="relative size-20 overflow-hidden rounded-xl border border-border">
            <img src={url} alt="" className="size-full object-cover" />
            <button
              type="button"
              onClick={() => onChange(files.filter((_, at) => at !== index))}
              aria-label={t('promotions.apply.removeImage', { index: index + 1 })}
              className="absolute end-1 top-1 flex size-6 items-center justify-center rounded-full bg-background/80"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </div>
        ))}
        {files.length < APPLICATION_IMAGES_MAX ? (
          <label className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-border text-xs text-text-muted hover:border-accent">
            <ImagePlus className="size-5" aria-hidden />
            {t('promotions.apply.addImage')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="sr-only"
              data-testid="apply-images"
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-text-muted">{t('promotions.apply.imagesHint')}</p>
    </div>
  );
}

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
      <Images files={files} onChange={setFiles} onRefused={(text) => setMessage({ kind: 'error', text })} />
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <Button type="submit" disabled={send.isPending || remark.trim() === ''}>
        {send.isPending && files.length > 0 ? t('promotions.apply.uploading') : t('promotions.apply.send')}
      </Button>
    </form>
  );
}
