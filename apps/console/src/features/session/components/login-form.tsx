import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff, KeyRound, LogIn } from 'lucide-react';
import { z } from 'zod';
import { ApiError } from '@orbit/contracts/envelope';
import type { Me } from '@orbit/contracts/console';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useLogin } from '../api/login.ts';
import { CodeInput } from './code-input.tsx';

const loginFormSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1).max(64),
  totpCode: z.string(),
});
type LoginValues = z.input<typeof loginFormSchema>;

export interface Enrolment {
  enrolmentToken: string;
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
  expiresAt: string;
}

export interface LoginFormProps {
  onSession: (session: { token: string; operator: Me }) => void;
  onEnrol: (enrolment: Enrolment) => void;
  notice?: string | null;
}

export function LoginForm({ onSession, onEnrol, notice }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [needsCode, setNeedsCode] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, control, setError, setValue, formState } = useForm<LoginValues, unknown, z.output<typeof loginFormSchema>>({
    resolver: schemaResolver(loginFormSchema, t),
    defaultValues: { username: '', password: '', totpCode: '' },
  });

  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (needsCode && !/^\d{6}$/.test(values.totpCode)) {
      setError('totpCode', { message: t('validation.totpCode') });
      return;
    }
    try {
      const reply = await login.mutateAsync({
        username: values.username,
        password: values.password,
        totpCode: needsCode ? values.totpCode : undefined,
      });
      if (reply.state === 'ok') onSession(reply);
      else onEnrol(reply);
    } catch (error) {
      const code = error instanceof ApiError ? error.errorCode : null;
      if (code === 'totp_required') {
        setNeedsCode(true);
        return;
      }
      if (code === 'totp_invalid') {
        setValue('totpCode', '');
        setError('totpCode', { message: errorMessage(t, error) });
        codeRef.current?.focus();
        return;
      }
      setFormError(errorMessage(t, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {notice && !formError ? <Alert tone="warning">{notice}</Alert> : null}
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Field label={t('login.username')} htmlFor="login-username" error={formState.errors.username?.message}>
        <Input
          id="login-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          readOnly={needsCode}
          invalid={Boolean(formState.errors.username)}
          className="h-10"
          {...register('username')}
        />
      </Field>
      <Field label={t('login.password')} htmlFor="login-password" error={formState.errors.password?.message}>
        <div className="relative">
          <Input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            readOnly={needsCode}
            invalid={Boolean(formState.errors.password)}
            className="h-10 pr-10"
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={showPassword}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-400 hover:text-slate-700"
          >
            {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </button>
        </div>
      </Field>
      {needsCode ? (
        <div className="flex flex-col gap-3 rounded-lg border border-accent-100 bg-accent-50/60 p-4">
          <div className="flex items-start gap-2.5">
            <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
            <p className="text-[13px] text-slate-700">{t('login.codePrompt')}</p>
          </div>
          <Field label={t('login.code')} htmlFor="login-code" error={formState.errors.totpCode?.message}>
            <Controller
              control={control}
              name="totpCode"
              render={({ field }) => (
                <CodeInput
                  id="login-code"
                  ref={(element) => {
                    field.ref(element);
                    codeRef.current = element;
                  }}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                  invalid={Boolean(formState.errors.totpCode)}
                />
              )}
            />
          </Field>
          <button
            type="button"
            className="self-start text-xs font-medium text-accent-700 hover:underline"
            onClick={() => {
              setNeedsCode(false);
              setValue('totpCode', '');
              setValue('password', '');
            }}
          >
            {t('login.differentAccount')}
          </button>
        </div>
      ) : null}
      <Button type="submit" variant="primary" className="mt-1 h-10" loading={login.isPending} icon={<LogIn className="size-4" />}>
        {needsCode ? t('login.verify') : t('login.submit')}
      </Button>
    </form>
  );
}
