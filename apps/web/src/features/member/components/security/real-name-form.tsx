// The real (payee) name: set once by the member (withdrawals pay only to accounts in this name); after
// that only customer service can correct it.
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useSetRealName } from '../../api/set-real-name.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { checkRealName, REAL_NAME_LENGTH } from '../../model/validation.ts';
import { FormMessage, TextField } from '../form-bits.tsx';

export function RealNameForm({ realName }: { realName: string | null }) {
  const { t } = useTranslation();
  const save = useSetRealName();
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const problem = checked ? checkRealName(value) : null;

  if (realName) {
    return (
      <div className="flex items-start gap-2 text-sm">
        <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        <div>
          <span className="text-text-muted">{t('member.realName.label')}: </span>
          <span className="font-semibold">{realName}</span>
          <p className="text-xs text-text-muted">{t('member.realName.locked')}</p>
        </div>
      </div>
    );
  }

  const name = value.trim().replace(/\s+/g, ' ');
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (checkRealName(value)) return;
        if (!confirming) {
          setConfirming(true);
          return;
        }
        save.mutate(name);
      }}
    >
      <TextField
        label={t('member.realName.label')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setConfirming(false);
        }}
        maxLength={REAL_NAME_LENGTH.max}
        autoComplete="name"
        error={problem ? t(problem) : null}
        hint={t('member.realName.hint')}
      />
      {confirming ? <p className="rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm">{t('member.realName.confirm', { name })}</p> : null}
      {save.isError ? <FormMessage kind="error">{t(errorKey(save.error))}</FormMessage> : null}
      <Button type="submit" size="sm" disabled={save.isPending}>
        {confirming ? t('member.realName.confirmButton') : t('member.realName.save')}
      </Button>
    </form>
  );
}
