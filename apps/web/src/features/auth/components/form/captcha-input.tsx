// The image captcha: the answer box beside the image; a click on the image loads a new one.
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CaptchaImage } from '../../hooks/use-captcha.ts';
import { TextInput, type FieldIds } from './field.tsx';

interface CaptchaInputProps {
  ids: FieldIds;
  value: string;
  onChange: (value: string) => void;
  captcha: CaptchaImage | null;
  failed: boolean;
  onRefresh: () => void;
}

export function CaptchaInput({ ids, value, onChange, captcha, failed, onRefresh }: CaptchaInputProps) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <TextInput
        ids={ids}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={10}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="flex-1"
      />
      <button
        type="button"
        onClick={onRefresh}
        title={t('auth.captchaRefresh')}
        aria-label={t('auth.captchaRefresh')}
        className="group relative flex h-11 w-[7.5rem] shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-white"
      >
        {captcha ? (
          <img src={captcha.image} alt={t('auth.captchaImage')} className="h-full w-full object-contain" />
        ) : (
          <span className="text-xs text-neutral-500">{failed ? t('auth.captchaFailed') : t('app.loading')}</span>
        )}
        <span className="absolute inset-0 flex items-center justify-center bg-black/40 opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
          <RefreshCw className="size-4 text-white" aria-hidden />
        </span>
      </button>
    </div>
  );
}
