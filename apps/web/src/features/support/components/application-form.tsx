// The agent application form of /join and the check of a decision by reference (docs/support.md, "Join us").
import type { ApplicationStatusView } from '@orbit/contracts/support';
import { ApiError } from '@orbit/contracts/envelope';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { api } from '../../../lib/api.ts';
import { errorKey } from '../../../lib/error-codes.ts';

const value = (form: FormData, name: string): string | undefined => {
  const text = String(form.get(name) ?? '').trim();
  return text === '' ? undefined : text;
};

function useFailure() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<{ field: string | null; text: string } | null>(null);
  const fail = (caught: unknown) => setFailure({ field: caught instanceof ApiError ? (caught.field ?? null) : null, text: t(errorKey(caught)) });
  const fieldError = (field: string) => (failure?.field === field ? failure.text : null);
  return { failure, setFailure, fail, fieldError };
}

function StatusLine({ status }: { status: ApplicationStatusView }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 text-sm" data-testid="application-status">
      <p>
        {t('support.join.statusLabel')}: <strong>{t(`support.join.status.${status.status}`)}</strong>
      </p>
      {status.status === 'approved' ? <p className="text-text-muted">{t('support.join.approvedHint', { username: status.username })}</p> : null}
      {status.status === 'rejected' && status.rejectReason ? (
        <p className="text-text-muted">{t('support.join.rejectedReason', { reason: status.rejectReason })}</p>
      ) : null}
    </div>
  );
}

export function ApplicationForm() {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ApplicationStatusView | null>(null);
  const { failure, setFailure, fail, fieldError } = useFailure();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { applyAgentEndpoint } = await import('@orbit/contracts/support');
    setSending(true);
    setFailure(null);
    try {
      const mobileNum = value(form, 'mobileNum');
      setSent(
        await api.call(applyAgentEndpoint, {
          body: {
            username: value(form, 'username') ?? '',
            name: value(form, 'name') ?? '',
            ...(mobileNum ? { mobileNum, countryDialingCode: value(form, 'countryDialingCode') ?? '60' } : {}),
            ...(value(form, 'email') ? { email: value(form, 'email') } : {}),
            ...(value(form, 'otherContact') ? { otherContact: value(form, 'otherContact') } : {}),
            message: value(form, 'message') ?? '',
          },
        }),
      );
    } catch (caught) {
      fail(caught);
    } finally {
      setSending(false);
    }
  }

  if (sent)
    return (
      <section className="rounded-2xl border border-success/40 bg-success/5 p-5 sm:p-6" data-testid="application-sent" aria-live="polite">
        <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 className="size-5 text-success" aria-hidden />
          {t('support.join.submitted')}
        </h2>
        <p className="font-mono text-base" data-testid="application-reference">
          {t('support.join.reference', { reference: sent.reference })}
        </p>
        <p className="mt-1 text-sm text-text-muted">{t('support.join.referenceHint')}</p>
      </section>
    );

  return (
    <section aria-labelledby="join-form" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id="join-form" className="mb-4 text-lg font-semibold">
        {t('support.join.formTitle')}
      </h2>
      <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextField name="username" label={t('support.join.username')} autoComplete="username" maxLength={40} required error={fieldError('username')} />
        <TextField name="name" label={t('support.join.name')} autoComplete="name" maxLength={60} required error={fieldError('name')} />
        <div className="grid grid-cols-[5.5rem_1fr] gap-2">
          <TextField name="countryDialingCode" label="+" defaultValue="60" inputMode="numeric" maxLength={4} error={fieldError('countryDialingCode')} />
          <TextField
            name="mobileNum"
            label={t('support.join.mobile')}
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={15}
            error={fieldError('mobileNum')}
          />
        </div>
        <TextField
          name="email"
          type="email"
          label={t('support.join.email')}
          autoComplete="email"
          maxLength={120}
          error={fieldError('email')}
          hint={t('support.join.contactHint')}
        />
        <TextField name="otherContact" label={t('support.join.otherContact')} maxLength={80} error={fieldError('otherContact')} />
        <label className="block text-sm">
          <span className="mb-1.5 block font-medium">{t('support.join.message')}</span>
          <textarea
            name="message"
            maxLength={500}
            rows={3}
            className="w-full rounded-xl border border-border bg-background px-3 py-2 text-sm outline-none focus:border-accent"
          />
        </label>
        {failure && failure.field === null ? <FormMessage kind="error">{failure.text}</FormMessage> : null}
        <Button type="submit" className="w-full" disabled={sending}>
          {t('support.join.submit')}
        </Button>
      </form>
    </section>
  );
}

export function ApplicationCheck() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ApplicationStatusView | null>(null);
  const { failure, setFailure, fail } = useFailure();

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reference = (value(new FormData(event.currentTarget), 'reference') ?? '').toUpperCase();
    const { applicationStatusEndpoint } = await import('@orbit/contracts/support');
    setFailure(null);
    try {
      setStatus(await api.call(applicationStatusEndpoint, { params: { reference } }));
    } catch (caught) {
      setStatus(null);
      fail(caught);
    }
  }

  return (
    <section aria-labelledby="join-check" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id="join-check" className="mb-3 text-lg font-semibold">
        {t('support.join.checkTitle')}
      </h2>
      <form className="flex items-end gap-2" onSubmit={(event) => void check(event)}>
        <div className="min-w-0 flex-1">
          <TextField name="reference" label={t('support.join.referenceLabel')} maxLength={20} autoCapitalize="characters" />
        </div>
        <Button type="submit" variant="outline">
          {t('support.join.check')}
        </Button>
      </form>
      <div className="mt-3">
        {status ? <StatusLine status={status} /> : null}
        {failure ? <FormMessage kind="error">{failure.text}</FormMessage> : null}
      </div>
    </section>
  );
}
