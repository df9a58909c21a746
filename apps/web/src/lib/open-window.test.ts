import { describe, expect, it } from 'vitest';
import { openInNewWindow } from './open-window.ts';

describe('opening a new window', () => {
  it('answers false when the browser blocks the popup', () => {
    expect(openInNewWindow('https://games.example/play', () => null)).toBe(false);
  });

  it('answers true and cuts the opener when it opens', () => {
    const opened = { opener: 'the site' } as unknown as Window;
    const asked: unknown[] = [];
    expect(
      openInNewWindow('https://games.example/play', (...args) => {
        asked.push(args);
        return opened;
      }),
    ).toBe(true);
    expect(opened.opener).toBeNull();
    expect(asked).toEqual([['https://games.example/play', '_blank']]);
  });
});
