// The after-login modal: a welcome (a first login gets its own words) and quick links.
import { ArrowDownToLine, BadgePercent, Gamepad2, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { closeAuthDialog } from '../../../lib/auth-dialogs.ts';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useMemberInfo } from '../api/get-member-info.ts';

interface QuickLink {
  to: string;
  key: 'deposit' | 'securityCenter' | 'games' | 'promotions';
  icon: LucideIcon;
  members: boolean;
}

const LINKS: readonly QuickLink[] = [
  { to: '/member/depositv2', key: 'deposit', icon: ArrowDownToLine, members: true },
  { to: '/member/securityCenter', key: 'securityCenter', icon: ShieldCheck, members: true },
  { to: '/rng', key: 'games', icon: Gamepad2, members: false },
  { to: '/promotions', key: 'promotions', icon: BadgePercent, members: false },
];

export function AfterLoginDialogContent({ account, firstTimeLogin, siteName }: { account: string; firstTimeLogin: boolean; siteName: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const info = useMemberInfo(session.token).data;
  const name = info?.nickname || account;
  // A trial account cannot deposit or open the member centre.
  const links = LINKS.filter((link) => !link.members || session.isAgent !== TRIAL_TYPE);
  return (
    <DialogContent title={t(firstTimeLogin ? 'auth.welcomeFirst' : 'auth.welcomeBack', { name })} description={t('auth.welcomeBody', { siteName })}>
      <nav aria-label={t('auth.quickLinks')} className="grid grid-cols-2 gap-3 px-5 py-5">
        {links.map((link) => (
          <Link
            key={link.key}
            to={link.to}
            onClick={closeAuthDialog}
            className="flex flex-col items-center gap-2 rounded-xl border border-border bg-background/60 px-3 py-4 text-sm font-semibold transition hover:border-accent/60 hover:text-accent"
          >
            <link.icon className="size-6 text-accent" aria-hidden />
            {t(`auth.quick.${link.key}`)}
          </Link>
        ))}
      </nav>
    </DialogContent>
  );
}
