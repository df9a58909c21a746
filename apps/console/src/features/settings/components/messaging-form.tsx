import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Mail, MessageSquareText, TriangleAlert } from 'lucide-react';
import type { MerchantSettings, MessagingSettings } from '@orbit/contracts/settings';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { exampleSmsRequest, exampleSmsTemplate, insertPlaceholder, SMS_PLACEHOLDERS, unknownPlaceholders } from '../../../lib/messaging.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { messagingFormSchema } from '../schemas/messaging.ts';
import { SecretInput } from './secret-input.tsx';
import { SectionForm } from './section-form.tsx';

const same = (messaging: MessagingSettings): MessagingSettings => messaging;

export interface MessagingSettingsFormProps {
  settings: MerchantSettings;
  canWrite: boolean;
  writePermission: string;
  /** Links to the outbox only for operators who may open it. */
  canReadOutbox: boolean;
}

export function MessagingSettingsForm({ settings, canWrite, writePermission, canReadOutbox }: MessagingSettingsFormProps) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({ section: 'messaging', settings, schema: messagingFormSchema, toForm: same, fromForm: same });
  const sms = form.watch('sms');
  const email = form.watch('email');

  const outboxLink = (text: ReactNode) =>
    canReadOutbox ? (
      <Link to="/outbox" className="font-medium underline underline-offset-2">
        {text}
      </Link>
    ) : (
      <strong>{text}</strong>
    );

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Alert tone={sms.enabled && email.enabled ? 'info' : 'warning'} title={t('messaging.outboxTitle')}>
        {t('messaging.outboxText')} {outboxLink(t('messaging.openOutbox'))}
      </Alert>

      <SmsCard form={form} canWrite={canWrite} />
      <EmailCard form={form} canWrite={canWrite} />
    </SectionForm>
  );
}

/** A provider's on/off switch with what it means for messages right now. */
function ProviderSwitch({ label, on, onChange }: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2.5">
      {/* On a phone the switch alone says it; the title needs the room. */}
      <span className="hidden sm:block">
        <Badge tone={on ? 'success' : 'warning'} dot>
          {on ? t('messaging.on') : t('messaging.off')}
        </Badge>
      </span>
      <Switch checked={on} onCheckedChange={onChange} label={label} />
    </div>
  );
}

type MessagingForm = UseFormReturn<z.input<typeof messagingFormSchema>, unknown, z.output<typeof messagingFormSchema>>;
type CardProps = { form: MessagingForm; canWrite: boolean };

