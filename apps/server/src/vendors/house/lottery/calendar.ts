// The lottery's draw calendar as pure functions of time (ADR 0017): when each game draws,
// what its draws are called, when their betting opens and closes.
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { LotteryKind } from '@orbit/games/lottery/draw';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** How long before its draw a game stops taking bets: the daily games (4D, XSMB) and the fast ones. */
export interface CloseBefore {
  dailyMs: number;
  fastMs: number;
}

interface DailyGame {
  cadence: 'daily';
  kind: LotteryKind;
  /** Days of the week (0 = Sunday) in the game's zone; all days when absent. */
  weekdays?: readonly number[];
  /** Minutes after midnight, wall time in the game's zone. */
  at: number;
  /** A fixed zone (XSMB draws in Hanoi time everywhere); the merchant's zone when absent. */
  timeZone?: string;
  /** How many draws ahead are planned (and open for bets). */
  ahead: number;
}

interface FastGame {
  cadence: 'fast';
  kind: LotteryKind;
  everyMinutes: number;
  ahead: number;
}

export type GameSchedule = DailyGame | FastGame;

/**
 * 4D: Wed, Sat, Sun 19:00 in the merchant's zone (special draws are rows the console adds); XSMB: daily 18:15
 * Hanoi time; SEA every 1, 3, 5 minutes and keno every 2 minutes, on the minute grid of UTC. Fast games are
 * planned two hours and more ahead, so the hourly planning job always leaves an hour in hand.
 */
export const LOTTERY_SCHEDULES: Record<LotteryGameCode, GameSchedule> = {
  '4d': { cadence: 'daily', kind: '4d', weekdays: [0, 3, 6], at: 19 * 60, ahead: 3 },
  xsmb: { cadence: 'daily', kind: 'xsmb', at: 18 * 60 + 15, timeZone: 'Asia/Ho_Chi_Minh', ahead: 3 },
  sea1: { cadence: 'fast', kind: 'sea-fast', everyMinutes: 1, ahead: 150 },
  sea3: { cadence: 'fast', kind: 'sea-fast', everyMinutes: 3, ahead: 50 },
  sea5: { cadence: 'fast', kind: 'sea-fast', everyMinutes: 5, ahead: 30 },
  keno: { cadence: 'fast', kind: 'keno', everyMinutes: 2, ahead: 75 },
};

export interface PlannedDraw {
  gameCode: LotteryGameCode;
  drawId: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

/** The draw times of a daily game strictly after `after`, in order (as many as asked). */
function dailySlots(game: DailyGame, timeZone: string, after: Date, count: number): Date[] {
  const slots: Date[] = [];
  // Start the day before: a zone ahead of UTC may already be on the next day.
  let day = zonedDay(new Date(after.getTime() - DAY), timeZone);
  for (let guard = 0; slots.length < count && guard < count * 7 + 14; guard++) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    // Wall time = the day's start + minutes; on a day the zone's offset changes before that hour it is off by the change (the default zones have none).
    const at = new Date(zonedDayStart(day, timeZone).getTime() + game.at * MINUTE);
    if ((!game.weekdays || game.weekdays.includes(weekday)) && at > after) slots.push(at);
    day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  }
  return slots;
}

function drawIdOf(gameCode: LotteryGameCode, drawsAt: Date, timeZone: string): string {
  const schedule = LOTTERY_SCHEDULES[gameCode];
  // A daily game's draw is known by its local date (`4d:2026-11-25`); a fast one by its UTC minute.
  if (schedule.cadence === 'daily') return `${gameCode}:${zonedDay(drawsAt, timeZone)}`;
  return `${gameCode}:${drawsAt.toISOString().slice(0, 16)}Z`;
}

/**
 * The next `ahead` draws of a game after `now`. A fast draw opens when the one before it draws; a daily draw
 * opens as soon as it is planned (`now`), so a 4D ticket can cover the next few draws.
 */
export function plannedDraws(gameCode: LotteryGameCode, merchantTimeZone: string, now: Date, closeBefore: CloseBefore): PlannedDraw[] {
  const schedule = LOTTERY_SCHEDULES[gameCode];
  if (schedule.cadence === 'daily') {
    const zone = schedule.timeZone ?? merchantTimeZone;
    return dailySlots(schedule, zone, now, schedule.ahead).map((drawsAt) => ({
      gameCode,
      drawId: drawIdOf(gameCode, drawsAt, zone),
      opensAt: now,
      closesAt: new Date(drawsAt.getTime() - closeBefore.dailyMs),
      drawsAt,
    }));
  }
  const every = schedule.everyMinutes * MINUTE;
  const first = Math.floor(now.getTime() / every) * every + every;
  return Array.from({ length: schedule.ahead }, (_, i) => {
    const drawsAt = new Date(first + i * every);
    return {
      gameCode,
      drawId: drawIdOf(gameCode, drawsAt, 'UTC'),
      opensAt: new Date(drawsAt.getTime() - every),
      closesAt: new Date(drawsAt.getTime() - Math.min(closeBefore.fastMs, every - 1000)),
      drawsAt,
    };
  });
}
