import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

export interface CopyButtonTexts {
  /** The button's name for a screen reader, naming what it copies ("Copy account number"). */
  label: string;
  copy: string;
  copied: string;
}

/** Copies a value (an account number, a link, a password) and says so for a moment. */
export function CopyButton({ value, texts, bordered = false }: { value: string; texts: CopyButtonTexts; bordered?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1_500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard
          ?.writeText(value)
          .then(() => setCopied(true))
          .catch(() => undefined);
      }}
      className={clsx(
        'inline-flex items-center gap-1 rounded-md px-2 text-xs font-medium text-text-muted transition hover:bg-surface-raised hover:text-text',
        bordered ? 'h-8 shrink-0 border border-border' : 'h-7',
      )}
      aria-label={texts.label}
    >
      {copied ? <Check className="size-3.5 text-success" aria-hidden /> : <Copy className="size-3.5" aria-hidden />}
      <span aria-live="polite">{copied ? texts.copied : texts.copy}</span>
    </button>
  );
}