/** The SMS provider: where and how the request goes, its secret header, the sender and the body template. */
function SmsCard({ form, canWrite }: CardProps) {
  const { t } = useTranslation();
  const { register, control, formState, watch, setValue } = form;
  const errors = formState.errors;
  const initial = formState.defaultValues;
  const sms = watch('sms');
  return (
    <Card>
      <CardHeader
        title={t('messaging.smsTitle')}
        description={t('messaging.smsText')}
        icon={<MessageSquareText className="size-4" />}
        actions={
          <ProviderSwitch
            label={t('messaging.smsEnabled')}
            on={sms.enabled}
            onChange={(on) => setValue('sms.enabled', on, { shouldDirty: true, shouldValidate: formState.submitCount > 0 })}
          />
        }
      />
      <CardBody className="grid gap-5 md:grid-cols-2">
        <Field label={t('messaging.url')} htmlFor="sms-url" hint={t('messaging.urlHint')} error={errors.sms?.url?.message} className="md:col-span-2">
          <Input
            id="sms-url"
            type="url"
            className="font-mono"
            placeholder="https://sms.example.com/api/send"
            invalid={Boolean(errors.sms?.url)}
            {...register('sms.url')}
          />
        </Field>
        <Field label={t('messaging.method')} htmlFor="sms-method" error={errors.sms?.method?.message}>
          <Select id="sms-method" {...register('sms.method')}>
            <option value="POST">POST</option>
            <option value="GET">GET</option>
          </Select>
        </Field>
        <Field
          label={t('messaging.contentType')}
          htmlFor="sms-contentType"
          hint={sms.method === 'GET' ? t('messaging.getHint') : undefined}
          error={errors.sms?.contentType?.message}
        >
          <Select id="sms-contentType" disabled={sms.method === 'GET'} {...register('sms.contentType')}>
            <option value="application/json">{t('messaging.json')}</option>
            <option value="application/x-www-form-urlencoded">{t('messaging.form')}</option>
          </Select>
        </Field>
        <Field
          label={t('messaging.authHeaderName')}
          htmlFor="sms-authHeaderName"
          hint={t('messaging.authHeaderNameHint')}
          error={errors.sms?.authHeaderName?.message}
        >
          <Input
            id="sms-authHeaderName"
            className="font-mono"
            placeholder="Authorization"
            invalid={Boolean(errors.sms?.authHeaderName)}
            {...register('sms.authHeaderName')}
          />
        </Field>
        <Field
          label={t('messaging.authHeaderValue')}
          htmlFor="sms-authHeaderValue"
          hint={t('messaging.secretHint')}
          error={errors.sms?.authHeaderValue?.message}
        >
          <Controller
            control={control}
            name="sms.authHeaderValue"
            render={({ field }) => (
              <SecretInput
                id="sms-authHeaderValue"
                value={field.value}
                initial={initial?.sms?.authHeaderValue ?? ''}
                onChange={field.onChange}
                disabled={!canWrite}
                invalid={Boolean(errors.sms?.authHeaderValue)}
                placeholder="Bearer …"
              />
            )}
          />
        </Field>
        <Field label={t('messaging.sender')} htmlFor="sms-sender" hint={t('messaging.senderHint')} error={errors.sms?.sender?.message}>
          <Input id="sms-sender" maxLength={20} invalid={Boolean(errors.sms?.sender)} {...register('sms.sender')} />
        </Field>
        <div className="md:col-span-2">
          <Field
            label={t('messaging.bodyTemplate')}
            htmlFor="sms-bodyTemplate"
            error={errors.sms?.bodyTemplate?.message}
            aside={
              canWrite && sms.bodyTemplate.trim() === '' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setValue('sms.bodyTemplate', exampleSmsTemplate(sms.method, sms.contentType), { shouldDirty: true })}
                >
                  {t('messaging.useExample')}
                </Button>
              ) : null
            }
          >
            <Textarea
              id="sms-bodyTemplate"
              rows={4}
              spellCheck={false}
              className="font-mono text-[13px]"
              invalid={Boolean(errors.sms?.bodyTemplate)}
              {...register('sms.bodyTemplate')}
            />
          </Field>
          <SmsTemplateHelp form={form} canWrite={canWrite} />
        </div>
      </CardBody>
    </Card>
  );
}

