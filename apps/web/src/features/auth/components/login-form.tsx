// The login form (Login modal), shared by the dialog and the /login page: tabs for username and
// mobile login (only when SMS login is on), remember and forgot, free play, social sign-in, and the
// "no account, register now" link.
import type { SocialProvider } from '@orbit/contracts/social';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginTab } from '../../../lib/auth-dialogs.ts';
import type { AuthFlags } from '../lib/flags.ts';
import { useRemembered } from '../api/remembered.ts';
import { Checkbox } from './form/checkbox.tsx';
import { FreePlayButton } from './free-play-button.tsx';
import { RememberedAccount } from './remembered-account.tsx';
import { SmsLoginForm } from './sms-login-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { UsernameLoginForm } from './username-login-form.tsx';

export type LoginFlags = Pick<AuthFlags, 'smsLogin' | 'freePlay' | 'googleLogin' | 'facebookLogin' | 'recoverByEmail' | 'recoverBySms'>;

interface LoginFormProps {
  flags: LoginFlags;
  initialTab?: LoginTab | undefined;
  onRegister: () => void;
  onForgot: () => void;
}

export function loginTabs(flags: Pick<LoginFlags, 'smsLogin'>): LoginTab[] {
  return flags.smsLogin ? ['username', 'sms'] : ['username'];
}

export function LoginForm({ flags, initialTab, onRegister, onForgot }: LoginFormProps) {
  const { t } = useTranslation();
  const tabs = loginTabs(flags);
  const [tab, setTab] = useState<LoginTab>(initialTab && tabs.includes(initialTab) ? initialTab : 'username');
  const remembered = useRemembered(true).data;
  const tabsId = useId();
  const providers: SocialProvider[] = [...(flags.googleLogin ? (['google'] as const) : []), ...(flags.facebookLogin ? (['facebook'] as const) : [])];
  const canRecover = flags.recoverByEmail || flags.recoverBySms;

  const options = (remember: boolean, setRemember: (value: boolean) => void) => (
    <div className="flex items-center justify-between gap-3">
      <Checkbox checked={remember} onChange={setRemember}>
        {t('auth.remember')}
      </Checkbox>
      {canRecover ? (
        <button type="button" onClick={onForgot} className="text-sm font-medium text-accent hover:underline">
          {t('auth.forgot')}
        </button>
      ) : null}
    </div>
  );

  return (
    <div className="space-y-5">
      <RememberedAccount />
      {tabs.length > 1 ? (
        <div role="tablist" aria-label={t('auth.loginMethods')} className="grid grid-cols-2 gap-1 rounded-xl bg-background/70 p-1">
          {tabs.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${tabsId}-${key}`}
              aria-selected={tab === key}
              aria-controls={`${tabsId}-panel`}
              onClick={() => setTab(key)}
              className={clsx(
                'h-9 rounded-lg text-sm font-semibold transition',
                tab === key ? 'bg-surface-raised text-accent shadow' : 'text-text-muted hover:text-text',
              )}
            >
              {t(key === 'username' ? 'auth.tabUsername' : 'auth.tabMobile')}
            </button>
          ))}
        </div>
      ) : null}
      <div id={`${tabsId}-panel`} role={tabs.length > 1 ? 'tabpanel' : undefined} aria-labelledby={tabs.length > 1 ? `${tabsId}-${tab}` : undefined}>
        {tab === 'sms' ? (
          <SmsLoginForm options={options} initialMobile={remembered?.type === 'sms' ? (remembered.mobileNum ?? undefined) : undefined} />
        ) : (
          <UsernameLoginForm options={options} />
        )}
      </div>
      {flags.freePlay ? <FreePlayButton /> : null}
      <SocialButtons providers={providers} />
      <p className="text-center text-sm text-text-muted">
        {t('auth.noAccount')}{' '}
        <button type="button" onClick={onRegister} className="font-semibold text-accent hover:underline">
          {t('auth.registerNow')}
        </button>
      </p>
    </div>
  );
}
