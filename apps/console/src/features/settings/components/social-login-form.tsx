import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import type { MerchantSettings, SocialLoginSettings } from '@orbit/contracts/settings';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@orbit/contracts/social';
import { Alert } from '../../../components/ui/alert.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { SOCIAL_FLAGS, socialCallbackUrls } from '../../../lib/social-login.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { socialLoginFormSchema } from '../schemas/social-login.ts';
import { FlagState } from './flag-state.tsx';
import { SecretInput } from './secret-input.tsx';
import { SectionForm } from './section-form.tsx';

const same = (social: SocialLoginSettings): SocialLoginSettings => social;

/** Where each provider's developer console lives and its usual issuer, as a hint for the operator. */
const PROVIDER_INFO: Record<SocialProvider, { name: string; mark: string; tone: string; issuer: string }> = {
  google: { name: 'Google', mark: 'G', tone: 'bg-sky-600', issuer: 'https://accounts.google.com' },
  facebook: { name: 'Facebook', mark: 'f', tone: 'bg-blue-700', issuer: 'https://www.facebook.com' },
};

export function SocialLoginSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({ section: 'socialLogin', settings, schema: socialLoginFormSchema, toForm: same, fromForm: same });
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const values = watch();

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Alert tone="info" title={t('social.howTitle')}>
        {t('social.howText')}
      </Alert>
      {SOCIAL_PROVIDERS.map((provider) => {
        const info = PROVIDER_INFO[provider];
        const flag = SOCIAL_FLAGS[provider];
        const flagOn = settings.flags[flag] === true;
        const configured = values[provider].clientId.trim() !== '';
        const providerErrors = errors[provider];
        return (
          <Card key={provider}>
            <CardHeader
              title={info.name}
              description={t('social.providerText', { provider: info.name })}
              icon={
                <span aria-hidden className={cn('flex size-5 items-center justify-center rounded text-[11px] font-bold text-white', info.tone)}>
                  {info.mark}
                </span>
              }
              actions={<FlagState flag={flag} on={flagOn} />}
            />
            <CardBody className="flex flex-col gap-5">
              {flagOn && !configured ? (
                <p className="flex items-start gap-1.5 text-xs text-amber-700">
                  <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
                  {t('social.flagOnNoClient', { provider: info.name, flag: t(`flagLabels.${flag}`) })}
                </p>
              ) : null}
              <div className="grid gap-5 md:grid-cols-2">
                <Field label={t('social.clientId')} htmlFor={`${provider}-clientId`} error={providerErrors?.clientId?.message}>
                  <Input
                    id={`${provider}-clientId`}
                    className="font-mono"
                    autoComplete="off"
                    spellCheck={false}
                    invalid={Boolean(providerErrors?.clientId)}
                    {...register(`${provider}.clientId`)}
                  />
                </Field>
                <Field
                  label={t('social.clientSecret')}
                  htmlFor={`${provider}-clientSecret`}
                  hint={t('messaging.secretHint')}
                  error={providerErrors?.clientSecret?.message}
                >
                  <Controller
                    control={control}
                    name={`${provider}.clientSecret`}
                    render={({ field }) => (
                      <SecretInput
                        id={`${provider}-clientSecret`}
                        value={field.value}
                        initial={formState.defaultValues?.[provider]?.clientSecret ?? ''}
                        onChange={field.onChange}
                        disabled={!canWrite}
                        invalid={Boolean(providerErrors?.clientSecret)}
                      />
                    )}
                  />
                </Field>
                <Field
                  label={t('social.issuer')}
                  htmlFor={`${provider}-issuer`}
                  hint={t('social.issuerHint', { issuer: info.issuer })}
                  error={providerErrors?.issuer?.message}
                  className="md:col-span-2"
                >
                  <Input
                    id={`${provider}-issuer`}
                    type="url"
                    className="font-mono"
                    placeholder={info.issuer}
                    invalid={Boolean(providerErrors?.issuer)}
                    {...register(`${provider}.issuer`)}
                  />
                </Field>
              </div>
              <div>
                <p className="text-[13px] font-medium text-slate-700">{t('social.redirectTitle')}</p>
                <p className="mt-0.5 mb-2 text-xs text-slate-500">{t('social.redirectText', { provider: info.name })}</p>
                <ul className="flex flex-col gap-1.5">
                  {socialCallbackUrls(settings.general.domains, provider).map((url) => (
                    <CopyLine key={url} value={url} />
                  ))}
                </ul>
                {settings.general.domains.length === 0 ? <p className="mt-1.5 text-xs text-slate-500">{t('social.noDomains')}</p> : null}
              </div>
            </CardBody>
          </Card>
        );
      })}
    </SectionForm>
  );
}

/** A value to paste elsewhere, with a copy button that says when it worked. */
function CopyLine({ value }: { value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <li className="flex items-center gap-1.5 rounded-md bg-slate-50 py-1 pr-1 pl-3 ring-1 ring-slate-200 ring-inset">
      <code className="min-w-0 flex-1 truncate font-mono text-xs text-slate-700" title={value}>
        {value}
      </code>
      <IconButton
        label={copied ? t('social.copied') : t('social.copy')}
        icon={copied ? <Check className="size-4 text-emerald-600" /> : <Copy className="size-4" />}
        onClick={() =>
          void navigator.clipboard
            ?.writeText(value)
            .then(() => {
              setCopied(true);
              window.setTimeout(() => setCopied(false), 1500);
            })
            .catch(() => undefined)
        }
      />
    </li>
  );
}
