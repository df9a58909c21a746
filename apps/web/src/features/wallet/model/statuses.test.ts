import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@orbit/contracts/payments';
import { checkImageFile, sniffImage } from './image-file.ts';
import { DEPOSIT_TONES, signOf, WITHDRAWAL_TONES } from './statuses.ts';

describe('statuses', () => {
  it('give every deposit and withdrawal status a look, a paid withdrawal still waiting on the member', () => {
    for (const status of DEPOSIT_STATUSES) expect(DEPOSIT_TONES[status], status).toBeDefined();
    for (const status of WITHDRAWAL_STATUSES) expect(WITHDRAWAL_TONES[status], status).toBeDefined();
    expect(WITHDRAWAL_TONES.paid).toBe('pending');
    expect(WITHDRAWAL_TONES.not_received).toBe('danger');
    expect(DEPOSIT_TONES.approved).toBe('success');
  });

  it('colour amounts by their sign, a zero as neither', () => {
    expect(signOf('12.50')).toBe('positive');
    expect(signOf('-0.01')).toBe('negative');
    expect(signOf('0.00')).toBe('zero');
    expect(signOf('-0.00')).toBe('zero');
  });
});

describe('receipt images', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
  const GIF = new TextEncoder().encode('GIF89a\0\0');

  it('are png or jpg by their first bytes, up to 5 MB', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(checkImageFile(1_000, PNG)).toBeNull();
    expect(checkImageFile(5 * 1024 * 1024, JPEG)).toBeNull();
    expect(checkImageFile(5 * 1024 * 1024 + 1, JPEG)).toBe('tooLarge');
    expect(checkImageFile(1_000, GIF)).toBe('wrongType');
    expect(checkImageFile(0, new Uint8Array())).toBe('empty');
  });
});
