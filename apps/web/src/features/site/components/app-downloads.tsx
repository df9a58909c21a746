// App download entries from the merchant's resources: a QR code and a download link for each platform.
import type { Whitelabel } from '@orbit/contracts/site';
import { Apple, Download, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LazyQrCode } from '../../../components/ui/lazy-qr-code.tsx';
import { absoluteUrl } from '../../../lib/format.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';

export type AppResource = Whitelabel['resources'][number];

export function useResourceLabel(): (resource: AppResource) => string {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const chinese = language.code === 'CN' || language.code === 'TW';
  return (resource) => (chinese ? resource.labelNameCn : resource.labelNameEn) || t(`resources.${resource.resourceType}`);
}

/** QR cards; `size` picks the small right-bar cards or the larger page cards. */
export function AppDownloads({ resources, size = 'md' }: { resources: readonly AppResource[]; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const labelOf = useResourceLabel();
  return (
    <ul className={size === 'sm' ? 'grid grid-cols-2 gap-3' : 'flex flex-wrap justify-center gap-4 lg:justify-start'}>
      {resources.map((resource) => {
        const label = labelOf(resource);
        const Icon = resource.resourceType === 'android' ? Smartphone : Apple;
        const url = absoluteUrl(resource.url);
        return (
          <li
            key={`${resource.resourceType}-${resource.url}`}
            className={
              size === 'sm'
                ? 'rounded-xl border border-border bg-surface-raised/60 p-2 text-center'
                : 'w-36 rounded-2xl border border-border bg-surface-raised/70 p-3 text-center sm:w-40'
            }
          >
            <LazyQrCode
              value={url}
              label={t('resources.qrAlt', { label })}
              className={size === 'sm' ? 'mx-auto size-24 rounded' : 'mx-auto size-28 rounded-md sm:size-32'}
            />
            <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm', 'mt-2 w-full')}>
              <Icon className="size-4" aria-hidden />
              <span className="truncate">{label}</span>
              <Download className="size-3.5 opacity-70" aria-hidden />
              <span className="sr-only">({t('app.opensInNewTab')})</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
