import { describe, expect, it } from 'vitest';
import {
  canVoid,
  countdownText,
  drawStatusTone,
  isRegularFourDDay,
  lotteryKindOf,
  nextFreeFourDDay,
  resultGroups,
  resultSummary,
  showValue,
  voidProblem,
  capShare,
} from './draw-view.ts';

describe('countdownText', () => {
  it('shows minutes and seconds under an hour, hours beyond, days beyond a day, and 00:00 once passed', () => {
    expect(countdownText(65_000)).toBe('01:05');
    expect(countdownText(999)).toBe('00:00');
    expect(countdownText(-5_000)).toBe('00:00');
    expect(countdownText(3 * 3600_000 + 4 * 60_000 + 5_000)).toBe('03:04:05');
    expect(countdownText(2 * 86_400_000 + 3600_000)).toBe('2d 01:00:00');
    // The day count in the page's language (Malay: hari).
    expect(countdownText(2 * 86_400_000 + 3600_000, (count) => `${count}h`)).toBe('2h 01:00:00');
  });
});

describe('results', () => {
  const fourD = { first: '1234', second: '5678', third: '9012', special: ['0001', '0002'], consolation: ['1111'] };

  it('groups a 4D result in prize order and sums it up as its top three', () => {
    expect(resultGroups('4d', fourD).map((g) => [g.key, g.numbers.length])).toEqual([
      ['first', 1],
      ['second', 1],
      ['third', 1],
      ['special', 2],
      ['consolation', 1],
    ]);
    expect(resultSummary('4d', fourD)).toBe('1234 · 5678 · 9012');
  });

  it('sums up XSMB by its special prize, SEA by its digit and sides, keno by its first numbers', () => {
    expect(resultSummary('xsmb', { special: ['12345'], first: ['67890'] })).toBe('12345');
    // A SEA result's words go through the page's texts; its digit does not.
    const malay: Record<string, string> = { big: 'besar', odd: 'ganjil', green: 'hijau' };
    expect(resultSummary('sea-fast', { number: 7, size: 'big', parity: 'odd', colour: 'green' }, (word) => malay[word] ?? word)).toBe(
      '7 · besar · ganjil · hijau',
    );
    expect(showValue('violet', (word) => word.toUpperCase())).toBe('VIOLET');
    expect(showValue('0427', (word) => word.toUpperCase())).toBe('0427');
    expect(resultGroups('xsmb', { special: ['12345'] })[7]).toEqual({ key: 'seventh', numbers: [] });
    expect(resultSummary('sea-fast', { number: 7, size: 'big', parity: 'odd', colour: 'green' })).toBe('7 · big · odd · green');
    expect(resultSummary('keno', { numbers: [5, 17, 80, 3, 44, 21, 9, 60] })).toBe('5 17 80 3 44 21 …');
    expect(resultSummary('keno', { numbers: [5, 17] })).toBe('5 17');
  });

  it('shows nothing for a draw without a result', () => {
    expect(resultGroups('4d', null)).toEqual([]);
    expect(resultSummary('keno', null)).toBe('—');
  });
});

describe('draw states', () => {
  it('lets a draw be voided until it is settled, and tones each status', () => {
    expect(['scheduled', 'open', 'closed', 'drawn'].every((s) => canVoid(s as 'open'))).toBe(true);
    expect(canVoid('settled')).toBe(false);
    expect(canVoid('voided')).toBe(false);
    expect(drawStatusTone('open')).toBe('success');
    expect(drawStatusTone('voided')).toBe('danger');
  });

  it('knows the maths of each game', () => {
    expect(['4d', 'xsmb', 'sea1', 'sea3', 'sea5', 'keno'].map(lotteryKindOf)).toEqual(['4d', 'xsmb', 'sea-fast', 'sea-fast', 'sea-fast', 'keno']);
  });
});

describe('special 4D days', () => {
  it('knows the calendar days and suggests the next free one', () => {
    // 2026-11-25 is a Wednesday.
    expect(['2026-11-25', '2026-11-28', '2026-11-29'].map(isRegularFourDDay)).toEqual([true, true, true]);
    expect(['2026-11-24', '2026-11-26', '2026-11-27', 'nope'].map(isRegularFourDDay)).toEqual([false, false, false, false]);
    expect(nextFreeFourDDay('2026-11-25')).toBe('2026-11-26');
    expect(nextFreeFourDDay('2026-11-27')).toBe('2026-11-30');
  });
});

describe('voidProblem', () => {
  it('wants a reason of 5 characters and the draw id typed exactly', () => {
    expect(voidProblem('4d:2026-11-25', '  bad ', '4d:2026-11-25')).toBe('reason');
    expect(voidProblem('4d:2026-11-25', 'Server clock fault', '4d:2026-11-26')).toBe('confirm');
    expect(voidProblem('4d:2026-11-25', 'Server clock fault', ' 4d:2026-11-25 ')).toBeNull();
  });
});

describe('capShare', () => {
  it('is the whole percent of the cap used, rounded down', () => {
    expect(capShare(250_000n, 1_000_000n)).toBe(25);
    expect(capShare(999_999n, 1_000_000n)).toBe(99);
    expect(capShare(1_000_000n, 1_000_000n)).toBe(100);
    expect(capShare(5n, 0n)).toBe(100);
    expect(capShare(0n, 0n)).toBe(0);
  });
});
