import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Operator } from '@orbit/contracts/console';
import { canManageRole, ROLES, type Role } from '@orbit/contracts/permissions';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useUpdateOperator } from '../api/update-operator.ts';
import { RoleBadge } from './role-badge.tsx';

const schema = z.object({ displayName: z.string().trim().min(1).max(60), role: z.enum(ROLES) });
type Values = z.infer<typeof schema>;

export interface EditOperatorDialogProps {
  operator: Operator | null;
  onOpenChange: (open: boolean) => void;
  actorRole: Role;
  isSelf: boolean;
}

export function EditOperatorDialog({ operator, onOpenChange, actorRole, isSelf }: EditOperatorDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateOperator();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<Values>({ resolver: schemaResolver(schema, t) });
  useEffect(() => {
    if (operator) reset({ displayName: operator.displayName, role: operator.role });
    setFormError(null);
  }, [operator, reset]);
  if (!operator) return null;

  const roles = ROLES.filter((role) => role === operator.role || canManageRole(actorRole, role));
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body: { displayName?: string; role?: Role } = {};
    if (values.displayName !== operator.displayName) body.displayName = values.displayName;
    if (values.role !== operator.role) body.role = values.role;
    if (Object.keys(body).length === 0) {
      onOpenChange(false);
      return;
    }
    try {
      await update.mutateAsync({ id: operator.id, body });
      toast.success(t('operators.updated', { name: values.displayName }));
      onOpenChange(false);
    } catch (error) {
      setFormError(errorMessage(t, error));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('operators.editTitle', { name: operator.username })}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={update.isPending} onClick={() => void submit()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <Field label={t('operators.displayName')} htmlFor="edit-name" error={errors.displayName?.message}>
          <Input id="edit-name" maxLength={60} invalid={Boolean(errors.displayName)} {...register('displayName')} />
        </Field>
        <Field label={t('operators.role')} htmlFor="edit-role" hint={isSelf ? t('operators.ownRole') : t('operators.roleHint')} error={errors.role?.message}>
          {isSelf ? (
            <div id="edit-role">
              <RoleBadge role={operator.role} />
            </div>
          ) : (
            <Select id="edit-role" {...register('role')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)} — {t(`roleHints.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
    </Dialog>
  );
}
