import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Copy, Eye, EyeOff, Wand2 } from 'lucide-react';
import type { z } from 'zod';
import { createOperatorEndpoint } from '@orbit/contracts/console';
import { canManageRole, ROLES, type Role } from '@orbit/contracts/permissions';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { generatePassword } from '../../../lib/text.ts';
import { useCreateOperator } from '../api/create-operator.ts';

const schema = createOperatorEndpoint.body!;
type Values = z.input<typeof schema>;
const FIELDS = ['username', 'displayName', 'role', 'password'] as const;

export function CreateOperatorDialog({ open, onOpenChange, actorRole }: { open: boolean; onOpenChange: (open: boolean) => void; actorRole: Role }) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateOperator();
  const [shown, setShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const roles = ROLES.filter((role) => canManageRole(actorRole, role));
  const { register, handleSubmit, reset, setValue, setError, watch, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: schemaResolver(schema, t),
    defaultValues: { username: '', displayName: '', role: roles.includes('support') ? 'support' : (roles[0] ?? 'support'), password: '' },
  });
  const errors = formState.errors;
  const password = watch('password');

  const close = (next: boolean) => {
    if (!next) {
      reset();
      setFormError(null);
      setShown(false);
    }
    onOpenChange(next);
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const operator = await create.mutateAsync(values);
      toast.success(t('operators.created', { name: operator.displayName }));
      close(false);
    } catch (error) {
      const field = errorField(error);
      const message = errorMessage(t, error);
      if (field && (FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { type: 'server', message });
      else setFormError(message);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('operators.createTitle')}
      description={t('operators.createText')}
      footer={
        <>
          <Button onClick={() => close(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={create.isPending} onClick={() => void submit()}>
            {t('operators.create')}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('operators.username')} htmlFor="op-username" hint={t('operators.usernameHint')} error={errors.username?.message}>
            <Input id="op-username" autoComplete="off" autoCapitalize="none" spellCheck={false} invalid={Boolean(errors.username)} {...register('username')} />
          </Field>
          <Field label={t('operators.displayName')} htmlFor="op-name" error={errors.displayName?.message}>
            <Input id="op-name" maxLength={60} invalid={Boolean(errors.displayName)} {...register('displayName')} />
          </Field>
        </div>
        <Field label={t('operators.role')} htmlFor="op-role" hint={t('operators.roleHint')} error={errors.role?.message}>
          <Select id="op-role" {...register('role')}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)} — {t(`roleHints.${role}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('operators.initialPassword')} htmlFor="op-password" hint={t('operators.passwordHint')} error={errors.password?.message}>
          <div className="flex items-center gap-1.5">
            <Input
              id="op-password"
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              className="font-mono"
              invalid={Boolean(errors.password)}
              {...register('password')}
            />
            <IconButton
              size="md"
              variant="secondary"
              label={shown ? t('login.hidePassword') : t('login.showPassword')}
              icon={shown ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
              onClick={() => setShown((value) => !value)}
            />
            <IconButton
              size="md"
              variant="secondary"
              label={t('operators.copyPassword')}
              icon={<Copy className="size-4" />}
              disabled={!password}
              onClick={() => void navigator.clipboard?.writeText(password).catch(() => undefined)}
            />
            <Button
              icon={<Wand2 className="size-4" />}
              onClick={() => {
                setValue('password', generatePassword(), { shouldValidate: true, shouldDirty: true });
                setShown(true);
              }}
            >
              {t('operators.generate')}
            </Button>
          </div>
        </Field>
        <Alert tone="info">{t('operators.enrolNotice')}</Alert>
      </form>
    </Dialog>
  );
}
