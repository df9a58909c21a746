import { useEffect } from 'react';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';

/** Sets the browser tab title to "<page> · <site name>". */
export function usePageTitle(title: string | null): void {
  const { branding } = useWhitelabel();
  useEffect(() => {
    document.title = title ? `${title} · ${branding.siteName}` : branding.siteName;
  }, [title, branding.siteName]);
}
