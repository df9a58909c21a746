// Paints one frame of the sea: water, light and bubbles, the fish, the bullets, the shots' answers, the
// cannon, and a sight on the fish the Fire button would shoot.
import { drawFish } from './fish-art.ts';
import type { SeaWorld, SwimmingFish } from './sea-world.ts';

const ACCENT = '#f5c542';

export function drawSea(ctx: CanvasRenderingContext2D, world: SeaWorld, sight: SwimmingFish | undefined, level: number) {
  const { width: w, height: h, time } = world;
  const water = ctx.createLinearGradient(0, 0, 0, h);
  water.addColorStop(0, '#0b4f7c');
  water.addColorStop(0.55, '#07345a');
  water.addColorStop(1, '#041a33');
  ctx.fillStyle = water;
  ctx.fillRect(0, 0, w, h);
  // Light shafts from the surface.
  ctx.save();
  ctx.globalAlpha = 0.07;
  ctx.fillStyle = '#bfe8ff';
  for (let i = 0; i < 5; i++) {
    const x = ((i + 0.5) / 5) * w + Math.sin(time * 0.3 + i) * 30;
    ctx.beginPath();
    ctx.moveTo(x - 18, 0);
    ctx.lineTo(x + 18, 0);
    ctx.lineTo(x + 90, h);
    ctx.lineTo(x - 10, h);
    ctx.fill();
  }
  ctx.restore();
  // Sand and weed.
  ctx.fillStyle = '#1d2a3a';
  ctx.beginPath();
  ctx.moveTo(0, h);
  for (let x = 0; x <= w; x += 40) ctx.lineTo(x, h - 14 - Math.sin(x * 0.03) * 6);
  ctx.lineTo(w, h);
  ctx.fill();
  ctx.strokeStyle = 'rgba(52,160,110,0.55)';
  ctx.lineWidth = 3;
  for (let x = 30; x < w; x += 110) {
    ctx.beginPath();
    ctx.moveTo(x, h - 12);
    ctx.quadraticCurveTo(x + Math.sin(time + x) * 12, h - 45, x + Math.sin(time * 1.3 + x) * 8, h - 70);
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.lineWidth = 1;
  for (const bubble of world.bubbles) {
    ctx.beginPath();
    ctx.arc(bubble.x, bubble.y, bubble.r, 0, Math.PI * 2);
    ctx.stroke();
  }

  for (const fish of world.fish) {
    ctx.save();
    ctx.translate(fish.x, fish.y);
    if (fish.caught !== undefined) {
      ctx.globalAlpha = Math.max(0, 1 - fish.caught / 0.7);
      ctx.rotate(fish.caught * 12);
      ctx.scale(1 + fish.caught, 1 + fish.caught);
    }
    ctx.scale(fish.dir * world.scale, world.scale);
    drawFish(ctx, fish.fishId, fish.phase);
    ctx.restore();
  }
  if (sight) drawSight(ctx, world, sight, time);

  for (const bullet of world.bullets) {
    ctx.fillStyle = ACCENT;
    ctx.shadowColor = ACCENT;
    ctx.shadowBlur = 12;
    ctx.beginPath();
    ctx.arc(bullet.x, bullet.y, 3 + bullet.level * 0.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.shadowBlur = 0;
    if (bullet.arrived) drawNet(ctx, bullet.x, bullet.y, 0.3 + Math.sin(time * 10) * 0.1, 0.6);
  }
  for (const effect of world.effects) drawEffect(ctx, effect.kind, effect.x, effect.y, effect.age, effect.text);
  drawCannon(ctx, world, level);
}

function drawSight(ctx: CanvasRenderingContext2D, world: SeaWorld, fish: SwimmingFish, time: number) {
  const r = world.sizeOf(fish.fishId) * 1.15 + 4 + Math.sin(time * 5) * 2;
  ctx.save();
  ctx.strokeStyle = 'rgba(245,197,66,0.8)';
  ctx.lineWidth = 1.5;
  ctx.setLineDash([5, 5]);
  ctx.beginPath();
  ctx.arc(fish.x, fish.y, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

function drawNet(ctx: CanvasRenderingContext2D, x: number, y: number, grow: number, alpha: number) {
  const r = 14 + grow * 40;
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = '#dff6ff';
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  for (let a = 0; a < Math.PI; a += Math.PI / 4) {
    ctx.moveTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    ctx.lineTo(x - Math.cos(a) * r, y - Math.sin(a) * r);
  }
  ctx.stroke();
  ctx.restore();
}

function drawEffect(ctx: CanvasRenderingContext2D, kind: string, x: number, y: number, age: number, text?: string) {
  const t = age / 0.7;
  if (kind === 'net') return drawNet(ctx, x, y, t, 1 - t);
  ctx.save();
  if (kind === 'fizzle') {
    ctx.globalAlpha = 1 - t;
    ctx.strokeStyle = '#ff6b6b';
    ctx.beginPath();
    ctx.arc(x, y, 6 + t * 12, 0, Math.PI * 2);
    ctx.stroke();
  } else if (kind === 'burst') {
    ctx.globalAlpha = 1 - t;
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      ctx.fillStyle = i % 2 ? ACCENT : '#ffffff';
      ctx.beginPath();
      ctx.arc(x + Math.cos(a) * t * 60, y + Math.sin(a) * t * 60, 3.5 * (1 - t) + 1, 0, Math.PI * 2);
      ctx.fill();
    }
  } else if (kind === 'coins' && text) {
    const life = age / 1.6;
    ctx.globalAlpha = life < 0.7 ? 1 : 1 - (life - 0.7) / 0.3;
    ctx.font = '800 20px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.lineWidth = 4;
    ctx.strokeStyle = 'rgba(0,0,0,0.6)';
    ctx.strokeText(text, x, y - 20 - life * 40);
    ctx.fillStyle = ACCENT;
    ctx.fillText(text, x, y - 20 - life * 40);
  }
  ctx.restore();
}

function drawCannon(ctx: CanvasRenderingContext2D, world: SeaWorld, level: number) {
  const { x, y } = world.cannon;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(world.aim);
  const width = 12 + level * 1.4;
  const barrel = ctx.createLinearGradient(-width / 2, 0, width / 2, 0);
  barrel.addColorStop(0, '#8a6a12');
  barrel.addColorStop(0.5, ACCENT);
  barrel.addColorStop(1, '#8a6a12');
  ctx.fillStyle = barrel;
  ctx.fillRect(-width / 2, -46, width, 40);
  ctx.fillStyle = '#fff3c4';
  ctx.fillRect(-width / 2 - 2, -50, width + 4, 6);
  ctx.restore();
  ctx.fillStyle = '#1e2b3f';
  ctx.strokeStyle = ACCENT;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, y, 24, Math.PI, 0);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = ACCENT;
  ctx.font = '700 12px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText(String(level), x, y - 6);
}
