// Draws the captcha picture (a PNG): the code in our own stroke glyphs, each
// character scaled, sheared, turned and shifted on its own, over a tinted background crossed by noise lines
// and dots. A person reads it at a glance; a naive OCR that segments characters by columns does not.
import { randomBytes, randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, type Point } from './captcha-glyphs.ts';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const CAPTCHA_LENGTH = 4;

type Rgb = readonly [number, number, number];

/** Uniform numbers in [0, 1) from node:crypto, drawn from a refilled pool (a picture needs a few hundred). */
function cryptoRandom() {
  let pool = Buffer.alloc(0);
  let at = 0;
  const unit = () => {
    if (at + 4 > pool.length) {
      pool = randomBytes(1024);
      at = 0;
    }
    const value = pool.readUInt32BE(at) / 2 ** 32;
    at += 4;
    return value;
  };
  return { unit, between: (min: number, max: number) => min + (max - min) * unit() };
}

export function randomCaptchaCode(length = CAPTCHA_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

/** A picture as floating-point RGB, so strokes blend with partial (anti-aliased) coverage. */
function createCanvas(width: number, height: number) {
  const pixels = new Float32Array(width * height * 3);
  /** Paints a shape given as a coverage mask (0..1 per pixel) in one colour. */
  function paint(mask: Float32Array, color: Rgb, opacity: number) {
    for (let i = 0; i < mask.length; i++) {
      const alpha = (mask[i] ?? 0) * opacity;
      if (alpha <= 0) continue;
      for (let c = 0; c < 3; c++) pixels[i * 3 + c] = (pixels[i * 3 + c] ?? 0) * (1 - alpha) + color[c]! * alpha;
    }
  }
  function toPng(): Buffer {
    const png = new PNG({ width, height });
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) png.data[i * 4 + c] = Math.round(Math.min(255, Math.max(0, pixels[i * 3 + c] ?? 0)));
      png.data[i * 4 + 3] = 255;
    }
    return PNG.sync.write(png, { colorType: 2 });
  }
  return { width, height, pixels, paint, toPng };
}

/**
 * Adds a thick line's coverage to a mask. Coverage takes the maximum, not the sum, so the joints of a
 * polyline are not darker than its segments.
 */
function strokeSegment(mask: Float32Array, width: number, from: Point, to: Point, thickness: number) {
  const height = mask.length / width;
  const reach = thickness / 2 + 1;
  const [x0, y0] = from;
  const [x1, y1] = to;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const lengthSquared = dx * dx + dy * dy || 1;
  for (let y = Math.max(0, Math.floor(Math.min(y0, y1) - reach)); y <= Math.min(height - 1, Math.ceil(Math.max(y0, y1) + reach)); y++) {
    for (let x = Math.max(0, Math.floor(Math.min(x0, x1) - reach)); x <= Math.min(width - 1, Math.ceil(Math.max(x0, x1) + reach)); x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const t = Math.min(1, Math.max(0, ((px - x0) * dx + (py - y0) * dy) / lengthSquared));
      const distance = Math.hypot(px - (x0 + t * dx), py - (y0 + t * dy));
      const coverage = Math.min(1, Math.max(0, thickness / 2 + 0.5 - distance));
      const index = y * width + x;
      if (coverage > (mask[index] ?? 0)) mask[index] = coverage;
    }
  }
}

function strokePolyline(mask: Float32Array, width: number, points: readonly Point[], thickness: number) {
  for (let i = 1; i < points.length; i++) strokeSegment(mask, width, points[i - 1]!, points[i]!, thickness);
}

/** Renders the code as a PNG of CAPTCHA_WIDTH × CAPTCHA_HEIGHT pixels. */
export function renderCaptcha(code: string): Buffer {
  const random = cryptoRandom();
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const { width, height } = canvas;

  // A light background with a soft left-to-right gradient between two random tints.
  const left: Rgb = [random.between(215, 250), random.between(215, 250), random.between(215, 250)];
  const right: Rgb = [random.between(215, 250), random.between(215, 250), random.between(215, 250)];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const t = x / (width - 1);
      for (let c = 0; c < 3; c++) canvas.pixels[(y * width + x) * 3 + c] = left[c]! * (1 - t) + right[c]! * t;
    }

  // Noise behind the text: thin lines in mid tones.
  for (let i = 0; i < 3; i++) {
    const mask = new Float32Array(width * height);
    strokeSegment(mask, width, [random.between(0, width * 0.3), random.between(0, height)], [random.between(width * 0.7, width), random.between(0, height)], 1);
    canvas.paint(mask, [random.between(110, 190), random.between(110, 190), random.between(110, 190)], 0.8);
  }

  // Each character in its own slot, with its own scale, shear, turn, offset and dark colour.
  const margin = 8;
  const slot = (width - 2 * margin) / code.length;
  [...code].forEach((char, index) => {
    const strokes = GLYPHS.get(char);
    if (!strokes) throw new Error(`captcha: no glyph for ${char}`);
    const scale = random.between(3.4, 4);
    const shear = random.between(-0.3, 0.3);
    const angle = random.between(-0.28, 0.28);
    const centreX = margin + slot * (index + 0.5) + random.between(-2, 2);
    const centreY = height / 2 + random.between(-2, 2);
    const place = ([gx, gy]: Point): Point => {
      let u = (gx - GLYPH_WIDTH / 2) * scale;
      const v = (gy - GLYPH_HEIGHT / 2) * scale;
      u += shear * v;
      return [centreX + u * Math.cos(angle) - v * Math.sin(angle), centreY + u * Math.sin(angle) + v * Math.cos(angle)];
    };
    const mask = new Float32Array(width * height);
    const thickness = random.between(2.3, 3);
    for (const stroke of strokes) strokePolyline(mask, width, stroke.map(place), thickness);
    // Dark enough (every channel ≤ 85) to stand out from the light background and the noise whatever the tints.
    canvas.paint(mask, [random.between(15, 85), random.between(15, 85), random.between(15, 85)], 1);
  });

  // Noise over the text: one wavy line through it, then scattered dots.
  const wave: Point[] = [];
  const amplitude = random.between(3, 7);
  const phase = random.between(0, Math.PI * 2);
  const baseline = height / 2 + random.between(-6, 6);
  for (let x = 0; x <= width; x += 4) wave.push([x, baseline + amplitude * Math.sin(phase + x / random.between(14, 20))]);
  const waveMask = new Float32Array(width * height);
  strokePolyline(waveMask, width, wave, 1.2);
  canvas.paint(waveMask, [random.between(40, 120), random.between(40, 120), random.between(40, 120)], 0.75);
  const dots = new Float32Array(width * height);
  for (let i = 0; i < 160; i++) dots[Math.floor(random.unit() * dots.length)] = random.between(0.4, 0.9);
  canvas.paint(dots, [random.between(30, 160), random.between(30, 160), random.between(30, 160)], 1);

  return canvas.toPng();
}
