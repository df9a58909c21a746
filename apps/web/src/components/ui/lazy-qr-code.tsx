import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The QR library stays out of the first-load bundle, and is fetched only once a code comes near the screen
// (the home page's app download codes sit below the fold on a phone); a same-size placeholder avoids layout shift.
const QrCode = lazy(() => import('./qr-code.lazy.tsx'));

export function LazyQrCode(props: { value: string; label: string; className?: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const box = <div ref={placeholder} className={props.className} style={{ background: '#ffffff', borderRadius: 4 }} aria-hidden />;
  if (!near) return box;
  return (
    <Suspense fallback={box}>
      <QrCode {...props} />
    </Suspense>
  );
}
