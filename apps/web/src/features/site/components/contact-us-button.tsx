import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass, type ButtonVariant } from '../../../components/ui/button.tsx';
import { contactLink, type CustomerServiceContact } from './customer-service.ts';

/** Opens the first customer-service entry, as the status screens ask. */
export function ContactUsButton({ entries, variant = 'secondary' }: { entries: readonly CustomerServiceContact[]; variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const first = entries[0];
  if (!first) {
    return (
      <p className="text-sm text-text-muted" role="note">
        {t('status.noContact')}
      </p>
    );
  }
  const link = contactLink(first);
  return (
    <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={buttonClass(variant, 'lg', 'w-full sm:w-auto')}>
      <Headset className="size-5" aria-hidden />
      {t('status.contactUs')}
      {link.external ? <span className="sr-only">({t('app.opensInNewTab')})</span> : null}
    </a>
  );
}
