// The home banner carousel: auto-advancing, pausable, keyboard and screen-reader friendly (WAI-ARIA
// carousel pattern), swipeable on touch. Off-screen slides are inert so focus never lands on them.
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { usePrefersReducedMotion } from '../../../lib/use-media-query.ts';

export interface BannerSlide {
  id: string;
  imageUrl: string;
  link: string | null;
  alt: string;
}

const ADVANCE_MS = 6000;
const SWIPE_PX = 40;

function SlideImage({ slide, eager, width, height }: { slide: BannerSlide; eager: boolean; width: number; height: number }) {
  return (
    <img
      src={slide.imageUrl}
      alt={slide.alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      className="block h-full w-full object-cover"
    />
  );
}

function SlideLink({ slide, children }: { slide: BannerSlide; children: ReactNode }) {
  if (!slide.link) return <>{children}</>;
  if (slide.link.startsWith('/'))
    return (
      <Link to={slide.link} className="block h-full">
        {children}
      </Link>
    );
  return (
    <a href={slide.link} target="_blank" rel="noopener noreferrer" className="block h-full">
      {children}
    </a>
  );
}

export function BannerCarousel({ slides, width, height }: { slides: readonly BannerSlide[]; width: number; height: number }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const rtl = useCurrentLanguage().dir === 'rtl';
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;
  const current = Math.min(index, count - 1);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const rotating = count > 1 && !pausedByUser && !reducedMotion;

  useEffect(() => {
    if (!rotating || hovering || focusWithin) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((value) => (value + 1) % count);
    }, ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, hovering, focusWithin, count]);

  if (count === 0) return null;

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  }
  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const delta = (event.clientX - swipeStart.current) * (rtl ? -1 : 1);
    swipeStart.current = null;
    if (Math.abs(delta) >= SWIPE_PX) go(current + (delta < 0 ? 1 : -1));
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="group relative overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl shadow-black/30"
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <div
        className="relative touch-pan-y"
        style={{ aspectRatio: `${width} / ${height}` }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(${(rtl ? 1 : -1) * current * 100}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, position) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: position + 1, total: count })}
              className="h-full w-full shrink-0"
              inert={position !== current}
            >
              <SlideLink slide={slide}>
                <SlideImage slide={slide} eager={position === 0} width={width} height={height} />
              </SlideLink>
            </div>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label={t('carousel.previous')}
            className="absolute start-3 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 text-white opacity-0 backdrop-blur transition group-hover:opacity-100 hover:bg-black/65 focus-visible:opacity-100 sm:flex"
          >
            <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label={t('carousel.next')}
            className="absolute end-3 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 text-white opacity-0 backdrop-blur transition group-hover:opacity-100 hover:bg-black/65 focus-visible:opacity-100 sm:flex"
          >
            <ChevronRight className="size-5 rtl:rotate-180" aria-hidden />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-1 sm:bottom-3">
            {!reducedMotion ? (
              <button
                type="button"
                onClick={() => setPausedByUser((value) => !value)}
                aria-label={pausedByUser ? t('carousel.play') : t('carousel.pause')}
                className="flex size-8 items-center justify-center rounded-full text-white/90 transition hover:bg-black/40"
              >
                {pausedByUser ? <Play className="size-3.5 fill-current" aria-hidden /> : <Pause className="size-3.5 fill-current" aria-hidden />}
              </button>
            ) : null}
            <div className="flex items-center rounded-full bg-black/35 px-1 backdrop-blur">
              {slides.map((slide, position) => (
                <button
                  key={slide.id}
                  type="button"
                  onClick={() => go(position)}
                  aria-label={t('carousel.goTo', { index: position + 1 })}
                  aria-current={position === current ? 'true' : undefined}
                  className="flex h-8 min-w-6 items-center justify-center px-1"
                >
                  <span
                    className={clsx('block h-1.5 rounded-full transition-all', position === current ? 'w-6 bg-accent' : 'w-1.5 bg-white/70 hover:bg-white')}
                    aria-hidden
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
