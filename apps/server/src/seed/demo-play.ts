// The demo member demo02 and its play on the merchant's previous day, so the demo has cashback to claim
// (docs/rebates.md, Demo). A bet counts toward the merchant-day it is placed on and the rebate job only runs
// the last closed day, so a member who plays today has nothing to claim before tomorrow: demo02 gets a few
// real slot spins played yesterday at noon in the merchant's zone. They go the way a member's spin goes: the
// app is built on a clock set to that moment, the demo operator credits an opening balance (a manual
// adjustment), a player token is issued as a launch issues it, and the house slots spin through the seamless
// wallet over the app's own HTTP routes, so the round, the ledger and member_turnover are all real.
// Idempotent: a start that finds demo02's spins played changes nothing.
import { and, count, eq, like } from 'drizzle-orm';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { houseRounds } from '../db/schema/house.ts';
import { manualClock } from '../lib/clock.ts';
import { injectTransport } from '../lib/http-transport.ts';
import * as operatorsRepo from '../modules/console/operators.repo.ts';
import * as membersRepo from '../modules/members/members.repo.ts';
import * as siteRepo from '../modules/site/site.repo.ts';
import { SLOTS_VENDOR } from '../vendors/house/slots/slots.service.ts';
import { DEMO_MEMBER, DEMO_MERCHANT_CODE, DEMO_OPERATOR, demoHash } from './seed.ts';

/** A second demo member, with yesterday's play and its cashback waiting on the Cashback page. */
export const DEMO_PLAYER = {
  username: 'demo02',
  password: DEMO_MEMBER.password,
  countryDialingCode: '60',
  mobileNum: '123456780',
  email: 'demo02@example.com',
};

/** Yesterday's play: five spins of RM 50.00 on Fruit Lines (rng), RM 250.00 of turnover; at the demo's 0.8% rng rate, RM 2.00 of cashback. */
export const DEMO_PLAY = { gameCode: 'house-fruit-lines', stake: '50.00', spins: 5, openingBalance: '500.00' } as const;
const REQUEST_PREFIX = 'demo-seed:';
/** Far above any merchant's spin cycle, so each spin is a spin of its own. */
const SPIN_GAP_MS = 20_000;

/** Noon of the day before `now`'s day in the zone. */
export function previousDayNoon(now: Date, timeZone: string): Date {
  const today = zonedDayStart(zonedDay(now, timeZone), timeZone);
  const yesterday = zonedDayStart(zonedDay(new Date(today.getTime() - 1), timeZone), timeZone);
  return new Date(yesterday.getTime() + 12 * 60 * 60 * 1000);
}

async function ensurePlayer(database: Database, merchantId: number) {
  const db = database.db;
  const found = await membersRepo.findByUsername(db, merchantId, DEMO_PLAYER.username);
  if (found) return found;
  const now = new Date();
  const inserted = await membersRepo.insert(db, {
    merchantId,
    username: DEMO_PLAYER.username,
    usernameKey: DEMO_PLAYER.username,
    nickname: 'Demo Player 2',
    type: 0,
    passwordHash: await demoHash('member', DEMO_PLAYER.password),
    passwordChangedAt: now,
    countryDialingCode: DEMO_PLAYER.countryDialingCode,
    mobileNum: DEMO_PLAYER.mobileNum,
    email: DEMO_PLAYER.email,
    realName: 'Demo Player Two',
    registerMethod: 'WEB',
    createdAt: now,
  });
  if (!inserted) throw new Error(`the demo seed could not add ${DEMO_PLAYER.username}`);
  return inserted;
}

async function spinsPlayed(database: Database, merchantId: number): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(houseRounds)
    .where(and(eq(houseRounds.merchantId, merchantId), eq(houseRounds.player, DEMO_PLAYER.username), like(houseRounds.requestId, `${REQUEST_PREFIX}%`)));
  return row?.n ?? 0;
}

/**
 * Adds demo02 and plays its spins on the merchant's previous day, once. `config` is the server's: the app
 * built here for the play runs no jobs, no live tables and no lottery loop, and closes before it answers.
 */
export async function seedDemoPlay(database: Database, config: Config, now = new Date()): Promise<{ played: boolean }> {
  const merchantRow = await siteRepo.findMerchantByCode(database.db, DEMO_MERCHANT_CODE);
  const operator = merchantRow && (await operatorsRepo.findByUsername(database.db, merchantRow.id, DEMO_OPERATOR.username));
  if (!merchantRow || !operator) return { played: false };
  const member = await ensurePlayer(database, merchantRow.id);
  if ((await spinsPlayed(database, merchantRow.id)) >= DEMO_PLAY.spins) return { played: false };

  const clock = manualClock(previousDayNoon(now, merchantRow.timeZone));
  const { app, services } = await buildApp({
    config: { ...config, JOBS_ENABLED: false, HOUSE_LIVE_TICK_MS: 0, LOTTERY_TICK_MS: 0, SPORTSBOOK_WATCH_TICK_MS: 0 },
    database,
    clock,
    logger: false,
    // The house vendor reaches the wallet through this app's own seamless routes, as on the wire.
    paymentsTransport: injectTransport,
  });
  try {
    const merchant = await services.site.resolveMerchant({ code: DEMO_MERCHANT_CODE });
    // Every step is keyed by a fixed request id, so a start cut off midway finishes the rest and repeats nothing.
    await services.walletAdjustments.adjust(
      merchant,
      {
        requestId: `${REQUEST_PREFIX}${member.username}:opening`,
        memberId: member.id,
        direction: 'credit',
        amount: DEMO_PLAY.openingBalance,
        reason: 'Demo opening balance',
      },
      { operatorId: operator.id, operatorName: operator.username, ip: null },
    );
    const token = await services.playerTokens.issue({ merchantId: merchant.id, memberId: member.id, vendorCode: SLOTS_VENDOR, real: true });
    for (let spin = 1; spin <= DEMO_PLAY.spins; spin++) {
      clock.advance(SPIN_GAP_MS);
      await services.houseSlots.spin(merchant, {
        token,
        gameCode: DEMO_PLAY.gameCode,
        totalBet: DEMO_PLAY.stake,
        requestId: `${REQUEST_PREFIX}${member.username}:spin-${spin}`,
      });
    }
  } finally {
    await app.close();
  }
  return { played: true };
}
