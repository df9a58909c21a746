import { describe, expect, it } from 'vitest';
import { MASKED_SECRET } from '@orbit/contracts/settings';
import { secretState } from './secret.ts';

describe('secret fields', () => {
  it('keeps a stored secret while the mask is sent back', () => {
    expect(secretState(MASKED_SECRET, MASKED_SECRET)).toBe('stored');
  });

  it('tells replacing and removing a stored secret apart', () => {
    expect(secretState('new-key', MASKED_SECRET)).toBe('replaced');
    expect(secretState('', MASKED_SECRET)).toBe('removed');
  });

  it('tells a first secret from none at all', () => {
    expect(secretState('', '')).toBe('none');
    expect(secretState('first-key', '')).toBe('set');
  });
});
