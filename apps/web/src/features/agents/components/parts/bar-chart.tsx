// A small hand-drawn SVG bar chart of one figure per day (no chart library: the agent chunk stays small).
// Bars grow from zero, so a negative day (the team's win/loss) hangs below the axis. The numbers here only
// place the bars; amounts are shown from their strings.
import { clsx } from 'clsx';

export interface ChartPoint {
  day: string;
  value: number;
  /** What a person reads for this point (an amount with its symbol, a count). */
  label: string;
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, bottom: 26, start: 8, end: 8 };

export function BarChart({ points, title, testId }: { points: readonly ChartPoint[]; title: string; testId?: string }) {
  const max = Math.max(0, ...points.map((point) => point.value));
  const min = Math.min(0, ...points.map((point) => point.value));
  const span = max - min || 1;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + ((max - value) / span) * plotHeight;
  const zero = y(0);
  const slot = (WIDTH - PAD.start - PAD.end) / Math.max(1, points.length);
  const barWidth = Math.max(2, Math.min(36, slot * 0.6));
  // Label about eight days across, whatever the range.
  const every = Math.max(1, Math.ceil(points.length / 8));
  return (
    <figure data-testid={testId}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className="h-auto w-full" preserveAspectRatio="none">
        <line x1={PAD.start} x2={WIDTH - PAD.end} y1={zero} y2={zero} className="stroke-border" strokeWidth={1} />
        {points.map((point, index) => {
          const x = PAD.start + slot * index + (slot - barWidth) / 2;
          const top = Math.min(y(point.value), zero);
          const height = Math.max(point.value === 0 ? 0 : 1.5, Math.abs(y(point.value) - zero));
          return (
            <g key={point.day}>
              <rect x={x} y={top} width={barWidth} height={height} rx={2} className={clsx(point.value < 0 ? 'fill-danger' : 'fill-accent')} opacity={0.85}>
                <title>{`${point.day}: ${point.label}`}</title>
              </rect>
              {index % every === 0 ? (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-text-muted" fontSize={11}>
                  {point.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}
