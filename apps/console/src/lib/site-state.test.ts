import { describe, expect, it } from 'vitest';
import { maintenanceState, siteState } from './site-state.ts';

const now = Date.parse('2026-03-01T12:00:00Z');
const open = { enabled: false, blockedCountries: [], ipAllowList: [] };

describe('maintenance state', () => {
  it('is off when switched off, whatever the window', () => {
    expect(maintenanceState({ enabled: false, startAt: null, endAt: null }, now)).toBe('off');
    expect(maintenanceState({ enabled: false, startAt: '2026-03-01T00:00:00Z', endAt: '2026-03-02T00:00:00Z' }, now)).toBe('off');
  });

  it('is active from the start (or at once) until the end (or until switched off)', () => {
    expect(maintenanceState({ enabled: true, startAt: null, endAt: null }, now)).toBe('active');
    expect(maintenanceState({ enabled: true, startAt: '2026-03-01T11:00:00Z', endAt: '2026-03-01T13:00:00Z' }, now)).toBe('active');
    expect(maintenanceState({ enabled: true, startAt: '2026-03-01T12:00:00Z', endAt: null }, now)).toBe('active');
  });

  it('is scheduled before its start and ended at its end', () => {
    expect(maintenanceState({ enabled: true, startAt: '2026-03-01T13:00:00+00:00', endAt: null }, now)).toBe('scheduled');
    expect(maintenanceState({ enabled: true, startAt: null, endAt: '2026-03-01T20:00:00+08:00' }, now)).toBe('ended');
  });
});

describe('site state', () => {
  it('lets maintenance win over region restriction', () => {
    const restricted = { enabled: true, blockedCountries: ['SG'], ipAllowList: [] };
    expect(siteState({ enabled: true, startAt: null, endAt: null }, restricted, now)).toBe('maintenance');
    expect(siteState({ enabled: false, startAt: null, endAt: null }, restricted, now)).toBe('restricted');
  });

  it('is open when restriction blocks no country', () => {
    expect(siteState({ enabled: false, startAt: null, endAt: null }, { ...open, enabled: true }, now)).toBe('open');
    expect(siteState({ enabled: false, startAt: null, endAt: null }, open, now)).toBe('open');
  });
});
