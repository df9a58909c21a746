// The login modal: the w_login banner when the merchant has one, then the login form.
import type { Whitelabel } from '@orbit/contracts/site';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { openAuthDialog, type LoginTab } from '../../../lib/auth-dialogs.ts';
import { pickLocalized } from '../../../lib/format.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { LoginForm, type LoginFlags } from './login-form.tsx';

interface LoginDialogProps {
  flags: LoginFlags;
  banners: Whitelabel['banners'];
  tab?: LoginTab | undefined;
  expired: boolean;
}

export function LoginDialogContent({ flags, banners, tab, expired }: LoginDialogProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const banner = banners.find((entry) => entry.groupName === 'w_login');
  return (
    <DialogContent title={t('auth.loginTitle')} description={t('auth.loginSubtitle')}>
      {banner ? <img src={banner.imageUrl} alt={pickLocalized(banner.title, language.code)} className="h-auto w-full" width={800} height={300} /> : null}
      <div className="space-y-4 px-5 py-5">
        {expired ? (
          <p role="status" className="flex items-center gap-2 rounded-lg bg-accent/10 px-3 py-2 text-sm text-accent">
            <Clock className="size-4 shrink-0" aria-hidden />
            {t('errors.session_expired')}
          </p>
        ) : null}
        <LoginForm flags={flags} initialTab={tab} onRegister={() => openAuthDialog({ kind: 'register' })} onForgot={() => openAuthDialog({ kind: 'forgot' })} />
      </div>
    </DialogContent>
  );
}
