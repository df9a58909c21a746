// The fish, drawn on a canvas by hand (every image is our own): one body shape with per-species
// colours, size and marks. Drawn facing right at the origin; the caller flips and moves the context.

export interface FishLook {
  /** Half the body length in CSS pixels. */
  size: number;
  body: string;
  belly: string;
  fin: string;
  marks?: 'stripes' | 'spikes' | 'spots' | 'bill' | 'tentacles' | 'shell' | 'wings' | 'crown' | 'fin';
}

export const FISH_LOOKS: Readonly<Record<string, FishLook>> = {
  clownfish: { size: 15, body: '#ff7a1a', belly: '#ffb366', fin: '#1b1b1b', marks: 'stripes' },
  angelfish: { size: 17, body: '#ffd23f', belly: '#fff3b0', fin: '#3a86ff', marks: 'fin' },
  pufferfish: { size: 19, body: '#c9b26b', belly: '#f4ecd0', fin: '#8a7a3f', marks: 'spikes' },
  lionfish: { size: 22, body: '#d7263d', belly: '#ffd6d6', fin: '#f7e1d7', marks: 'stripes' },
  turtle: { size: 26, body: '#3c9d5d', belly: '#9ee6a8', fin: '#2d6a4f', marks: 'shell' },
  stingray: { size: 30, body: '#5b6c8f', belly: '#c8d3ea', fin: '#3d4a66', marks: 'wings' },
  swordfish: { size: 34, body: '#2e6fbd', belly: '#cfe3ff', fin: '#1d4b85', marks: 'bill' },
  shark: { size: 42, body: '#708090', belly: '#e6edf3', fin: '#4a5866', marks: 'fin' },
  octopus: { size: 34, body: '#b14fc5', belly: '#e9b8f2', fin: '#7b2f8a', marks: 'tentacles' },
  whale: { size: 58, body: '#28527a', belly: '#a9c6e8', fin: '#1b3a57', marks: 'spots' },
  'golden-dragon': { size: 54, body: '#f2b705', belly: '#fff1a8', fin: '#d1495b', marks: 'crown' },
};

const fallback: FishLook = { size: 18, body: '#88c', belly: '#ccf', fin: '#557' };
export const lookOf = (fishId: string): FishLook => FISH_LOOKS[fishId] ?? fallback;

