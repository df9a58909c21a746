// A single-zero (European) roulette wheel drawn in SVG: the 37 pockets in the wheel's real order with their
// numbers and colours. While the ball is in play the wheel turns one way and the ball the other; when the
// drawn pocket arrives both slow down together and the ball comes to rest in that pocket. With reduced motion
// the wheel simply shows the ball in the pocket.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pocketTone } from './roulette-board.tsx';

/** The pockets clockwise from zero, as on every single-zero wheel. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;
const STEP = 360 / WHEEL_ORDER.length;
const FILL = { red: '#c8102e', black: '#18181b', green: '#0f8a4b' } as const;
/** How long the ball takes to settle once the pocket is known; the table shows the result after it. */
export const LANDING_MS = 3000;
const WHEEL_TURN_MS = 5000;
const BALL_TURN_MS = 1400;
const BALL_OUTER = -86;
const BALL_REST = -70;

/** The angle of a pocket's centre on the wheel, clockwise from the top. */
export const pocketAngle = (pocket: number) => WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]) * STEP;

/** A point on a circle of radius `r` at `angle` degrees clockwise from the top. */
function at(r: number, angle: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [r * Math.sin(rad), -r * Math.cos(rad)];
}

function wedge(inner: number, outer: number, from: number, to: number): string {
  const [x1, y1] = at(outer, from);
  const [x2, y2] = at(outer, to);
  const [x3, y3] = at(inner, to);
  const [x4, y4] = at(inner, from);
  return `M${x1} ${y1}A${outer} ${outer} 0 0 1 ${x2} ${y2}L${x3} ${y3}A${inner} ${inner} 0 0 0 ${x4} ${y4}Z`;
}

const reducedMotion = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/** The angle an endless turning animation has reached. */
function angleOf(animation: Animation | null, base: number, turn: number, period: number): number {
  const time = Number(animation?.currentTime ?? 0);
  return base + (turn * (time % period)) / period;
}

