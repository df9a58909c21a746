// A receipt or proof image: checked here (png or jpg up to 5 MB, by its first bytes), shown as a preview,
// and uploaded at once with its progress, so the form only waits for the id.
import { ImagePlus, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useUploadPaymentImage } from '../../api/upload-payment-image.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { checkImageFile, IMAGE_ACCEPT, readFileHead } from '../../model/image-file.ts';

interface ImageUploadProps {
  label: string;
  /** The upload id once the server has the image; null while there is none. */
  onChange: (uploadId: string | null) => void;
  error?: string | null;
  disabled?: boolean;
  testId?: string;
}

export function ImageUpload({ label, onChange, error, disabled, testId }: ImageUploadProps) {
  const { t } = useTranslation();
  const upload = useUploadPaymentImage();
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function send(chosen: File) {
    setProgress(0);
    setProblem(null);
    upload.mutate(
      { file: chosen, onProgress: setProgress },
      {
        onSuccess: (uploadId) => onChange(uploadId),
        onError: (failure) => setProblem(t(errorKey(failure))),
        onSettled: () => setProgress(null),
      },
    );
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    onChange(null);
    const issue = checkImageFile(chosen.size, await readFileHead(chosen));
    if (issue) {
      setProblem(t(`wallet.upload.${issue}`));
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
    send(chosen);
  }

  function clear() {
    setFile(null);
    setPreview(null);
    setProblem(null);
    upload.reset();
    onChange(null);
  }

  const busy = progress !== null;
  const shown = problem ?? error ?? null;
  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium">{label}</span>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        aria-describedby={messageId}
        data-testid={testId}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {file && preview ? (
        <div className="flex items-center gap-3 rounded-xl border border-border bg-background p-2.5">
          <img src={preview} alt={t('wallet.upload.preview')} className="size-16 shrink-0 rounded-lg object-cover" />
          <div className="min-w-0 flex-1 text-sm">
            <div className="truncate font-medium">{file.name}</div>
            <div className="text-xs text-text-muted">{t('wallet.upload.size', { size: (file.size / 1024 / 1024).toFixed(2) })}</div>
            {busy ? (
              <div
                className="mt-1.5"
                role="progressbar"
                aria-label={t('wallet.upload.sending')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
              >
                <div className="h-1.5 overflow-hidden rounded-full bg-surface-raised">
                  <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
                </div>
              </div>
            ) : upload.isSuccess ? (
              <div className="text-xs font-medium text-success">{t('wallet.upload.done')}</div>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-col gap-1">
            {upload.isError ? (
              <Button variant="ghost" size="sm" onClick={() => send(file)} disabled={disabled} aria-label={t('wallet.upload.retry')}>
                <RotateCcw className="size-4" aria-hidden />
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={clear} disabled={disabled || busy} aria-label={t('wallet.upload.remove')}>
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          disabled={disabled}
          onClick={() => input.current?.click()}
          className="flex w-full flex-col items-center gap-1 rounded-xl border border-dashed border-border bg-background px-4 py-5 text-sm text-text-muted transition hover:border-accent/60 hover:text-text disabled:opacity-60"
        >
          <ImagePlus className="size-6 text-accent" aria-hidden />
          <span className="font-medium text-text">{t('wallet.upload.choose')}</span>
          <span className="text-xs">{t('wallet.upload.rules')}</span>
        </button>
      )}
      <p id={messageId} className={shown ? 'mt-1.5 text-xs text-danger' : 'sr-only'} role={shown ? 'alert' : undefined}>
        {shown ?? t('wallet.upload.rules')}
      </p>
    </div>
  );
}
