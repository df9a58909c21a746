import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { MemberDetail } from '@orbit/contracts/console-members';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useSetMemberStatus } from '../api/set-member-status.ts';

const schema = z.object({ reason: z.string().trim().min(1).max(200) });
type Values = z.infer<typeof schema>;

/** Locking asks why (kept with the account and in the audit log); every session of the member ends. */
export function LockMemberDialog({ member, open, onOpenChange }: { member: MemberDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const setStatus = useSetMemberStatus(member.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, watch, formState } = useForm<Values>({ resolver: schemaResolver(schema, t), defaultValues: { reason: '' } });
  const reason = watch('reason');

  useEffect(() => {
    if (open) {
      reset({ reason: '' });
      setFormError(null);
    }
  }, [open, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await setStatus.mutateAsync({ status: 'locked', reason });
      toast.success(t('memberDetail.lockedDone', { username: member.username }));
      onOpenChange(false);
    } catch (error) {
      setFormError(errorMessage(t, error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('memberDetail.lockTitle', { username: member.username })}
      description={t('memberDetail.lockText')}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button variant="danger" loading={setStatus.isPending} onClick={() => void submit()}>
            {t('memberDetail.lock')}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <Field
          label={t('memberDetail.lockReason')}
          htmlFor="lock-reason"
          hint={t('memberDetail.lockReasonHint')}
          error={formState.errors.reason?.message}
          aside={<span className="text-xs text-slate-400 tabular">{reason.length}/200</span>}
        >
          <Textarea id="lock-reason" rows={3} maxLength={200} invalid={Boolean(formState.errors.reason)} {...register('reason')} />
        </Field>
      </form>
    </Dialog>
  );
}
