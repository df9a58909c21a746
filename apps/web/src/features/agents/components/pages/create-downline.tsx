// Register a downline (registerCenter): a direct downline member or agent with the merchant's default
// password, shown once with a copy button; it must be changed at first login.
import { KeyRound, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Panel } from '../../../../components/ui/panel.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useCreateDownline } from '../../api/create-downline.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { blamedCategory, rebateProblems, rebatesBody, type CategoryRate, type RebateDraft } from '../../model/rebates.ts';
import { useCopyTexts } from '../parts/copy-texts.ts';
import { RebateFields } from '../parts/rebate-fields.tsx';
import { Segmented } from '../parts/segmented.tsx';

const KINDS = ['member', 'agent'] as const;

export function CreateDownline({ own }: { own: readonly CategoryRate[] }) {
  const { t } = useTranslation();
  const copyTexts = useCopyTexts();
  const create = useCreateDownline();
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('member');
  const [rebates, setRebates] = useState<RebateDraft>({});
  const [checked, setChecked] = useState(false);
  const problems = rebateProblems(rebates, own);
  const nameProblem = username.trim() === '' ? t('agents.register.usernameEmpty') : null;
  const sent = rebatesBody(rebates, own);
  const blamed = create.isError ? errorField(create.error) : undefined;
  const blamedRate = create.isError ? blamedCategory(blamed, sent) : undefined;
  const created = create.data;

  return (
    <Panel id="create-downline" icon={UserPlus} title={t('agents.register.title')} subtitle={t('agents.register.subtitle')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (nameProblem || Object.keys(problems).length > 0) return;
          create.mutate(
            { username: username.trim(), kind, rebates: sent },
            {
              onSuccess: () => {
                setUsername('');
                setRebates({});
                setChecked(false);
              },
            },
          );
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('agents.register.username')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="off"
            maxLength={64}
            data-testid="downline-username"
            error={(checked ? nameProblem : null) ?? (blamed === 'username' ? t(errorKey(create.error)) : null)}
          />
          <div>
            <p className="mb-1.5 text-sm font-medium">{t('agents.register.kind')}</p>
            <Segmented label={t('agents.register.kind')} options={KINDS} value={kind} onChange={setKind} text={(option) => t(`agents.kind.${option}`)} />
          </div>
        </div>
        <RebateFields
          own={own}
          value={rebates}
          onChange={setRebates}
          problems={checked ? problems : {}}
          serverProblem={blamedRate ? { category: blamedRate, text: t(errorKey(create.error)) } : undefined}
          disabled={create.isPending}
        />
        {create.isError && blamed !== 'username' && !blamedRate ? <FormMessage kind="error">{t(errorKey(create.error))}</FormMessage> : null}
        <Button type="submit" disabled={create.isPending} data-testid="downline-submit" className="w-full sm:w-auto">
          {create.isPending ? t('agents.register.creating') : t('agents.register.submit')}
        </Button>
      </form>
      {created ? (
        <div className="mt-5 rounded-xl border border-success/40 bg-success/10 p-4" data-testid="downline-created">
          <p className="font-semibold text-success">{t('agents.register.created', { username: created.username })}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <KeyRound className="size-4 text-text-muted" aria-hidden />
            <span className="text-text-muted">{t('agents.register.defaultPassword')}</span>
            <code className="rounded bg-background px-2 py-1 font-mono font-semibold" data-testid="downline-password">
              {created.defaultPassword}
            </code>
            <CopyButton value={created.defaultPassword} texts={copyTexts(t('agents.register.defaultPassword'))} bordered />
          </div>
          <p className="mt-2 text-xs text-text-muted">{t('agents.register.changeAtFirstLogin')}</p>
        </div>
      ) : null}
    </Panel>
  );
}
