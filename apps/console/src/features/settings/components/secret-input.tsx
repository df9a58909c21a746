import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff, KeyRound, Undo2 } from 'lucide-react';
import { MASKED_SECRET } from '@orbit/contracts/settings';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { secretState } from '../../../lib/secret.ts';

export interface SecretInputProps {
  id: string;
  value: string;
  /** The value the form was loaded with: MASKED_SECRET when the server holds a secret. */
  initial: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
}

/**
 * A secret the server never sends back: a stored one shows as hidden with a button to replace it; a new
 * one is typed (hidden unless shown), and "keep stored" goes back to leaving the stored one alone.
 */
export function SecretInput({ id, value, initial, onChange, disabled, invalid, placeholder }: SecretInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const state = secretState(value, initial);

  if (state === 'stored') {
    return (
      <div className="flex items-center gap-2">
        <div id={id} className="flex h-9 min-w-0 flex-1 items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 text-sm text-slate-500">
          <KeyRound aria-hidden className="size-4 shrink-0 text-slate-400" />
          <span aria-hidden className="font-mono tracking-widest">
            ••••••••
          </span>
          <Badge tone="success" className="ml-auto">
            {t('secret.stored')}
          </Badge>
        </div>
        {!disabled ? <Button onClick={() => onChange('')}>{t('secret.replace')}</Button> : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1.5">
        <Input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          spellCheck={false}
          className="font-mono"
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
        <IconButton
          size="md"
          variant="secondary"
          label={shown ? t('secret.hide') : t('secret.show')}
          icon={shown ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          onClick={() => setShown((current) => !current)}
        />
        {initial === MASKED_SECRET && !disabled ? (
          <Button icon={<Undo2 className="size-4" />} onClick={() => onChange(MASKED_SECRET)}>
            {t('secret.keep')}
          </Button>
        ) : null}
      </div>
      {state === 'removed' || state === 'replaced' ? (
        <p className={cn('text-xs', state === 'removed' ? 'text-amber-700' : 'text-slate-500')}>{t(`secret.${state}`)}</p>
      ) : null}
    </div>
  );
}
