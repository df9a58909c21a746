// The captcha's own letter shapes: each character is a few strokes (polylines) in a box 4 units wide and
// 6 high, y pointing down. Strokes, unlike bitmaps, stay smooth when the picture scales, shears and turns them.

export type Point = readonly [number, number];
export type Stroke = readonly Point[];

/** Characters a person cannot confuse with another: no 0/O/Q, 1/I/L, 8/B, S/5 or Z/2 pairs. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPRTUVWXY2345679';

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;

// One string per stroke: its points as "x,y" separated by spaces.
const OUTLINES: Record<string, readonly string[]> = {
  A: ['0,6 2,0 4,6', '0.8,3.6 3.2,3.6'],
  C: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'],
  D: ['0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  G: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2,3.5'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  J: ['1,0 4,0', '3,0 3,5 2,6 1,6 0,5'],
  K: ['0,0 0,6', '4,0 0,3.5', '1.3,2.6 4,6'],
  M: ['0,6 0,0 2,3 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  P: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3'],
  R: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3', '2,3 4,6'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,2.5 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3', '4,0 2,3 2,6'],
  '2': ['0,1 1,0 3,0 4,1 4,2.2 0,6 4,6'],
  '3': ['0,0.5 1,0 3,0 4,1 4,2 3,3 1.5,3', '3,3 4,4 4,5 3,6 1,6 0,5.5'],
  '4': ['3,6 3,0 0,4 4,4'],
  '5': ['4,0 0.5,0 0.2,2.8 1.5,2.4 3,2.4 4,3.4 4,5 3,6 1,6 0,5.2'],
  '6': ['3.7,0.5 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.8 3,2.8 1,2.8 0,3.8'],
  '7': ['0,0 4,0 1.5,6'],
  '9': ['0.3,5.5 1,6 3,6 4,5 4,1 3,0 1,0 0,1 0,2.2 1,3.2 3,3.2 4,2.2'],
};

function parseStroke(outline: string): Stroke {
  return outline.split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return [x ?? 0, y ?? 0] as const;
  });
}

export const GLYPHS: ReadonlyMap<string, readonly Stroke[]> = new Map(Object.entries(OUTLINES).map(([char, strokes]) => [char, strokes.map(parseStroke)]));
