import { useRef, useState } from 'react';

/**
 * State for an overlay whose code loads on first use (keeping the dialog library out of the first load):
 * `mounted` turns on at the first open and stays on so the closing animation and focus return still run.
 */
export function useLazyOverlay<T extends HTMLElement>(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<T>(null);
  return {
    open,
    mounted,
    triggerRef,
    setOpen,
    toggle: () => {
      setMounted(true);
      setOpen((value) => !value);
    },
    /** Start fetching the overlay's code when the pointer or focus reaches its button. */
    warmUp: () => void preload().catch(() => undefined),
  };
}
