// The footer's partner strip (docs/games.md): the marks of the merchant's game vendors, all but TCG_SEA (the
// server marks each vendor's partnerStrip). Nothing shows until there are vendors.
import { useTranslation } from 'react-i18next';
import { useVendors } from '../api/get-vendors.ts';

export function PartnerStrip() {
  const { t } = useTranslation();
  const vendors = useVendors();
  const partners = (vendors.data ?? []).filter((vendor) => vendor.partnerStrip);
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="footer-partners" className="mb-10" data-testid="partner-strip">
      <h2 id="footer-partners" className="mb-4 text-sm font-semibold tracking-wide text-text uppercase">
        {t('footer.partners')}
      </h2>
      <ul className="flex flex-wrap items-center gap-x-8 gap-y-4">
        {partners.map((vendor) => (
          <li key={vendor.vendorCode} title={vendor.name}>
            <img
              src={vendor.logoUrl}
              alt={vendor.name}
              loading="lazy"
              className="h-8 w-auto max-w-32 object-contain opacity-60 grayscale transition hover:opacity-100 hover:grayscale-0"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
