import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUp, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { ACCEPTED_IMAGE_TYPES, useUploadAsset } from '../api/upload-asset.ts';

export interface ImageUploadProps {
  id: string;
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
  allowRemove?: boolean;
  /** The preview box's shape: a wide banner or a logo. */
  aspect?: 'logo' | 'banner';
  error?: string | undefined;
  dark?: boolean;
  /** The file types offered (every image type the upload takes by default). */
  accept?: string;
  /** Show the preview box (off where the caller shows the image itself). */
  preview?: boolean;
}

/** Picks an image, uploads it to `/cms/assets` and hands back its URL; the section is saved separately. */
export function ImageUpload({
  id,
  value,
  onChange,
  disabled,
  allowRemove = true,
  aspect = 'logo',
  error,
  dark,
  accept = ACCEPTED_IMAGE_TYPES,
  preview = true,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAsset();
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    try {
      const asset = await upload.mutateAsync(file);
      onChange(asset.url);
    } catch (failure) {
      setUploadError(errorMessage(t, failure));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const shownError = uploadError ?? error;
  return (
    <div className="flex flex-col gap-2">
      <div className={cn('flex gap-4', aspect === 'banner' ? 'flex-col' : 'items-center')}>
        {preview ? (
          <div
            className={cn(
              'flex shrink-0 items-center justify-center overflow-hidden rounded-md border',
              aspect === 'banner' ? 'aspect-[3/1] w-full' : 'h-16 w-40',
              dark ? 'border-ink-700 bg-ink-900' : 'border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px]',
              shownError && 'border-red-300',
            )}
          >
            {value ? (
              <img src={value} alt={t('upload.preview')} className="max-h-full max-w-full object-contain" />
            ) : (
              <ImageUp aria-hidden className="size-6 text-slate-300" />
            )}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            className="sr-only"
            disabled={disabled || upload.isPending}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <Button size="sm" icon={<ImageUp className="size-4" />} loading={upload.isPending} disabled={disabled} onClick={() => input.current?.click()}>
            {value ? t('upload.replace') : t('upload.choose')}
          </Button>
          {value && allowRemove ? (
            <Button size="sm" variant="ghost" icon={<Trash2 className="size-4" />} disabled={disabled || upload.isPending} onClick={() => onChange(null)}>
              {t('upload.remove')}
            </Button>
          ) : null}
          <p className="w-full text-xs text-slate-500">{upload.isPending ? t('upload.uploading') : preview ? t('upload.rules') : null}</p>
        </div>
      </div>
      {shownError ? <FieldError message={shownError} /> : null}
    </div>
  );
}
