// The sea on the shooter's canvas: fish swimming across, the bullets flying to their targets, and the
// bursts, nets and coins that show each shot's answer. Only pictures: the server decides every capture from
// the shot's fish type and cannon level; a bullet that reaches its fish before the answer waits there.
import { lookOf } from './fish-art.ts';

export interface SwimmingFish {
  uid: number;
  fishId: string;
  x: number;
  y: number;
  speed: number;
  dir: 1 | -1;
  baseY: number;
  wobble: number;
  phase: number;
  /** Seconds since it was caught; it spins and fades away. */
  caught?: number;
}

export type ShotAnswer = { captured: true; text: string } | { captured: false } | { failed: true };

export interface Bullet {
  key: string;
  x: number;
  y: number;
  targetUid: number;
  tx: number;
  ty: number;
  level: number;
  arrived: boolean;
  answer?: ShotAnswer;
}

export interface Effect {
  kind: 'burst' | 'net' | 'coins' | 'fizzle';
  x: number;
  y: number;
  age: number;
  text?: string;
}

const BULLET_SPEED = 760;
const TOUCH_SLACK = 12;

export class SeaWorld {
  fish: SwimmingFish[] = [];
  bullets: Bullet[] = [];
  effects: Effect[] = [];
  bubbles: { x: number; y: number; r: number; speed: number }[] = [];
  width = 0;
  height = 0;
  time = 0;
  /** The cannon's barrel angle (radians from straight up). */
  aim = 0;
  /** How much larger than their drawn size the fish appear: bigger on a wide screen, never tiny on a phone. */
  scale = 1;
  private nextUid = 1;

  constructor(
    private readonly species: readonly { id: string; multiplier: number }[],
    private readonly random: () => number = Math.random,
  ) {}

  resize(width: number, height: number) {
    const first = this.width === 0;
    this.width = width;
    this.height = height;
    this.scale = Math.min(1.5, Math.max(0.85, width / 850));
    if (first) {
      while (this.fish.length < this.crowd()) this.spawn(true);
      this.bubbles = Array.from({ length: 18 }, () => ({
        x: this.random() * width,
        y: this.random() * height,
        r: 1 + this.random() * 3,
        speed: 12 + this.random() * 25,
      }));
    }
  }

  /** Half a fish's length on the screen. */
  sizeOf(fishId: string) {
    return lookOf(fishId).size * this.scale;
  }

  get cannon() {
    return { x: this.width / 2, y: this.height - 8 };
  }

  private crowd() {
    return Math.round(Math.min(16, Math.max(8, (this.width * this.height) / 28_000)));
  }

