// The shooter's sea: a tap finds the fish under it, the Fire button's sight picks a fish in view, and a shot
// shows its answer only once both the bullet has arrived and the server has answered.
import { describe, expect, it } from 'vitest';
import { SeaWorld } from './sea-world.ts';

const SPECIES = [
  { id: 'clownfish', multiplier: 2 },
  { id: 'shark', multiplier: 30 },
];

/** A sea with a fixed random source, so the fish are where the test expects. */
function sea() {
  let state = 7;
  const random = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  const world = new SeaWorld(SPECIES, random);
  world.resize(800, 600);
  return world;
}

describe('the sea', () => {
  it('fills with fish of the published types, and keeps them coming as they swim away', () => {
    const world = sea();
    expect(world.fish.length).toBeGreaterThanOrEqual(8);
    expect(world.fish.every((fish) => ['clownfish', 'shark'].includes(fish.fishId))).toBe(true);
    for (let i = 0; i < 600; i++) world.step(0.05);
    expect(world.fish.length).toBeGreaterThanOrEqual(8);
  });

  it('a tap on a fish finds it, a tap on open water finds nothing', () => {
    const world = sea();
    const fish = world.fish[0]!;
    expect(world.fishAt(fish.x + 3, fish.y - 2)?.uid).toBe(fish.uid);
    world.fish = [fish];
    expect(world.fishAt(fish.x + 300, fish.y + 300)).toBeUndefined();
  });

  it('the sight is on a fish fully in view, the nearest to the cannon', () => {
    const world = sea();
    const target = world.autoTarget()!;
    const distance = (f: { x: number; y: number }) => Math.hypot(f.x - world.cannon.x, f.y - world.cannon.y);
    const inView = world.fish.filter((f) => f.x > 70 && f.x < 730);
    expect(inView.every((f) => distance(f) >= distance(target))).toBe(true);
  });

  it('a capture shows only once the bullet has arrived and the answer is in; a miss casts an empty net', () => {
    const world = sea();
    const [first, second] = world.fish.filter((f) => f.x > 100 && f.x < 700);
    world.fire('a', first!, 3);
    world.fire('b', second!, 3);
    for (let i = 0; i < 60; i++) world.step(1 / 60);
    expect(world.bullets.every((b) => b.arrived)).toBe(true);
    expect(world.effects).toEqual([]); // arrived, but no answer yet: the net waits on the fish
    world.answer('a', { captured: true, text: '+RM 0.60' });
    world.answer('b', { captured: false });
    world.step(1 / 60);
    expect(world.bullets).toEqual([]);
    expect(world.effects.map((e) => [e.kind, e.text])).toEqual([
      ['burst', undefined],
      ['coins', '+RM 0.60'],
      ['net', undefined],
    ]);
    expect(world.fish.find((f) => f.uid === first!.uid)?.caught).toBeDefined();
    expect(world.fish.find((f) => f.uid === second!.uid)?.caught).toBeUndefined();
  });
});