export function RouletteWheel({ pocket, spinning }: { pocket: number | null; spinning: boolean }) {
  const { t } = useTranslation();
  const wheel = useRef<SVGGElement>(null);
  const ballTurn = useRef<SVGGElement>(null);
  const ball = useRef<SVGCircleElement>(null);
  // Where the wheel and the ball stand now (degrees), and the animations running.
  const pose = useRef({ wheel: 0, ball: 0, resting: false });
  const running = useRef<Animation[]>([]);
  const landing = useRef<Animation[]>([]);
  const landedOn = useRef<number | null>(null);

  useEffect(() => {
    const [w, b, c] = [wheel.current, ballTurn.current, ball.current];
    if (!w || !b || !c || !w.animate) return;
    const place = (wheelAngle: number, ballAngle: number, resting: boolean) => {
      pose.current = { wheel: wheelAngle, ball: ballAngle, resting };
      w.style.transform = `rotate(${wheelAngle}deg)`;
      b.style.transform = `rotate(${ballAngle}deg)`;
      c.style.transform = `translateY(${resting ? BALL_REST : BALL_OUTER}px)`;
    };
    const stop = () => {
      for (const animation of [...running.current, ...landing.current]) animation.cancel();
      running.current = [];
      landing.current = [];
    };

    if (pocket !== null && landedOn.current !== pocket) {
      // The pocket is known: settle the ball in it.
      const spun = running.current.length > 0;
      const wheelNow = spun ? angleOf(running.current[0]!, pose.current.wheel, 360, WHEEL_TURN_MS) : pose.current.wheel;
      const ballNow = spun ? angleOf(running.current[1]!, pose.current.ball, -360, BALL_TURN_MS) : pose.current.ball;
      stop();
      landedOn.current = pocket;
      const wheelEnd = wheelNow + 300;
      let ballEnd = wheelEnd + pocketAngle(pocket);
      while (ballEnd > ballNow - 900) ballEnd -= 360;
      if (!spun || reducedMotion()) {
        place(wheelEnd, ballEnd, true);
        return;
      }
      // The end pose is set first, so it stays once the landing animation is over.
      place(wheelEnd, ballEnd, true);
      const options = { duration: LANDING_MS, easing: 'cubic-bezier(0.15, 0.6, 0.25, 1)' };
      landing.current = [
        w.animate([{ transform: `rotate(${wheelNow}deg)` }, { transform: `rotate(${wheelEnd}deg)` }], options),
        b.animate([{ transform: `rotate(${ballNow}deg)` }, { transform: `rotate(${ballEnd}deg)` }], options),
        c.animate(
          [
            { transform: `translateY(${BALL_OUTER}px)` },
            { transform: `translateY(${BALL_OUTER}px)`, offset: 0.45 },
            { transform: `translateY(${BALL_REST + 4}px)`, offset: 0.75 },
            { transform: `translateY(${BALL_REST}px)` },
          ],
          options,
        ),
      ];
      return;
    }
    if (spinning && running.current.length === 0 && pocket === null) {
      // Betting closed, the pocket not drawn yet: the wheel turns and the ball runs round the rim.
      landedOn.current = null;
      stop();
      place(pose.current.wheel, pose.current.ball, false);
      if (reducedMotion()) return;
      const { wheel: w0, ball: b0 } = pose.current;
      running.current = [
        w.animate([{ transform: `rotate(${w0}deg)` }, { transform: `rotate(${w0 + 360}deg)` }], { duration: WHEEL_TURN_MS, iterations: Infinity }),
        b.animate([{ transform: `rotate(${b0}deg)` }, { transform: `rotate(${b0 - 360}deg)` }], { duration: BALL_TURN_MS, iterations: Infinity }),
      ];
      return;
    }
    if (!spinning && pocket === null && running.current.length > 0) {
      // The round was called off before a pocket came: stop where the wheel is.
      const wheelNow = angleOf(running.current[0]!, pose.current.wheel, 360, WHEEL_TURN_MS);
      stop();
      place(wheelNow, pose.current.ball, false);
    }
  }, [pocket, spinning]);

  useEffect(
    () => () => {
      for (const animation of [...running.current, ...landing.current]) animation.cancel();
    },
    [],
  );

  return (
    <svg
      viewBox="-100 -100 200 200"
      className="size-44 drop-shadow-xl sm:size-56"
      role="img"
      aria-label={pocket !== null && !spinning ? t('house.live.roulette.wheelAt', { n: pocket }) : t('house.live.roulette.wheel')}
      data-testid="roulette-wheel"
    >
      <defs>
        <radialGradient id="roulette-rim" r="1">
          <stop offset="0.85" stopColor="#7c4a1e" />
          <stop offset="1" stopColor="#3b2210" />
        </radialGradient>
        <radialGradient id="roulette-cone" r="1">
          <stop offset="0" stopColor="#d4a64a" />
          <stop offset="0.35" stopColor="#8a5a24" />
          <stop offset="1" stopColor="#4a2c12" />
        </radialGradient>
      </defs>
      <circle r="99" fill="url(#roulette-rim)" />
      <circle r="91" fill="#1f130a" />
      <g ref={wheel} data-testid="roulette-wheel-pockets">
        {WHEEL_ORDER.map((n, index) => {
          const from = index * STEP - STEP / 2;
          const [tx, ty] = at(82, index * STEP);
          return (
            <g key={n}>
              <path d={wedge(64, 90, from, from + STEP)} fill={FILL[pocketTone(n)]} stroke="#d4a64a" strokeWidth="0.6" />
              <text
                x={tx}
                y={ty}
                fill="#fff"
                fontSize="7.5"
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${index * STEP} ${tx} ${ty})`}
              >
                {n}
              </text>
            </g>
          );
        })}
        <circle r="64" fill="none" stroke="#d4a64a" strokeWidth="1" />
        <circle r="60" fill="url(#roulette-cone)" />
        {[0, 90, 180, 270].map((angle) => (
          <rect key={angle} x="-2" y="-34" width="4" height="30" rx="2" fill="#e8c56a" transform={`rotate(${angle + 45})`} />
        ))}
        <circle r="9" fill="#e8c56a" stroke="#8a5a24" strokeWidth="1.5" />
      </g>
      <g ref={ballTurn}>
        <circle
          ref={ball}
          r="4.2"
          fill="#fafafa"
          stroke="#a1a1aa"
          strokeWidth="0.6"
          style={{ transform: `translateY(${BALL_OUTER}px)` }}
          data-testid="roulette-ball"
        />
      </g>
    </svg>
  );
}
