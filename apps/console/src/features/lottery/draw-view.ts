// How the lottery pages show a draw: its status as a badge tone, the time left before it as a countdown, and
// its result as labelled groups of numbers for each kind of game (the result is the JSON the draw stored).
import type { LotteryDrawStatus } from '@orbit/contracts/lottery';
import type { BadgeTone } from '../../components/ui/badge.tsx';

export type LotteryKind = '4d' | 'xsmb' | 'sea-fast' | 'keno';

const TONES: Record<LotteryDrawStatus, BadgeTone> = {
  scheduled: 'neutral',
  open: 'success',
  closed: 'warning',
  drawn: 'info',
  settled: 'accent',
  voided: 'danger',
};

export function drawStatusTone(status: LotteryDrawStatus): BadgeTone {
  return TONES[status];
}

/** A draw not yet drawn or settled may be voided (its tickets refunded). */
export function canVoid(status: LotteryDrawStatus): boolean {
  return status === 'scheduled' || status === 'open' || status === 'closed' || status === 'drawn';
}

/** Time left as `1d 02:03:04`, `02:03:04` or `03:04`; `00:00` once it has passed. `days` writes the day count in the page's language. */
export function countdownText(msLeft: number, days: (count: number) => string = (count) => `${count}d`): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const dayCount = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => n.toString().padStart(2, '0');
  const clock = hours > 0 || dayCount > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
  return dayCount > 0 ? `${days(dayCount)} ${clock}` : clock;
}

/** One labelled group of a result: `key` is an i18n key under `lottery.prizes.`. */
export interface ResultGroup {
  key: string;
  numbers: string[];
}

const XSMB_TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'] as const;

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === undefined || value === null ? [] : [String(value)]);

/** A stored result as groups in prize order: 4D's five prize groups, XSMB's eight tiers, a SEA digit with its size, parity and colour, keno's 20 numbers. */
export function resultGroups(kind: LotteryKind, result: Record<string, unknown> | null): ResultGroup[] {
  if (!result) return [];
  switch (kind) {
    case '4d':
      return (['first', 'second', 'third', 'special', 'consolation'] as const).map((key) => ({ key, numbers: texts(result[key]) }));
    case 'xsmb':
      return XSMB_TIERS.map((key) => ({ key, numbers: texts(result[key]) }));
    case 'sea-fast':
      return (['number', 'size', 'parity', 'colour'] as const).map((key) => ({ key, numbers: texts(result[key]) }));
    case 'keno':
      return [{ key: 'numbers', numbers: texts(result.numbers) }];
  }
}

/** The result in a few characters for a table cell: the top prizes of 4D, XSMB's special prize, the SEA digit, keno's first numbers. */
/** The SEA result's words (size, parity, colour): shown through the page's texts, `lottery.words.*`. */
export const SEA_WORDS = ['big', 'small', 'odd', 'even', 'red', 'green', 'violet'] as const;

/** A result value as shown: a SEA word through `word` (the page's language), anything else as stored. */
export function showValue(value: string, word: (value: (typeof SEA_WORDS)[number]) => string): string {
  return (SEA_WORDS as readonly string[]).includes(value) ? word(value as (typeof SEA_WORDS)[number]) : value;
}

export function resultSummary(
  kind: LotteryKind,
  result: Record<string, unknown> | null,
  word: (value: (typeof SEA_WORDS)[number]) => string = (value) => value,
): string {
  const groups = resultGroups(kind, result);
  if (groups.length === 0) return '—';
  switch (kind) {
    case '4d':
      return groups
        .slice(0, 3)
        .map((group) => group.numbers[0] ?? '—')
        .join(' · ');
    case 'xsmb':
      return groups[0]?.numbers[0] ?? '—';
    case 'sea-fast':
      return groups.map((group) => (group.numbers[0] === undefined ? '—' : showValue(group.numbers[0], word))).join(' · ');
    case 'keno': {
      const numbers = groups[0]?.numbers ?? [];
      return numbers.length > 6 ? `${numbers.slice(0, 6).join(' ')} …` : numbers.join(' ');
    }
  }
}

/** Which maths a game's draws use (as the server's calendar says). */
export function lotteryKindOf(gameCode: string): LotteryKind {
  if (gameCode === '4d' || gameCode === 'xsmb' || gameCode === 'keno') return gameCode;
  return 'sea-fast';
}

/** 4D's calendar draws on Wednesday, Saturday and Sunday; a special draw goes on another day. */
const FOUR_D_DAYS = [0, 3, 6];

/** Whether a `yyyy-MM-dd` day already has a regular 4D draw. */
export function isRegularFourDDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && FOUR_D_DAYS.includes(new Date(time).getUTCDay());
}

/** The first day after `today` (yyyy-MM-dd) without a regular 4D draw: the special draw form's first suggestion. */
export function nextFreeFourDDay(today: string): string {
  let time = Date.parse(`${today}T00:00:00Z`);
  do time += 86_400_000;
  while (FOUR_D_DAYS.includes(new Date(time).getUTCDay()));
  return new Date(time).toISOString().slice(0, 10);
}

/** What stops a void from being sent: a reason under 5 characters, or the draw id not typed exactly. */
export function voidProblem(drawId: string, reason: string, typed: string): 'reason' | 'confirm' | null {
  if (reason.trim().length < 5) return 'reason';
  if (typed.trim() !== drawId) return 'confirm';
  return null;
}

/** How much of a cap a liability uses, in whole percent rounded down (0 for a zero cap with nothing on it). */
export function capShare(liability: bigint, cap: bigint): number {
  if (cap <= 0n) return liability > 0n ? 100 : 0;
  return Number((liability * 100n) / cap);
}