/** The template's placeholders (a click inserts one at the cursor) and the request as the provider would get it. */
function SmsTemplateHelp({ form, canWrite }: CardProps) {
  const { t } = useTranslation();
  const { formState, watch, setValue } = form;
  const sms = watch('sms');
  const unknown = unknownPlaceholders(sms.url, sms.bodyTemplate);
  const example = exampleSmsRequest(sms);
  const insert = (name: (typeof SMS_PLACEHOLDERS)[number]) => {
    const box = document.getElementById('sms-bodyTemplate') as HTMLTextAreaElement | null;
    const next = insertPlaceholder(sms.bodyTemplate, name, box ? box.selectionStart : null);
    setValue('sms.bodyTemplate', next.value, { shouldDirty: true, shouldValidate: formState.submitCount > 0 });
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  return (
    <div className="mt-3 grid gap-4 lg:grid-cols-2">
      <div>
        <p className="mb-1.5 text-xs font-medium text-slate-600">{t('messaging.placeholders')}</p>
        <ul className="flex flex-col gap-1.5">
          {SMS_PLACEHOLDERS.map((name) => (
            <li key={name} className="flex items-start gap-2 text-xs text-slate-600">
              <button
                type="button"
                disabled={!canWrite}
                onClick={() => insert(name)}
                title={t('messaging.insert', { name: `{${name}}` })}
                className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] text-slate-800 hover:bg-accent-50 hover:text-accent-700 disabled:cursor-default disabled:hover:bg-slate-100 disabled:hover:text-slate-800"
              >
                {`{${name}}`}
              </button>
              <span className="pt-0.5">{t(`messaging.placeholder.${name}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="min-w-0">
        <p className="mb-1.5 text-xs font-medium text-slate-600">{t('messaging.preview')}</p>
        {sms.bodyTemplate.trim() || sms.url ? (
          <pre className="overflow-x-auto rounded-md bg-ink-900 px-3 py-2.5 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-200">
            <span className="text-sky-300">{example.method}</span> <span className="break-all">{example.url || '…'}</span>
            {example.body !== null ? `\n\n${example.body}` : null}
          </pre>
        ) : (
          <p className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-xs text-slate-500">{t('messaging.previewEmpty')}</p>
        )}
        {unknown.length > 0 ? (
          <p className="mt-1.5 flex items-start gap-1 text-xs text-amber-700">
            <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
            {t('messaging.unknownPlaceholders', { names: unknown.map((name) => `{${name}}`).join(', ') })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The e-mail provider: the SMTP server, its login (the password kept unless retyped) and the sender. */
function EmailCard({ form, canWrite }: CardProps) {
  const { t } = useTranslation();
  const { register, control, formState, watch, setValue } = form;
  const errors = formState.errors;
  const initial = formState.defaultValues;
  const email = watch('email');
  return (
    <Card>
      <CardHeader
        title={t('messaging.emailTitle')}
        description={t('messaging.emailText')}
        icon={<Mail className="size-4" />}
        actions={
          <ProviderSwitch
            label={t('messaging.emailEnabled')}
            on={email.enabled}
            onChange={(on) => setValue('email.enabled', on, { shouldDirty: true, shouldValidate: formState.submitCount > 0 })}
          />
        }
      />
      <CardBody className="grid gap-5 md:grid-cols-2">
        <Field label={t('messaging.host')} htmlFor="email-host" error={errors.email?.host?.message}>
          <Input id="email-host" className="font-mono" placeholder="smtp.example.com" invalid={Boolean(errors.email?.host)} {...register('email.host')} />
        </Field>
        <Field label={t('messaging.port')} htmlFor="email-port" hint={t('messaging.portHint')} error={errors.email?.port?.message}>
          <Input
            id="email-port"
            type="number"
            inputMode="numeric"
            min={1}
            max={65535}
            className="tabular"
            invalid={Boolean(errors.email?.port)}
            {...register('email.port', { valueAsNumber: true })}
          />
        </Field>
        <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 px-3.5 py-3 md:col-span-2">
          <div>
            <p id="email-secure" className="text-[13px] font-medium text-slate-900">
              {t('messaging.secure')}
            </p>
            <p className="mt-0.5 text-xs text-slate-500">{email.secure ? t('messaging.secureOn') : t('messaging.secureOff')}</p>
          </div>
          <Controller
            control={control}
            name="email.secure"
            render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="email-secure" />}
          />
        </div>
        <Field label={t('messaging.username')} htmlFor="email-username" error={errors.email?.username?.message}>
          <Input id="email-username" autoComplete="off" invalid={Boolean(errors.email?.username)} {...register('email.username')} />
        </Field>
        <Field label={t('messaging.password')} htmlFor="email-password" hint={t('messaging.secretHint')} error={errors.email?.password?.message}>
          <Controller
            control={control}
            name="email.password"
            render={({ field }) => (
              <SecretInput
                id="email-password"
                value={field.value}
                initial={initial?.email?.password ?? ''}
                onChange={field.onChange}
                disabled={!canWrite}
                invalid={Boolean(errors.email?.password)}
              />
            )}
          />
        </Field>
        <Field label={t('messaging.fromAddress')} htmlFor="email-fromAddress" error={errors.email?.fromAddress?.message}>
          <Input
            id="email-fromAddress"
            type="email"
            placeholder="no-reply@example.com"
            invalid={Boolean(errors.email?.fromAddress)}
            {...register('email.fromAddress')}
          />
        </Field>
        <Field label={t('messaging.fromName')} htmlFor="email-fromName" error={errors.email?.fromName?.message}>
          <Input id="email-fromName" maxLength={100} invalid={Boolean(errors.email?.fromName)} {...register('email.fromName')} />
        </Field>
      </CardBody>
    </Card>
  );
}
