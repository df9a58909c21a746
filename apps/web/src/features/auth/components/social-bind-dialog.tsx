// The binding of a new Google or Facebook identity (docs/members.md): link it to an account
// the member already has, or register a new one. Once confirmed it cannot be changed or unlinked, so a
// confirmation says so before the call.
import { clsx } from 'clsx';
import { Link2, TriangleAlert, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import type { SocialBindOffer } from '../../../lib/auth-dialogs.ts';
import { bindSocialLogin } from '../api/social.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { Field, TextInput } from './form/field.tsx';
import { FormError } from './form/form-error.tsx';
import { PasswordInput } from './form/password-input.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { focusFirstInvalid } from '../lib/focus.ts';

type Mode = 'link' | 'register';
type Errors = Partial<Record<'username' | 'password', string>>;

export function SocialBindDialogContent({ offer }: { offer: SocialBindOffer }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { finish } = useFinishLogin();
  const [mode, setMode] = useState<Mode>('link');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [affiliateCode, setAffiliateCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const provider = t(`auth.social.${offer.provider}`);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      username: username.trim() ? undefined : t('register.errors.required'),
      password: mode === 'register' || password ? undefined : t('register.errors.required'),
    };
    setErrors(next);
    setFailure(null);
    if (!next.username && !next.password) setConfirming(true);
    else focusFirstInvalid(event.currentTarget);
  };

  const bind = async () => {
    setBusy(true);
    try {
      const session = await bindSocialLogin(
        mode === 'link'
          ? { mode, bindToken: offer.bindToken, username: username.trim(), password }
          : { mode, bindToken: offer.bindToken, username: username.trim(), affiliateCode: affiliateCode.trim() || undefined },
      );
      setConfirming(false);
      finish(session, 'social');
    } catch (error) {
      setConfirming(false);
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const modes: { key: Mode; icon: typeof Link2 }[] = [
    { key: 'link', icon: Link2 },
    { key: 'register', icon: UserPlus },
  ];

  return (
    <DialogContent title={t('auth.bindTitle', { provider })} description={offer.email ?? offer.name ?? undefined}>
      <form onSubmit={review} noValidate className="space-y-4 px-5 py-5">
        <div role="radiogroup" aria-label={t('auth.bindChoice')} className="grid grid-cols-2 gap-2">
          {modes.map(({ key, icon: Icon }) => (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={mode === key}
              onClick={() => setMode(key)}
              className={clsx(
                'flex flex-col items-start gap-1 rounded-lg border px-3 py-2.5 text-start text-sm transition',
                mode === key ? 'border-accent bg-accent/10' : 'border-border text-text-muted hover:border-accent/50',
              )}
            >
              <Icon className="size-4 text-accent" aria-hidden />
              <span className="font-semibold text-text">{t(key === 'link' ? 'auth.bindLink' : 'auth.bindRegister')}</span>
              <span className="text-xs">{t(key === 'link' ? 'auth.bindLinkHelp' : 'auth.bindRegisterHelp')}</span>
            </button>
          ))}
        </div>
        <Field label={t('auth.username')} error={errors.username} required>
          {(ids) => (
            // Focus starts here: the dialog opens on arriving back from the provider, with nothing clicked yet
            // (the close button would otherwise take focus and show its ring).
            <TextInput
              ids={ids}
              autoFocus
              autoComplete="username"
              autoCapitalize="off"
              maxLength={64}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          )}
        </Field>
        {mode === 'link' ? (
          <Field label={t('auth.password')} error={errors.password} required>
            {(ids) => (
              <PasswordInput ids={ids} autoComplete="current-password" maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} />
            )}
          </Field>
        ) : (
          <Field label={t('register.fields.affiliateCode')}>
            {(ids) => <TextInput ids={ids} maxLength={64} value={affiliateCode} onChange={(e) => setAffiliateCode(e.target.value)} />}
          </Field>
        )}
        <p className="flex gap-2 rounded-lg border border-accent/30 bg-accent/5 px-3 py-2 text-xs text-text-muted">
          <TriangleAlert className="size-4 shrink-0 text-accent" aria-hidden />
          {t('auth.bindFinal')}
        </p>
        <FormError message={failure} />
        <SubmitButton busy={busy}>{t('auth.bindContinue')}</SubmitButton>
      </form>
      <MessageDialog
        open={confirming}
        title={t('auth.bindConfirmTitle')}
        onClose={() => setConfirming(false)}
        onConfirm={() => void bind()}
        confirmLabel={t('auth.bindConfirm')}
        busy={busy}
        icon={TriangleAlert}
      >
        {t(mode === 'link' ? 'auth.bindConfirmLink' : 'auth.bindConfirmRegister', { provider, account: username.trim() })}
      </MessageDialog>
    </DialogContent>
  );
}
