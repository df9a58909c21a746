// The shooter's canvas: runs the sea (sea-world.ts) at the display's frame rate, sized to its box and the
// screen's pixel density, and reports which fish a tap or click picked. The sight's position is also kept
// on the element (data-sight) so assistive tools and the journeys can find the fish the Fire button aims at.
import { useEffect, useRef } from 'react';
import { drawSea } from './sea-render.ts';
import type { SeaWorld, SwimmingFish } from './sea-world.ts';

export function SeaCanvas({ world, level, label, onPick }: { world: SeaWorld; level: number; label: string; onPick: (fish: SwimmingFish) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const levelRef = useRef(level);
  levelRef.current = level;

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const fit = () => {
      const box = element.getBoundingClientRect();
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      element.width = Math.round(box.width * ratio);
      element.height = Math.round(box.height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      world.resize(box.width, box.height);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    let frame = 0;
    let last = performance.now();
    let sightShown = 0;
    const tick = (now: number) => {
      // A long pause (a hidden tab) should not teleport the fish.
      const dt = Math.min(0.05, (now - last) / 1000);
      last = now;
      world.step(dt);
      const sight = world.autoTarget();
      drawSea(ctx, world, sight, levelRef.current);
      if (now - sightShown > 200) {
        sightShown = now;
        element.dataset.sight = sight ? `${Math.round(sight.x)},${Math.round(sight.y)}` : '';
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [world]);

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      className="block size-full cursor-crosshair touch-manipulation"
      data-testid="fish-sea"
      onPointerDown={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const fish = world.fishAt(event.clientX - box.left, event.clientY - box.top);
        if (fish) onPick(fish);
      }}
    />
  );
}
