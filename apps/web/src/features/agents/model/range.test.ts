import { describe, expect, it } from 'vitest';
import { addDays, choiceDays, overviewQuery, presetDays, rangeProblem } from './range.ts';

const KL = 'Asia/Kuala_Lumpur';
// Thursday 2026-11-26 00:30 in Kuala Lumpur is still Wednesday the 25th in UTC.
const now = new Date('2026-11-25T16:30:00Z');

describe('preset days', () => {
  it('count in the merchant zone, not in UTC', () => {
    expect(presetDays('today', now, KL)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetDays('yesterday', now, KL)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('start the week on Monday and the month on the 1st', () => {
    expect(presetDays('week', now, KL)).toEqual({ from: '2026-11-23', to: '2026-11-26' });
    expect(presetDays('month', now, KL)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    // A Monday is its own week's start; a Sunday goes back six days.
    expect(presetDays('week', new Date('2026-11-23T04:00:00Z'), KL).from).toBe('2026-11-23');
    expect(presetDays('week', new Date('2026-11-29T04:00:00Z'), KL).from).toBe('2026-11-23');
  });

  it('move across months and years by the calendar', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(presetDays('yesterday', new Date('2027-01-01T01:00:00Z'), KL)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });
});

describe('typed days', () => {
  it('are asked for only when both are there and in order', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '' })).toBe('incomplete');
    expect(rangeProblem({ from: '2026-11-05', to: '2026-11-01' })).toBe('reversed');
    expect(choiceDays({ kind: 'custom', custom: { from: '2026-11-05', to: '2026-11-01' } }, now, KL)).toBeNull();
    expect(choiceDays({ kind: 'custom', custom: { from: '2026-11-01', to: '2026-11-05' } }, now, KL)).toEqual({ from: '2026-11-01', to: '2026-11-05' });
  });

  it("make the overview's query: the preset by name, typed days as from/to", () => {
    const custom = { from: '2026-11-01', to: '2026-11-05' };
    expect(overviewQuery({ kind: 'week', custom })).toEqual({ range: 'week' });
    expect(overviewQuery({ kind: 'custom', custom })).toEqual({ range: 'custom', from: '2026-11-01', to: '2026-11-05' });
    expect(overviewQuery({ kind: 'custom', custom: { from: '', to: '' } })).toBeNull();
  });
});
