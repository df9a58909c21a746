import { clsx } from 'clsx';
import { useState } from 'react';

/** The merchant's logo image, or its name in text when there is no logo (or it fails to load). */
export function BrandLogo({ logoUrl, siteName, className }: { logoUrl: string | null; siteName: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return <img src={logoUrl} alt={siteName} className={clsx('h-10 w-auto', className)} onError={() => setFailed(true)} />;
  }
  return <span className={clsx('text-xl font-extrabold tracking-tight text-accent', className)}>{siteName}</span>;
}
