// The shared frame of the full-page states (maintenance, restriction, unreachable): brand, centred card.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';

export interface StatusBranding {
  siteName: string;
  logoUrl: string | null;
  copyright: string;
}

interface StatusScreenFrameProps {
  branding: StatusBranding;
  icon: LucideIcon;
  tone: 'accent' | 'danger';
  title: string;
  toolbar?: ReactNode;
  children: ReactNode;
}

export function StatusScreenFrame({ branding, icon: Icon, tone, title, toolbar, children }: StatusScreenFrameProps) {
  const { t } = useTranslation();
  // An empty copyright line reads in the visitor's language, as in the footer.
  const copyright = branding.copyright || t('footer.copyrightFallback', { year: new Date().getFullYear(), siteName: branding.siteName });
  const ring = tone === 'danger' ? 'bg-danger/15 text-danger ring-danger/30' : 'bg-accent/15 text-accent ring-accent/30';
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-background text-text">
      <div className="pointer-events-none absolute inset-0" aria-hidden>
        <div className="absolute -top-40 left-1/2 h-96 w-[56rem] max-w-[160vw] -translate-x-1/2 rounded-full bg-accent/15 blur-3xl" />
        <div className="absolute right-[-10rem] bottom-[-12rem] size-[28rem] rounded-full bg-surface-raised blur-3xl" />
        <div
          className="absolute inset-0 opacity-[0.07]"
          style={{
            backgroundImage: 'linear-gradient(var(--color-text) 1px, transparent 1px), linear-gradient(90deg, var(--color-text) 1px, transparent 1px)',
            backgroundSize: '48px 48px',
            maskImage: 'radial-gradient(ellipse at center, black 20%, transparent 70%)',
          }}
        />
      </div>
      <header className="relative z-10 flex items-center justify-between gap-4 px-5 py-4 sm:px-8 sm:py-6">
        <BrandLogo logoUrl={branding.logoUrl} siteName={branding.siteName} className="h-9 sm:h-11" />
        {toolbar}
      </header>
      <main className="relative z-10 flex flex-1 items-center justify-center px-4 pb-10 sm:px-6">
        <section
          aria-labelledby="status-title"
          className="w-full max-w-lg rounded-3xl border border-border bg-surface/90 p-6 text-center shadow-2xl shadow-black/40 backdrop-blur sm:p-10"
        >
          <div className={`mx-auto mb-6 flex size-20 items-center justify-center rounded-full ring-8 ${ring}`}>
            <Icon className="size-9" aria-hidden />
          </div>
          <h1 id="status-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h1>
          {children}
        </section>
      </main>
      <footer className="relative z-10 px-4 pb-6 text-center text-xs text-text-muted">{copyright}</footer>
    </div>
  );
}
