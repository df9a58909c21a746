// Google and Facebook sign-in buttons (when the merchant enables them). The browser leaves for the
// provider and comes back with ?socialTicket= (handled by the dialogs' host).
import type { SocialProvider } from '@orbit/contracts/social';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startSocialLogin } from '../api/social.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { FormError } from './form/form-error.tsx';

function ProviderMark({ provider }: { provider: SocialProvider }) {
  // Our own simple marks in the providers' colours, not their logos.
  return provider === 'google' ? (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden>
      <circle cx="10" cy="10" r="10" fill="#fff" />
      <path d="M14.6 9.1H10v2h2.6c-.3 1.2-1.3 2-2.6 2a2.9 2.9 0 1 1 1.9-5.1l1.4-1.4A4.9 4.9 0 1 0 14.9 10c0-.3 0-.6-.1-.9Z" fill="#4285F4" />
    </svg>
  ) : (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden>
      <circle cx="10" cy="10" r="10" fill="#1877F2" />
      <path d="M11 16v-5h1.7l.3-2H11V7.8c0-.6.2-1 1-1h1V5.1a12 12 0 0 0-1.5-.1C10 5 9 6 9 7.6V9H7.3v2H9v5h2Z" fill="#fff" />
    </svg>
  );
}

/** Where to come back to after the provider: this page, without any leftover sign-in parameters. */
function returnPath(): string {
  const url = new URL(window.location.href);
  for (const name of ['socialTicket', 'socialError']) url.searchParams.delete(name);
  const path = url.pathname + url.search;
  return path.startsWith('//') ? '/' : path;
}

export function SocialButtons({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    setFailure(null);
    try {
      const { authorizationUrl } = await startSocialLogin(provider, returnPath());
      window.location.assign(authorizationUrl);
    } catch (error) {
      setFailure(errorText(error));
      setBusy(null);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-text-muted">
        <span className="h-px flex-1 bg-border" aria-hidden />
        {t('auth.orContinueWith')}
        <span className="h-px flex-1 bg-border" aria-hidden />
      </div>
      {/* One provider takes the whole row; a lone half-width button looked misplaced. */}
      <div className={clsx('grid gap-2', providers.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            onClick={() => void start(provider)}
            disabled={busy !== null}
            className="flex h-10 items-center justify-center gap-2 rounded-lg border border-border bg-background/60 text-sm font-medium transition hover:border-accent/60 disabled:opacity-60"
          >
            <ProviderMark provider={provider} />
            {t(`auth.social.${provider}`)}
          </button>
        ))}
      </div>
      <FormError message={failure} />
    </div>
  );
}
