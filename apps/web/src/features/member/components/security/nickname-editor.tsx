import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useUpdateNickname } from '../../api/update-nickname.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { checkNickname, NICKNAME_LENGTH } from '../../model/validation.ts';
import { FormMessage, TextField } from '../form-bits.tsx';

/** The nickname as a heading, with a pencil that turns it into a small form in place. */
export function NicknameEditor({ nickname }: { nickname: string }) {
  const { t } = useTranslation();
  const save = useUpdateNickname();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(nickname);
  const [checked, setChecked] = useState(false);
  const problem = checked ? checkNickname(value) : null;

  if (!editing) {
    return (
      <div className="flex min-w-0 items-center gap-2">
        <h2 className="truncate text-xl font-bold">{nickname}</h2>
        <button
          type="button"
          onClick={() => {
            setValue(nickname);
            setChecked(false);
            save.reset();
            setEditing(true);
          }}
          className="rounded-lg p-1.5 text-text-muted transition hover:bg-surface-raised hover:text-accent"
          aria-label={t('member.nickname.edit')}
        >
          <Pencil className="size-4" aria-hidden />
        </button>
      </div>
    );
  }

  return (
    <form
      className="w-full max-w-sm space-y-3"
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') setEditing(false);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (checkNickname(value)) return;
        save.mutate(value.trim(), { onSuccess: () => setEditing(false) });
      }}
    >
      <TextField
        label={t('member.nickname.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={NICKNAME_LENGTH.max}
        autoFocus
        autoComplete="nickname"
        error={problem ? t(problem, NICKNAME_LENGTH) : null}
        hint={t('member.validation.nickname', NICKNAME_LENGTH)}
      />
      {save.isError ? <FormMessage kind="error">{t(errorKey(save.error))}</FormMessage> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('member.common.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
          {t('member.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