/** Draws one fish facing right, centred at (0, 0); `phase` waves the tail. */
export function drawFish(ctx: CanvasRenderingContext2D, fishId: string, phase: number) {
  const look = lookOf(fishId);
  const s = look.size;
  const wag = Math.sin(phase) * s * 0.18;
  if (look.marks === 'tentacles') return drawOctopus(ctx, look, phase);
  if (look.marks === 'wings') return drawRay(ctx, look, phase);
  ctx.fillStyle = look.fin;
  // Tail.
  ctx.beginPath();
  ctx.moveTo(-s * 0.8, 0);
  ctx.lineTo(-s * 1.45, -s * 0.55 + wag);
  ctx.lineTo(-s * 1.3, wag * 0.5);
  ctx.lineTo(-s * 1.45, s * 0.55 + wag);
  ctx.closePath();
  ctx.fill();
  // Top fin.
  ctx.beginPath();
  ctx.moveTo(-s * 0.35, -s * 0.45);
  ctx.quadraticCurveTo(0, look.marks === 'fin' ? -s * 1.2 : -s * 0.9, s * 0.35, -s * 0.4);
  ctx.fill();
  if (look.marks === 'shell') {
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.ellipse(s * 0.35, side * s * 0.55, s * 0.35, s * 0.14, side * 0.6, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  // Body.
  const gradient = ctx.createLinearGradient(0, -s * 0.6, 0, s * 0.6);
  gradient.addColorStop(0, look.body);
  gradient.addColorStop(1, look.belly);
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.ellipse(0, 0, s, s * (look.marks === 'bill' || look.marks === 'fin' ? 0.42 : 0.55), 0, 0, Math.PI * 2);
  ctx.fill();
  drawMarks(ctx, look, s);
  // Eye.
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(s * 0.6, -s * 0.12, Math.max(2.2, s * 0.11), 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(s * 0.63, -s * 0.12, Math.max(1.2, s * 0.06), 0, Math.PI * 2);
  ctx.fill();
}

function drawMarks(ctx: CanvasRenderingContext2D, look: FishLook, s: number) {
  ctx.save();
  switch (look.marks) {
    case 'stripes':
      ctx.strokeStyle = 'rgba(255,255,255,0.85)';
      ctx.lineWidth = Math.max(2, s * 0.14);
      for (const x of [-0.4, 0.2]) {
        ctx.beginPath();
        ctx.moveTo(s * x, -s * 0.5);
        ctx.quadraticCurveTo(s * (x + 0.12), 0, s * x, s * 0.5);
        ctx.stroke();
      }
      break;
    case 'spikes':
      ctx.strokeStyle = look.fin;
      ctx.lineWidth = 1.5;
      for (let a = 0; a < Math.PI * 2; a += Math.PI / 7) {
        ctx.beginPath();
        ctx.moveTo(Math.cos(a) * s * 0.9, Math.sin(a) * s * 0.5);
        ctx.lineTo(Math.cos(a) * s * 1.15, Math.sin(a) * s * 0.72);
        ctx.stroke();
      }
      break;
    case 'bill':
      ctx.fillStyle = look.fin;
      ctx.beginPath();
      ctx.moveTo(s * 0.9, -s * 0.08);
      ctx.lineTo(s * 2, 0);
      ctx.lineTo(s * 0.9, s * 0.08);
      ctx.fill();
      break;
    case 'shell':
      ctx.strokeStyle = look.fin;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.ellipse(-s * 0.1, 0, s * 0.6, s * 0.38, 0, 0, Math.PI * 2);
      ctx.stroke();
      break;
    case 'spots':
      ctx.fillStyle = 'rgba(255,255,255,0.35)';
      for (const [x, y] of [
        [-0.4, -0.2],
        [-0.1, -0.3],
        [0.2, -0.25],
      ] as const) {
        ctx.beginPath();
        ctx.arc(s * x, s * y, s * 0.06, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'crown':
      ctx.fillStyle = look.fin;
      for (let x = -0.6; x <= 0.4; x += 0.25) {
        ctx.beginPath();
        ctx.moveTo(s * x, -s * 0.45);
        ctx.lineTo(s * (x + 0.1), -s * 0.75);
        ctx.lineTo(s * (x + 0.2), -s * 0.45);
        ctx.fill();
      }
      ctx.strokeStyle = 'rgba(209,73,91,0.6)';
      ctx.lineWidth = 1.5;
      for (let x = -0.7; x < 0.6; x += 0.2) {
        ctx.beginPath();
        ctx.arc(s * x, s * 0.05, s * 0.12, Math.PI * 0.1, Math.PI * 0.9);
        ctx.stroke();
      }
      break;
  }
  ctx.restore();
}

function drawOctopus(ctx: CanvasRenderingContext2D, look: FishLook, phase: number) {
  const s = look.size;
  ctx.strokeStyle = look.fin;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(3, s * 0.14);
  for (let i = 0; i < 6; i++) {
    const y = -s * 0.35 + (i * s * 0.7) / 5;
    ctx.beginPath();
    ctx.moveTo(-s * 0.2, y);
    ctx.quadraticCurveTo(-s * 0.9, y + Math.sin(phase + i) * s * 0.35, -s * 1.4, y * 1.4 + Math.cos(phase + i) * s * 0.2);
    ctx.stroke();
  }
  const gradient = ctx.createRadialGradient(s * 0.1, -s * 0.1, s * 0.1, 0, 0, s * 0.7);
  gradient.addColorStop(0, look.belly);
  gradient.addColorStop(1, look.body);
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.ellipse(s * 0.15, 0, s * 0.65, s * 0.5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  for (const y of [-0.15, 0.15]) {
    ctx.beginPath();
    ctx.arc(s * 0.55, s * y, s * 0.09, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawRay(ctx: CanvasRenderingContext2D, look: FishLook, phase: number) {
  const s = look.size;
  const flap = Math.sin(phase) * s * 0.15;
  ctx.strokeStyle = look.fin;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(-s * 0.5, 0);
  ctx.lineTo(-s * 1.6, flap * 0.5);
  ctx.stroke();
  const gradient = ctx.createLinearGradient(0, -s, 0, s);
  gradient.addColorStop(0, look.body);
  gradient.addColorStop(0.5, look.belly);
  gradient.addColorStop(1, look.body);
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.moveTo(s * 0.7, 0);
  ctx.quadraticCurveTo(s * 0.1, -s * 0.9 - flap, -s * 0.5, -s * 0.1);
  ctx.lineTo(-s * 0.5, s * 0.1);
  ctx.quadraticCurveTo(s * 0.1, s * 0.9 + flap, s * 0.7, 0);
  ctx.fill();
  ctx.fillStyle = '#111';
  for (const y of [-0.12, 0.12]) {
    ctx.beginPath();
    ctx.arc(s * 0.4, s * y, 2, 0, Math.PI * 2);
    ctx.fill();
  }
}
