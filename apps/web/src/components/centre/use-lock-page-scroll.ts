import { useEffect } from 'react';

/** While the full-screen phone layer is up, the page under it must not scroll along. */
export function useLockPageScroll(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [active]);
}
