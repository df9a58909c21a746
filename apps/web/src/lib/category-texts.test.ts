import { describe, expect, it } from 'vitest';
import { categoryTextsKey } from './category-texts.ts';

describe('category texts', () => {
  it('names the live category table games until a live-dealer vendor is connected', () => {
    expect(categoryTextsKey('live', false)).toBe('pages.tables');
    expect(categoryTextsKey('live', true)).toBe('pages.live');
  });

  it('leaves every other category its own texts', () => {
    expect(categoryTextsKey('rng', false)).toBe('pages.rng');
    expect(categoryTextsKey('fish', true)).toBe('pages.fish');
  });
});
