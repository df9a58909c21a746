import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS, type FieldIds } from './field.tsx';

/** A password box with a show/hide button. */
export function PasswordInput({ ids, className, ...props }: InputHTMLAttributes<HTMLInputElement> & { ids: FieldIds }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        id={ids.id}
        type={visible ? 'text' : 'password'}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        className={clsx(INPUT_CLASS, 'pe-11', ids.invalid ? 'border-danger' : 'border-border', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-text-muted hover:text-text"
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
