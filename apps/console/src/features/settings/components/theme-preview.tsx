import { useTranslation } from 'react-i18next';
import type { Branding, ThemeColourKey } from '@orbit/contracts/settings';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A miniature of the member site in the chosen colours, so an operator sees the theme before saving it. */
export function ThemePreview({ colours, siteName, logoUrl }: { colours: Record<ThemeColourKey, string>; siteName: string; logoUrl: string | null }) {
  const { t } = useTranslation();
  const c = (key: ThemeColourKey) => (HEX.test(colours[key]) ? colours[key] : '#888888');
  return (
    <div
      aria-label={t('branding.previewLabel')}
      role="img"
      className="overflow-hidden rounded-lg border border-slate-200 shadow-sm"
      style={{ background: c('background'), color: c('text') }}
    >
      <div className="flex items-center justify-between px-4 py-2.5" style={{ background: c('surface'), borderBottom: `1px solid ${c('border')}` }}>
        <div className="flex items-center gap-2">
          {logoUrl ? (
            <img src={logoUrl} alt="" className="h-6 max-w-24 object-contain" />
          ) : (
            <span className="size-5 rounded" style={{ background: c('accent') }} />
          )}
          <span className="text-[13px] font-semibold">{siteName || '—'}</span>
        </div>
        <span className="rounded px-2.5 py-1 text-[11px] font-semibold" style={{ background: c('accent'), color: c('accentText') }}>
          {t('branding.previewDeposit')}
        </span>
      </div>
      <div className="grid grid-cols-3 gap-2.5 p-4">
        {[0, 1, 2].map((index) => (
          <div key={index} className="rounded-md p-2.5" style={{ background: c('surfaceRaised'), border: `1px solid ${c('border')}` }}>
            <div className="mb-2 aspect-[4/3] rounded" style={{ background: `linear-gradient(135deg, ${c('accent')}55, ${c('surface')})` }} />
            <p className="truncate text-[11px] font-medium">{t('branding.previewGame', { n: index + 1 })}</p>
            <p className="truncate text-[10px]" style={{ color: c('textMuted') }}>
              {t('branding.previewVendor')}
            </p>
          </div>
        ))}
      </div>
      <div className="flex items-center justify-between px-4 pb-4 text-[11px]">
        <span style={{ color: c('textMuted') }}>{t('branding.previewLastRound')}</span>
        <span className="flex gap-3 font-semibold tabular">
          <span style={{ color: c('success') }}>+ 1,250.00</span>
          <span style={{ color: c('danger') }}>− 300.00</span>
        </span>
      </div>
    </div>
  );
}

export const THEME_PRESETS: Record<'midnight' | 'daylight', Branding['theme']> = {
  midnight: {
    mode: 'dark',
    colours: {
      background: '#0b1120',
      surface: '#121a2e',
      surfaceRaised: '#1a2440',
      border: '#26324f',
      text: '#e8ecf5',
      textMuted: '#8a96b3',
      accent: '#f5b942',
      accentText: '#1a1300',
      success: '#22c55e',
      danger: '#ef4444',
    },
  },
  daylight: {
    mode: 'light',
    colours: {
      background: '#f4f6fb',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      border: '#dde3ee',
      text: '#111827',
      textMuted: '#5b6476',
      accent: '#1d4ed8',
      accentText: '#ffffff',
      success: '#15803d',
      danger: '#dc2626',
    },
  },
};
