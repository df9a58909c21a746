// The avatar with its two ways to change it: upload a png or jpg (checked here by size and first bytes,
// then by the server; progress shown), or pick one of the stock pictures.
import { Camera, ImagePlus, Images } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../../components/ui/button.tsx';
import { useUploadAvatar } from '../../api/upload-avatar.ts';
import { AVATAR_ACCEPT, checkAvatarFile, readFileHead } from '../../model/avatar-file.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { FormMessage } from '../form-bits.tsx';
import { MemberAvatar } from '../member-avatar.tsx';
import { StockAvatarDialog } from './stock-avatar-dialog.tsx';

export function AvatarEditor({ avatar, name }: { avatar: string | null; name: string }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const stockButton = useRef<HTMLButtonElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [stockOpen, setStockOpen] = useState(false);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setSaved(false);
    setProblem(null);
    const head = await readFileHead(file);
    const issue = checkAvatarFile(file.size, head);
    if (issue) {
      setProblem(t(issue));
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setProblem(t(errorKey(error))),
        onSettled: () => {
          setProgress(null);
          setPreview(null);
        },
      },
    );
  }

  const busy = progress !== null;
  return (
    <div className="flex flex-col items-center gap-3 sm:items-start">
      <div className="relative">
        <MemberAvatar avatar={preview ?? avatar} name={name} className="size-24 text-[4rem]" />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={busy}
          className="absolute -end-1 -bottom-1 flex size-9 items-center justify-center rounded-full border-2 border-surface bg-accent text-accent-text shadow transition hover:brightness-110"
          aria-label={t('member.avatar.upload')}
        >
          <Camera className="size-4" aria-hidden />
        </button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={AVATAR_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('member.avatar.upload')}
        data-testid="avatar-file"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={busy}>
          <ImagePlus className="size-4" aria-hidden />
          {t('member.avatar.upload')}
        </Button>
        <button ref={stockButton} type="button" className={buttonClass('secondary', 'sm')} onClick={() => setStockOpen(true)} disabled={busy}>
          <Images className="size-4" aria-hidden />
          {t('member.avatar.chooseStock')}
        </button>
      </div>
      <p className="text-center text-xs text-text-muted sm:text-start">{t('member.avatar.rules')}</p>
      {busy ? (
        <div
          className="w-full max-w-56"
          role="progressbar"
          aria-label={t('member.avatar.uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="mb-1 text-xs text-text-muted">
            {t('member.avatar.uploading')} {Math.round(progress * 100)}%
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-surface-raised">
            <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      ) : null}
      {problem ? <FormMessage kind="error">{problem}</FormMessage> : null}
      {saved && !problem ? <FormMessage kind="success">{t('member.avatar.saved')}</FormMessage> : null}
      <StockAvatarDialog
        open={stockOpen}
        onOpenChange={setStockOpen}
        current={avatar}
        returnFocusTo={stockButton}
        onPicked={() => {
          setProblem(null);
          setSaved(true);
        }}
      />
    </div>
  );
}
