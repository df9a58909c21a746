import { describe, expect, it } from 'vitest';
import { maintenanceSchema } from '@orbit/contracts/settings';
import { isoToZonedInput, zonedInputToIso, zoneOffsetLabel } from './zoned-time.ts';

describe('zoned time inputs', () => {
  it('shows an instant as the wall clock of the merchant zone', () => {
    expect(isoToZonedInput('2026-03-01T16:30:00Z', 'Asia/Kuala_Lumpur')).toBe('2026-03-02T00:30');
    expect(isoToZonedInput('2026-03-01T16:30:00Z', 'UTC')).toBe('2026-03-01T16:30');
    expect(isoToZonedInput(null, 'UTC')).toBe('');
    expect(isoToZonedInput('not a date', 'UTC')).toBe('');
  });

  it('reads a wall clock in the merchant zone back as the same instant', () => {
    const iso = zonedInputToIso('2026-03-02T00:30', 'Asia/Kuala_Lumpur');
    expect(iso).toBe('2026-03-02T00:30:00+08:00');
    expect(Date.parse(iso!)).toBe(Date.parse('2026-03-01T16:30:00Z'));
    expect(isoToZonedInput(iso, 'Asia/Kuala_Lumpur')).toBe('2026-03-02T00:30');
  });

  it('follows daylight saving where the zone has it', () => {
    expect(zonedInputToIso('2026-07-01T12:00', 'Europe/London')).toBe('2026-07-01T12:00:00+01:00');
    expect(zonedInputToIso('2026-01-01T12:00', 'Europe/London')).toBe('2026-01-01T12:00:00+00:00');
  });

  it('gives null for an empty or malformed value', () => {
    expect(zonedInputToIso('', 'UTC')).toBeNull();
    expect(zonedInputToIso('2026-13', 'UTC')).toBeNull();
  });

  it('produces instants the maintenance schema accepts', () => {
    const window = {
      enabled: true,
      startAt: zonedInputToIso('2026-03-02T00:30', 'Asia/Kuala_Lumpur'),
      endAt: zonedInputToIso('2026-03-02T02:00', 'Asia/Kuala_Lumpur'),
      message: { EN: 'Back soon' },
    };
    expect(maintenanceSchema.safeParse(window).success).toBe(true);
  });

  it('labels the offset', () => {
    expect(zoneOffsetLabel('Asia/Kuala_Lumpur')).toBe('UTC+08:00');
  });
});
