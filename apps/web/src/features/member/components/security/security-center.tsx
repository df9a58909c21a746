// "My account" (securityCenter, the member centre's default page): profile, the account's protections,
// login history and responsible-gaming settings, each as a card.
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { useMemberInfo } from '../../api/get-member-info.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { FormMessage } from '../form-bits.tsx';
import { EmailCard } from './email-card.tsx';
import { LoginHistoryCard } from './login-history-card.tsx';
import { MobileCard } from './mobile-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { PaymentPasswordCard } from './payment-password-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ResponsibleGamingCard } from './responsible-gaming-card.tsx';
import { TotpCard } from './totp-card.tsx';

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" role="status" aria-label={t('app.loading')}>
      <div className="h-44 animate-pulse rounded-2xl bg-surface-raised/60" />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-20 animate-pulse rounded-2xl bg-surface-raised/60" />
        ))}
      </div>
    </div>
  );
}

export function SecurityCenter() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const { hash } = useLocation();
  const loaded = info.data !== undefined;

  useEffect(() => {
    // A link to one card (the session reminder's "review my limits" goes to #responsible-gaming).
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  if (info.isPending) return <Skeleton />;
  if (!info.data) {
    return (
      <div className="space-y-3">
        <FormMessage kind="error">{t(errorKey(info.error))}</FormMessage>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          {t('app.tryAgain')}
        </Button>
      </div>
    );
  }

  const member = info.data;
  return (
    <div className="space-y-8">
      <ProfileCard info={member} />
      <section aria-labelledby="security-heading" className="space-y-4">
        <h2 id="security-heading" className="text-lg font-semibold">
          {t('member.security.title')}
        </h2>
        <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2">
          <PasswordCard account={member.account} />
          <PaymentPasswordCard hasPaymentPassword={member.hasPaymentPassword} />
          <MobileCard maskedMobile={member.maskedMobile} dialingCode={member.countryDialingCode} />
          <EmailCard maskedEmail={member.maskedEmail} />
          <TotpCard enabled={member.totpEnabled} />
        </div>
        <LoginHistoryCard />
      </section>
      <section aria-labelledby="rg-heading" className="space-y-4">
        <h2 id="rg-heading" className="text-lg font-semibold">
          {t('member.rg.heading')}
        </h2>
        <ResponsibleGamingCard state={member.responsibleGaming} />
      </section>
    </div>
  );
}
