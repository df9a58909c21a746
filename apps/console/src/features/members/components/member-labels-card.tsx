import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Save, Tags, Undo2, X } from 'lucide-react';
import type { z } from 'zod';
import type { MemberDetail } from '@orbit/contracts/console-members';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useUpdateMemberLabels } from '../api/update-member-labels.ts';
import { memberLabelsFormSchema, memberLabelsToForm, VIP_SERVICE_ABOVE_RANK, type MemberLabelsForm } from '../schemas/member-labels.ts';

const MAX_LABELS = 20;

/** The member's labels and club label (name and rank level); editable with members.write. */
export function MemberLabelsCard({ member, canWrite }: { member: MemberDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateMemberLabels(member.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<MemberLabelsForm, unknown, z.output<typeof memberLabelsFormSchema>>({
    resolver: schemaResolver(memberLabelsFormSchema, t),
    defaultValues: memberLabelsToForm(member),
  });
  const { control, register, handleSubmit, reset, watch, formState } = form;
  const errors = formState.errors;
  const hasClubLabel = watch('hasClubLabel');
  const rankLevel = watch('clubLabel.rankLevel');

  // A newer copy of the member (after a save, or another operator's change) replaces an untouched form.
  useEffect(() => {
    if (!formState.isDirty) reset(memberLabelsToForm(member));
  }, [member]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const next = await update.mutateAsync(body);
      reset(memberLabelsToForm(next));
      toast.success(t('labels.saved', { username: member.username }));
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  });

  const labelErrors = Array.isArray(errors.memberLabel) ? errors.memberLabel.map((entry) => entry?.message).filter(Boolean) : [];

  return (
    <Card>
      <CardHeader title={t('labels.title')} description={t('labels.text')} icon={<Tags className="size-4" />} />
      <form onSubmit={submit} noValidate>
        <CardBody className="flex flex-col gap-5">
          {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
          <fieldset disabled={!canWrite || update.isPending} className="flex min-w-0 flex-col gap-5">
            <Field label={t('labels.memberLabel')} htmlFor="member-label-new" error={errors.memberLabel?.message ?? labelErrors[0]}>
              <Controller
                control={control}
                name="memberLabel"
                render={({ field }) => <LabelChips id="member-label-new" value={field.value} onChange={field.onChange} editable={canWrite} />}
              />
            </Field>
            <div className="rounded-md border border-slate-200 p-3.5">
              <div className="flex items-center justify-between gap-4">
                <div>
                  <p id="club-label-switch" className="text-[13px] font-medium text-slate-900">
                    {t('labels.clubLabel')}
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500">{t('labels.clubLabelHint')}</p>
                </div>
                <Controller
                  control={control}
                  name="hasClubLabel"
                  render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="club-label-switch" />}
                />
              </div>
              {hasClubLabel ? (
                <div className="mt-3.5 grid gap-4 sm:grid-cols-[1fr_8rem]">
                  <Field label={t('labels.labelName')} htmlFor="club-label-name" error={errors.clubLabel?.labelName?.message}>
                    <Input id="club-label-name" maxLength={30} invalid={Boolean(errors.clubLabel?.labelName)} {...register('clubLabel.labelName')} />
                  </Field>
                  <Field label={t('labels.rankLevel')} htmlFor="club-label-rank" error={errors.clubLabel?.rankLevel?.message}>
                    <Input
                      id="club-label-rank"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={99}
                      className="tabular"
                      invalid={Boolean(errors.clubLabel?.rankLevel)}
                      {...register('clubLabel.rankLevel', { valueAsNumber: true })}
                    />
                  </Field>
                  <p className="text-xs text-slate-500 sm:col-span-2">
                    {Number(rankLevel) > VIP_SERVICE_ABOVE_RANK ? t('labels.vipService') : t('labels.liveChat', { rank: VIP_SERVICE_ABOVE_RANK })}
                  </p>
                </div>
              ) : null}
            </div>
          </fieldset>
          {canWrite ? (
            <div className="flex justify-end gap-2">
              <Button icon={<Undo2 className="size-4" />} disabled={!formState.isDirty || update.isPending} onClick={() => reset(memberLabelsToForm(member))}>
                {t('settings.discard')}
              </Button>
              <Button type="submit" variant="primary" icon={<Save className="size-4" />} loading={update.isPending} disabled={!formState.isDirty}>
                {t('labels.save')}
              </Button>
            </div>
          ) : null}
        </CardBody>
      </form>
    </Card>
  );
}

/** Labels as removable chips with a box to add one. */
function LabelChips({ id, value, onChange, editable }: { id: string; value: string[]; onChange: (value: string[]) => void; editable: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= MAX_LABELS;

  const add = () => {
    const label = draft.trim();
    if (!label) return;
    if (label.length > 30) return setProblem(t('validation.tooLong', { max: 30 }));
    if (value.includes(label)) return setProblem(t('labels.duplicate', { label }));
    onChange([...value, label]);
    setDraft('');
    setProblem(null);
  };

  return (
    <div className="flex flex-col gap-2">
      {value.length === 0 ? (
        <p className="text-[13px] text-slate-500">{t('labels.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((label) => (
            <li key={label}>
              <Badge tone="accent" className="py-1 pr-1 text-[13px]">
                {label}
                {editable ? (
                  <button
                    type="button"
                    onClick={() => onChange(value.filter((entry) => entry !== label))}
                    aria-label={t('labels.remove', { label })}
                    className="rounded-full p-0.5 text-accent-700/70 hover:bg-accent-100 hover:text-accent-800"
                  >
                    <X className="size-3" />
                  </button>
                ) : null}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <div className="flex items-center gap-2">
          <Input
            id={id}
            compact
            value={draft}
            maxLength={30}
            disabled={full}
            placeholder={full ? t('common.listFull', { max: MAX_LABELS }) : t('labels.addPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button size="sm" icon={<Plus className="size-4" />} onClick={add} disabled={!draft.trim() || full}>
            {t('common.add')}
          </Button>
        </div>
      ) : null}
      {problem ? <FieldError message={problem} /> : null}
    </div>
  );
}
