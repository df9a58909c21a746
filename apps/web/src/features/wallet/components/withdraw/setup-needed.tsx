// What a withdrawal (or an upline transfer) needs first and where to set it: the real name (the payee of
// every bank account) and the payment password, both in My account.
import { BadgeCheck, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button.tsx';

export function SetupNeeded({ realName, paymentPassword, purpose }: { realName: boolean; paymentPassword: boolean; purpose: 'withdraw' | 'upline' }) {
  const { t } = useTranslation();
  if (!realName && !paymentPassword) return null;
  return (
    <section className="space-y-3 rounded-2xl border border-accent/40 bg-accent/10 p-4" data-testid="setup-needed">
      <h2 className="font-semibold">{t(`wallet.setup.${purpose}Title`)}</h2>
      <p className="text-sm text-text-muted">{t(`wallet.setup.${purpose}Body`)}</p>
      <div className="flex flex-wrap gap-2">
        {realName ? (
          <ButtonLink to="/member/securityCenter#profile" replace size="sm">
            <BadgeCheck className="size-4" aria-hidden />
            {t('wallet.setup.realName')}
          </ButtonLink>
        ) : null}
        {paymentPassword ? (
          <ButtonLink to="/member/securityCenter#payment-password" replace size="sm" variant={realName ? 'outline' : 'primary'}>
            <LockKeyhole className="size-4" aria-hidden />
            {t('wallet.setup.paymentPassword')}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
