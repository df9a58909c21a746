import { lazy, Suspense } from 'react';

// The QR library stays out of the first-load bundle; a same-size placeholder avoids layout shift.
const QrCode = lazy(() => import('./qr-code.lazy.tsx'));

export function LazyQrCode(props: { value: string; label: string; className?: string }) {
  return (
    <Suspense fallback={<div className={props.className} style={{ background: '#ffffff', borderRadius: 4 }} aria-hidden />}>
      <QrCode {...props} />
    </Suspense>
  );
}
