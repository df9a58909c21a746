import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { MemberDetail } from '@orbit/contracts/console-members';
import { isAgentType } from '@orbit/contracts/member';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { errorCodeOf, errorField, errorMessage } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { CREATABLE_TYPES, memberTypeLabelKey } from '../../../lib/member-types.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { createAccountFormSchema, EMPTY_CREATE_ACCOUNT, type CreateAccountForm } from '../schemas/create-account.ts';
import { MemberTypeBadge } from './member-badges.tsx';

const FIELDS = ['username', 'type', 'upline', 'affiliateCode'] as const;

export interface CreateAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The merchant's default password, to tell the operator what the new account signs in with; null when unknown. */
  defaultPassword: string | null;
}

export function CreateAccountDialog({ open, onOpenChange, defaultPassword }: CreateAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAccount();
  const [created, setCreated] = useState<MemberDetail | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<CreateAccountForm, unknown, z.output<typeof createAccountFormSchema>>({
    resolver: schemaResolver(createAccountFormSchema, t),
    defaultValues: EMPTY_CREATE_ACCOUNT,
  });
  const errors = formState.errors;
  const agent = isAgentType(Number(watch('type')));

  const startOver = () => {
    reset(EMPTY_CREATE_ACCOUNT);
    setCreated(null);
    setFormError(null);
  };
  const close = (next: boolean) => {
    if (!next) startOver();
    onOpenChange(next);
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setCreated(await create.mutateAsync(values));
    } catch (error) {
      const field = errorField(error)?.replace(/^body\./, '');
      const code = errorCodeOf(error);
      // The two refusals an operator meets most, said precisely.
      const message =
        field === 'upline' && code === 'validation_failed'
          ? t('createAccount.uplineInvalid')
          : field === 'affiliateCode' && code === 'conflict'
            ? t('createAccount.affiliateTaken')
            : errorMessage(t, error);
      if (field && (FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { type: 'server', message });
      else setFormError(message);
    }
  });

  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('createAccount.doneTitle', { username: created.username })}
        footer={
          <>
            <Button onClick={startOver}>{t('createAccount.another')}</Button>
            <Button
              variant="primary"
              onClick={() => {
                close(false);
                void navigate(`/members/${created.id}`);
              }}
            >
              {t('createAccount.open')}
            </Button>
          </>
        }
      >
        <CreatedAccountSummary created={created} defaultPassword={defaultPassword} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('createAccount.title')}
      description={t('createAccount.text')}
      footer={
        <>
          <Button onClick={() => close(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={create.isPending} onClick={() => void submit()}>
            {t('createAccount.create')}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('members.username')} htmlFor="new-username" hint={t('createAccount.usernameHint')} error={errors.username?.message}>
            <Input
              id="new-username"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className="font-mono"
              invalid={Boolean(errors.username)}
              {...register('username')}
            />
          </Field>
          <Field label={t('members.type')} htmlFor="new-type" error={errors.type?.message}>
            <Select id="new-type" invalid={Boolean(errors.type)} {...register('type')}>
              {CREATABLE_TYPES.map((type) => (
                <option key={type} value={String(type)}>
                  {t(memberTypeLabelKey(type))}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('members.upline')} htmlFor="new-upline" hint={t('createAccount.uplineHint')} error={errors.upline?.message}>
            <Input
              id="new-upline"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className="font-mono"
              invalid={Boolean(errors.upline)}
              {...register('upline')}
            />
          </Field>
          {agent ? (
            <Field label={t('members.affiliateCode')} htmlFor="new-affiliateCode" hint={t('createAccount.affiliateHint')} error={errors.affiliateCode?.message}>
              <Input
                id="new-affiliateCode"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="font-mono"
                placeholder={t('createAccount.generated')}
                invalid={Boolean(errors.affiliateCode)}
                {...register('affiliateCode')}
              />
            </Field>
          ) : null}
        </div>
        <Alert tone="info">{defaultPassword ? t('createAccount.noticeWith', { password: defaultPassword }) : t('createAccount.notice')}</Alert>
      </form>
    </Dialog>
  );
}

/** What the operator needs after creating an account: who it is, and the password it signs in with first. */
function CreatedAccountSummary({ created, defaultPassword }: { created: MemberDetail; defaultPassword: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-[13px]">
        <div>
          <dt className="text-xs text-slate-500">{t('members.username')}</dt>
          <dd className="mt-0.5 font-mono font-medium text-slate-900">{created.username}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('members.type')}</dt>
          <dd className="mt-0.5">
            <MemberTypeBadge type={created.type} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('members.upline')}</dt>
          <dd className="mt-0.5 font-mono text-slate-900">{created.upline ?? '—'}</dd>
        </div>
        {isAgentType(created.type) ? (
          <div>
            <dt className="text-xs text-slate-500">{t('members.affiliateCode')}</dt>
            <dd className="mt-0.5 font-mono font-medium text-slate-900">{created.affiliateCode ?? '—'}</dd>
          </div>
        ) : null}
      </dl>
      <Alert tone="info" title={t('createAccount.passwordTitle')}>
        {defaultPassword ? (
          <>
            {t('createAccount.passwordIs')} <code className="rounded bg-white/70 px-1 font-mono font-semibold">{defaultPassword}</code>.{' '}
          </>
        ) : (
          `${t('createAccount.passwordDefault')} `
        )}
        {t('createAccount.passwordChange')}
      </Alert>
    </div>
  );
}
