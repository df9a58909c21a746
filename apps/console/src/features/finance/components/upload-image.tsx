import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, ImageOff } from 'lucide-react';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useUpload } from '../api/get-upload.ts';

/** A member's receipt or proof, fetched with the operator's token; a click opens it full size in a new tab. */
export function UploadImage({ uploadId, alt, className }: { uploadId: string; alt: string; className?: string }) {
  const { t } = useTranslation();
  const upload = useUpload(uploadId);
  const [url, setUrl] = useState<string | null>(null);
  // The object URL lives as long as the image is shown; made in the effect so a remount (StrictMode) makes a fresh one.
  useEffect(() => {
    if (!upload.data) return;
    const next = URL.createObjectURL(upload.data);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [upload.data]);

  if (upload.isPending || (upload.isSuccess && !url)) return <Skeleton className={cn('h-64 w-full', className)} />;
  if (upload.isError || !url) {
    return (
      <div className={cn('flex h-40 flex-col items-center justify-center gap-1.5 rounded-md border border-dashed border-slate-300 text-center', className)}>
        <ImageOff aria-hidden className="size-5 text-slate-400" />
        <p className="text-[13px] font-medium text-slate-700">{t('finance.imageFailed')}</p>
        <p className="text-xs text-slate-500">{errorMessage(t, upload.error)}</p>
      </div>
    );
  }
  return (
    <figure className={cn('flex flex-col gap-1.5', className)}>
      <a href={url} target="_blank" rel="noreferrer" className="group block overflow-hidden rounded-md border border-slate-200 bg-slate-50">
        <img src={url} alt={alt} className="mx-auto max-h-[50vh] w-auto object-contain transition-opacity group-hover:opacity-90" />
      </a>
      <a href={url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 self-end text-xs font-medium text-accent-700 hover:underline">
        <ExternalLink aria-hidden className="size-3.5" />
        {t('finance.openFull')}
      </a>
    </figure>
  );
}