  /** Small fish are common and big ones rare, like the odds of catching them. */
  private pickSpecies(): string {
    const weights = this.species.map((s) => 1 / Math.pow(s.multiplier, 0.75));
    let ticket = this.random() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < weights.length; i++) {
      ticket -= weights[i]!;
      if (ticket <= 0) return this.species[i]!.id;
    }
    return this.species[0]!.id;
  }

  private spawn(anywhere = false) {
    const fishId = this.pickSpecies();
    const size = this.sizeOf(fishId);
    const dir = this.random() < 0.5 ? 1 : -1;
    const top = size + 8;
    const bottom = Math.max(top + 1, this.height - 110 - size);
    const baseY = top + this.random() * (bottom - top);
    const x = anywhere ? this.random() * this.width : dir === 1 ? -size * 2 : this.width + size * 2;
    this.fish.push({
      uid: this.nextUid++,
      fishId,
      x,
      y: baseY,
      speed: (154 / Math.pow(lookOf(fishId).size, 0.35)) * (0.8 + this.random() * 0.4) * this.scale,
      dir,
      baseY,
      wobble: 4 + this.random() * 10,
      phase: this.random() * Math.PI * 2,
    });
  }

  step(dt: number) {
    this.time += dt;
    for (const fish of this.fish) {
      if (fish.caught !== undefined) {
        fish.caught += dt;
        continue;
      }
      fish.x += fish.speed * fish.dir * dt;
      fish.phase += dt * 6;
      fish.y = fish.baseY + Math.sin(this.time * 0.8 + fish.uid) * fish.wobble;
    }
    this.fish = this.fish.filter((fish) => {
      const size = this.sizeOf(fish.fishId) * 2.2;
      if (fish.caught !== undefined) return fish.caught < 0.7;
      return fish.x > -size - 10 && fish.x < this.width + size + 10;
    });
    while (this.fish.filter((f) => f.caught === undefined).length < this.crowd()) this.spawn();
    for (const bubble of this.bubbles) {
      bubble.y -= bubble.speed * dt;
      if (bubble.y < -5) Object.assign(bubble, { y: this.height + 5, x: this.random() * this.width });
    }
    for (const bullet of this.bullets) this.moveBullet(bullet, dt);
    this.bullets = this.bullets.filter((bullet) => !(bullet.arrived && bullet.answer));
    for (const effect of this.effects) effect.age += dt;
    this.effects = this.effects.filter((effect) => effect.age < (effect.kind === 'coins' ? 1.6 : 0.7));
  }

  private moveBullet(bullet: Bullet, dt: number) {
    const target = this.fish.find((f) => f.uid === bullet.targetUid && f.caught === undefined);
    if (target) Object.assign(bullet, { tx: target.x, ty: target.y });
    if (bullet.arrived) Object.assign(bullet, { x: bullet.tx, y: bullet.ty });
    else {
      const dx = bullet.tx - bullet.x;
      const dy = bullet.ty - bullet.y;
      const distance = Math.hypot(dx, dy);
      const travel = BULLET_SPEED * dt;
      if (distance <= travel) Object.assign(bullet, { x: bullet.tx, y: bullet.ty, arrived: true });
      else Object.assign(bullet, { x: bullet.x + (dx / distance) * travel, y: bullet.y + (dy / distance) * travel });
    }
    if (bullet.arrived && bullet.answer) this.land(bullet, target);
  }

  private land(bullet: Bullet, target: SwimmingFish | undefined) {
    const answer = bullet.answer!;
    const at = { x: bullet.x, y: bullet.y, age: 0 };
    if ('failed' in answer) this.effects.push({ kind: 'fizzle', ...at });
    else if (answer.captured) {
      if (target) target.caught = 0;
      this.effects.push({ kind: 'burst', ...at }, { kind: 'coins', ...at, text: answer.text });
    } else this.effects.push({ kind: 'net', ...at });
  }

  /** The fish under a tap, the front one first, with some slack for fingers. */
  fishAt(x: number, y: number): SwimmingFish | undefined {
    for (let i = this.fish.length - 1; i >= 0; i--) {
      const fish = this.fish[i]!;
      if (fish.caught !== undefined) continue;
      const size = this.sizeOf(fish.fishId);
      if (Math.abs(x - fish.x) <= size * 1.2 + TOUCH_SLACK && Math.abs(y - fish.y) <= size * 0.7 + TOUCH_SLACK) return fish;
    }
    return undefined;
  }

  /** The fish the Fire button aims at: the nearest to the cannon that is fully in the sea. */
  autoTarget(): SwimmingFish | undefined {
    const { x, y } = this.cannon;
    let best: SwimmingFish | undefined;
    let bestDistance = Infinity;
    for (const fish of this.fish) {
      const size = this.sizeOf(fish.fishId);
      if (fish.caught !== undefined || fish.x < size + 20 || fish.x > this.width - size - 20) continue;
      const distance = Math.hypot(fish.x - x, fish.y - y);
      if (distance < bestDistance) [best, bestDistance] = [fish, distance];
    }
    return best;
  }

  fire(key: string, target: SwimmingFish, level: number) {
    const { x, y } = this.cannon;
    this.aim = Math.atan2(target.x - x, y - target.y);
    const tip = { x: x + Math.sin(this.aim) * 46, y: y - Math.cos(this.aim) * 46 };
    this.bullets.push({ key, ...tip, targetUid: target.uid, tx: target.x, ty: target.y, level, arrived: false });
  }

  answer(key: string, answer: ShotAnswer) {
    const bullet = this.bullets.find((b) => b.key === key);
    if (bullet) bullet.answer = answer;
  }
}
